// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteInto } from './buildSiteForTest.ts';

const contentDir = fileURLToPath(new URL('../src/content/', import.meta.url));

/** The shipped content with the Ukrainian block deleted, as an owner would delete it. */
function englishOnlyContent(): string {
  const content = readFileSync(join(contentDir, 'content.ts'), 'utf8');
  const start = content.indexOf('\n    uk: {\n');
  const end = content.indexOf('\n    },\n  },\n});', start);
  if (start < 0 || end < 0) throw new Error('content.ts has no Ukrainian block where expected');
  return `${content.slice(0, start)}${content.slice(end + '\n    },'.length)}`.replace(
    "from './define.ts'",
    `from '${join(contentDir, 'define.ts')}'`,
  );
}

describe('a site in one language', () => {
  let dir: string;
  let outDir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'one-language-'));
    outDir = join(dir, 'dist');
    const contentFile = join(dir, 'content.ts');
    writeFileSync(contentFile, englishOnlyContent());
    vi.stubEnv('SITE_CONTENT_FILE', contentFile);
    await buildSiteInto(outDir);
  }, 120_000);

  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (file: string) => readFileSync(join(outDir, file), 'utf8');

  it('builds from the content with the other language removed in one place', () => {
    expect(englishOnlyContent()).not.toMatch(/\buk: \{/);
    expect(page('index.html')).toContain('<html lang="en"');
    expect(page('about.html')).toContain('<h1');
    expect(existsSync(join(outDir, 'uk'))).toBe(false);
  });

  it('has no language switch, no alternates and no Ukrainian anywhere', () => {
    for (const file of ['index.html', 'about.html']) {
      const html = page(file);
      expect(html).not.toMatch(/hreflang/i);
      expect(html).not.toContain('og:locale:alternate');
      expect(html).not.toMatch(/[а-яіїєґ]/i);
    }
    expect(page('sitemap.xml')).not.toContain('xhtml:link');
  });
});
