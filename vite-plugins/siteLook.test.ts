import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryOf } from '../src/content/interface/index.ts';
import { threeLanguagesContent as content } from '../src/testing/examples.ts';
import { siteText } from './siteLook.ts';
import type { SiteContentApi } from './siteContent.ts';

describe('the words the page font is cut to', () => {
  const siteFolder = mkdtempSync(join(tmpdir(), 'site-text-'));
  mkdirSync(join(siteFolder, 'posts'));
  writeFileSync(join(siteFolder, 'posts', 'wharf.en.mdx'), '# Ẅharf\n\nA post.\n');
  const api = { content: async () => content } as unknown as SiteContentApi;

  it('hold the content, the write-ups, and each language’s interface words and month names', async () => {
    const text = await siteText(api, siteFolder);
    const languages = Object.keys(content.languages);
    expect(languages.length).toBeGreaterThan(1);
    expect(text).toContain(JSON.stringify(content));
    expect(text).toContain('Ẅharf');
    for (const language of languages) {
      expect(text).toContain(dictionaryOf(language)!.interface.about);
      const november = new Date(Date.UTC(2000, 10, 15)).toLocaleDateString(language, {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(text, language).toContain(november);
    }
  });
});
