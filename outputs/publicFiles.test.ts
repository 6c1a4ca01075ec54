import { mkdtemp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyPublicFiles, publicFilesIn } from './publicFiles.ts';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'public-files-'));
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

/** Writes `files` (path → text) under `folder`. */
async function writeFiles(folder: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
}

describe('the owner’s public files', () => {
  it('lists what the site publishes: no hidden file or folder but .well-known/, a link as a link', async () => {
    const folder = join(scratch, 'public');
    await writeFiles(folder, {
      'files/cv.pdf': '%PDF-1.7',
      '.DS_Store': 'x',
      'deep/.hidden/id_rsa': 'key',
      '.git/config': 'x',
      '.well-known/security.txt': 'Contact: mailto:a@b.example',
      '.well-known/.secret': 'x',
    });
    await symlink(join(folder, 'files/cv.pdf'), join(folder, 'cv-link.pdf'));
    await symlink(join(folder, 'files'), join(folder, 'linked-folder'));
    const { listed } = await publicFilesIn(folder);
    expect(listed).toEqual([
      { path: '.well-known/security.txt', isLink: false },
      { path: 'cv-link.pdf', isLink: true },
      { path: 'files/cv.pdf', isLink: false },
      { path: 'linked-folder', isLink: true },
    ]);
  });

  describe('copied into the build', () => {
    const built = {
      'index.html': '<p>Home</p>',
      'about.html': '<p>About</p>',
      'sitemap.xml': '<urlset/>',
      'robots.txt': 'User-agent: *',
      'favicon.svg': '<svg/>',
      'uk/feed.xml': '<rss/>',
    };

    async function copy(own: Record<string, string>) {
      const folder = join(scratch, 'public');
      const outDir = join(scratch, 'dist');
      const templatePublicDir = join(scratch, 'template-public');
      await writeFiles(folder, own);
      await writeFiles(outDir, built);
      await writeFiles(templatePublicDir, { 'favicon.svg': '<svg/>' });
      await copyPublicFiles({ folder, shownFolder: 'site/public', outDir, templatePublicDir });
      return outDir;
    }

    it('adds the owner’s files, and theirs takes the place of the icons and robots.txt', async () => {
      const outDir = await copy({
        'robots.txt': 'User-agent: *\nDisallow: /drafts',
        'favicon.svg': '<svg id="mine"/>',
        CNAME: 'me.example',
        _redirects: '/old /new 301',
        '.well-known/security.txt': 'Contact: mailto:a@b.example',
        '.hidden/key': 'secret',
      });
      expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain('Disallow: /drafts');
      expect(await readFile(join(outDir, 'favicon.svg'), 'utf8')).toBe('<svg id="mine"/>');
      expect((await readdir(outDir, { recursive: true })).sort()).toEqual(
        [
          '.well-known',
          '.well-known/security.txt',
          'CNAME',
          '_redirects',
          'about.html',
          'favicon.svg',
          'index.html',
          'robots.txt',
          'sitemap.xml',
          'uk',
          'uk/feed.xml',
        ].sort(),
      );
    });

    it.each([
      ['index.html', 'index.html'],
      ['About.HTML', 'about.html'],
      ['sitemap.xml', 'sitemap.xml'],
      ['uk/feed.xml', 'uk/feed.xml'],
      ['_headers', '_headers'],
      ['pagefind/pagefind.js', 'pagefind/pagefind.js'],
      ['about.html.br', 'about.html.br'],
      // A file where the build writes a folder: a language's, or the search's, written last.
      ['UK', 'the folder uk/'],
      ['pagefind', 'the folder pagefind/'],
    ])(
      'refuses %s, where the build writes %s, naming both and copying nothing',
      async (own, builds) => {
        await expect(copy({ [own]: 'mine', 'kept.txt': 'x' })).rejects.toThrow(
          `site/public/${own}: the build writes ${builds} at this address; rename or remove this file`,
        );
        expect(await readdir(join(scratch, 'dist'))).not.toContain('kept.txt');
      },
    );

    it('refuses a folder where the build writes a file, naming both', async () => {
      await expect(copy({ 'About.html/notes.txt': 'mine' })).rejects.toThrow(
        "site/public/About.html/notes.txt: the build writes the file about.html where this file's folder would be; rename the folder",
      );
    });
  });
});
