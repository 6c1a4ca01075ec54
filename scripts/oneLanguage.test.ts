import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFile as contentFileName, siteFilesFolder } from '../src/content/contentFiles.ts';
import { siteFolderIn } from './siteFolder.mjs';
import { siteContent } from '../src/testing/siteContent.ts';
import { buildSiteInto } from './buildSiteInto.ts';

const siteFolder = siteFolderIn();
const sitePublicDir = join(siteFolder, siteFilesFolder);

const contentFile = join(siteFolder, contentFileName);
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const [siteLanguage, ...otherLanguages] = Object.values(siteContent.languages);

/**
 * The content with every language but the site's own removed, as an owner would delete them:
 * its block of texts, and its words for the hero's picture where they are given per language.
 */
const siteLanguageOnly = `import { siteContent as content } from ${JSON.stringify(contentFile)};
const [language] = Object.keys(content.languages);
const picture = content.look?.heroPicture;
const heroPicture =
  typeof picture === 'object' && typeof picture.alt === 'object'
    ? { ...picture, alt: { [language]: picture.alt[language] } }
    : picture;
export const siteContent = {
  ...content,
  ...(content.look && { look: { ...content.look, heroPicture } }),
  languages: { [language]: content.languages[language] },
};
`;

describe('a site in one language', () => {
  let dir: string;
  let outDir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'one-language-'));
    outDir = join(dir, 'dist');
    const oneLanguageFile = join(dir, 'content.ts');
    writeFileSync(oneLanguageFile, siteLanguageOnly);
    await buildSiteInto(outDir, { contentFile: oneLanguageFile });
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = (file: string) => readFileSync(join(outDir, file), 'utf8');

  it('builds only the pages of the site’s own language', () => {
    expect(page('index.html')).toContain(`<html lang="${Object.keys(siteContent.languages)[0]}"`);
    expect(page('about.html')).toContain('<h1');
    // No folder of another language: the built code, the skills' pages where a project or a job
    // shows one, and the folders of the template's public/ and the site folder's as they are.
    const foldersIn = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir).filter((file) => statSync(join(dir, file)).isDirectory())
        : [];
    const showsSkills = [...siteContent.projects, ...(siteContent.experience ?? [])].some(
      (entry) => (entry.skills ?? []).length > 0,
    );
    expect(foldersIn(outDir).sort()).toEqual(
      [
        'assets',
        ...(showsSkills ? ['skills'] : []),
        ...foldersIn(publicDir),
        ...foldersIn(sitePublicDir),
      ].sort(),
    );
  });

  it('has no language switch, no alternates and no other language’s words', () => {
    for (const file of ['index.html', 'about.html']) {
      const html = page(file);
      expect(html).not.toMatch(/hreflang/i);
      expect(html).not.toContain('og:locale:alternate');
      for (const other of otherLanguages) {
        expect(html).not.toContain(other.name);
        if (other.interface.skipToContent !== siteLanguage!.interface.skipToContent) {
          expect(html).not.toContain(other.interface.skipToContent);
        }
      }
    }
    expect(page('sitemap.xml')).not.toContain('xhtml:link');
  });
});
