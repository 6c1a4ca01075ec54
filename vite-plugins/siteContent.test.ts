import { githubPagesBuild } from '../harness/builtSite.mjs';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { build, createLogger, createServer, type Plugin } from 'vite';
import { siteContent as shippedContent } from '../src/testing/siteContent.ts';
import type { SiteContent } from '../src/content/schema.ts';
// Another owner's content, which stays the same whatever this copy's owner writes in content.ts.
import { picturesNamedIn, threeLanguagesContent as fixture } from '../src/testing/examples.ts';
import { siteFolderIn } from '../scripts/siteFolder.mjs';
import {
  checkSource,
  contentFrom,
  readPictureWidth,
  siteContent,
  type ContentSource,
} from './siteContent.ts';

/** The fixture fork's case studies: one project's, in each of its three languages. */
const fixtureCaseStudies = fileURLToPath(
  new URL('../examples/three-projects-three-languages/case-studies', import.meta.url),
);

const fixturePictures = picturesNamedIn(fixture).sort();

/** A source with `content` and the fixture's pictures, of the given widths (1200 px unless told). */
function sourceWith(
  content: SiteContent,
  widths: Record<string, number | Error> = Object.fromEntries(
    fixturePictures.map((file) => [file, 1200]),
  ),
): ContentSource {
  return {
    shown: (path) => path,
    loadContent: async () => content,
    listPictures: async () => Object.keys(widths),
    pictureWidth: async (file) => {
      const width = widths[file];
      if (width instanceof Error) throw width;
      return width!;
    },
  };
}

/** Public files held in memory, by path; `'link'` stands for a symbolic link. */
const publicFiles = (files: Record<string, string | Buffer | 'link'>) => async () => ({
  listed: Object.entries(files).map(([path, data]) => ({ path, isLink: data === 'link' })),
  read: async (path: string) => Buffer.from(files[path] ?? ''),
});

const contentWithBadUrl: SiteContent = {
  ...fixture,
  projects: fixture.projects.map((project, index) =>
    index === 1 ? { ...project, project: 'metronome' } : project,
  ),
};

const contentWithPicture = (image: string): SiteContent => ({
  ...fixture,
  projects: fixture.projects.map((project, index) =>
    index === 2 ? { ...project, image } : project,
  ),
});

describe('checkSource', () => {
  it('gives the check each theme’s background and cards, which an owner’s accent must read on', () => {
    expect(contentFrom(siteFolderIn()).themes).toEqual({
      light: { background: '#f5f7fb', surface: '#ffffff', raised: '#e9eef6' },
      dark: { background: '#0b1120', surface: '#131c31', raised: '#1b2740' },
    });
  });

  it.each([
    {
      what: 'an accent that does not read',
      look: { accent: { light: '#ffff00', dark: '#93c5fd' } },
      refusal: /look\.accent\.light: #ffff00 has 1\.00:1 contrast/,
    },
    {
      what: 'a hero picture the pictures’ folder lacks',
      look: { heroPicture: 'me.jpg' },
      refusal: /look\.heroPicture: .*projects\/me\.jpg does not exist \(found: /,
    },
    {
      what: 'a font the template does not ship',
      look: { font: 'comic-sans' },
      refusal:
        /look\.font: must be one of 'system', 'inter', 'ibm-plex-sans', 'source-sans-3', or \{ family, regular, bold \}/,
    },
    {
      what: 'an own font whose file is not in the site folder',
      look: {
        font: { family: 'Atkinson', regular: 'fonts/Atkinson.ttf', bold: 'fonts/Atkinson.ttf' },
      },
      refusal: /look\.font\.regular: .*fonts\/Atkinson\.ttf does not exist/,
    },
  ])('refuses $what, naming its field', async ({ look, refusal }) => {
    await expect(
      checkSource({
        ...contentFrom(siteFolderIn()),
        loadContent: async () => ({ ...shippedContent, look }),
      }),
    ).rejects.toThrow(refusal);
  });

  it('refuses an own font’s file that is no font, naming its field and file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'own-font-'));
    mkdirSync(join(folder, 'fonts'));
    writeFileSync(join(folder, 'fonts', 'Mine.ttf'), 'not a font');
    const font = { family: 'Mine', regular: 'fonts/Mine.ttf', bold: 'fonts/Mine.ttf' };
    await expect(
      checkSource({
        ...contentFrom(siteFolderIn()),
        fontFamily: contentFrom(folder).fontFamily,
        loadContent: async () => ({ ...shippedContent, look: { font } }),
      }),
    ).rejects.toThrow(
      /look\.font\.regular: .*fonts\/Mine\.ttf cannot be read as a TrueType or OpenType font/,
    );
  });

  it('accepts the content and the pictures in the repository, with no warning', async () => {
    await expect(checkSource(contentFrom(siteFolderIn()))).resolves.toMatchObject({
      content: shippedContent,
      warnings: [],
    });
  });

  it('checks the address a build is handed in place of siteUrl (`--site-url`), as the GitHub Pages rehearsal’s', async () => {
    const { siteUrl, base } = githubPagesBuild;
    expect(new URL(siteUrl).pathname).toBe(base);
    const { content } = await checkSource(contentFrom(siteFolderIn(), { siteUrl }));
    expect(content).toEqual({ ...shippedContent, siteUrl });
    await expect(
      checkSource(contentFrom(siteFolderIn(), { siteUrl: 'github-pages' })),
    ).rejects.toThrow(/siteUrl/);
  });

  it('names the malformed field', async () => {
    await expect(checkSource(sourceWith(contentWithBadUrl))).rejects.toThrow(
      'projects[1].project: "metronome" is not an absolute http(s) URL',
    );
  });

  it.each([
    [
      'missing',
      undefined,
      'public/cv/taras.pdf does not exist; put the PDF there, or link an https:// address',
    ],
    [
      'not a PDF',
      Buffer.from('<!doctype html>'),
      'public/cv/taras.pdf is not a PDF (it does not begin with "%PDF-")',
    ],
  ])('names the contact whose resume file is %s', async (_case, file, message) => {
    const content = {
      ...fixture,
      contacts: fixture.contacts.map((contact) =>
        contact.kind === 'resume' ? { ...contact, href: 'cv/taras.pdf' } : contact,
      ),
    };
    const index = content.contacts.findIndex((contact) => contact.kind === 'resume');
    const only = (data: Buffer | undefined) =>
      publicFiles(data === undefined ? {} : { 'cv/taras.pdf': data });
    const source = { ...sourceWith(content), publicFiles: only(file) };
    await expect(checkSource(source)).rejects.toThrow(`contacts[${index}].href: ${message}`);
    const pdf = { ...sourceWith(content), publicFiles: only(Buffer.from('%PDF-1.7')) };
    await expect(checkSource(pdf)).resolves.toMatchObject({ content, warnings: [] });
  });

  it('refuses a file in public/ where the build writes the CV, in any language and letter case', async () => {
    const taken = 'pl/taras-melnyk-cv.pdf';
    const source = {
      ...sourceWith(fixture),
      publicFiles: publicFiles({ 'PL/Taras-Melnyk-CV.pdf': Buffer.from('%PDF-1.7') }),
    };
    await expect(checkSource(source)).rejects.toThrow(
      `public/PL/Taras-Melnyk-CV.pdf: the build writes the CV at this address (${taken}); rename or remove this file`,
    );
  });

  it('refuses a symbolic link in public/, naming it, even where a contact links it', async () => {
    const content = {
      ...fixture,
      contacts: fixture.contacts.map((contact) =>
        contact.kind === 'resume' ? { ...contact, href: 'files/cv.pdf' } : contact,
      ),
    };
    const source = { ...sourceWith(content), publicFiles: publicFiles({ 'files/cv.pdf': 'link' }) };
    await expect(checkSource(source)).rejects.toThrow(
      'public/files/cv.pdf: is a symbolic link, which the site does not publish; put the file itself here',
    );
  });

  it.each([
    ['evil.HTML', '<p onclick="go()">x</p>', 'onclick="go()"'],
    ['x.htm', '<script>go()</script>', 'go()'],
    [
      'deep/x.xhtml',
      '<html xmlns="http://www.w3.org/1999/xhtml"><title><script>go()</script></title></html>',
      'go()',
    ],
    ['x.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="go()"/>', 'onload="go()"'],
    ['feed.XML', '<x><script xmlns="http://www.w3.org/2000/svg">go()</script></x>', 'go()'],
  ])(
    'refuses %s in public/, which would run code in the site’s origin',
    async (file, text, code) => {
      const source = { ...sourceWith(fixture), publicFiles: publicFiles({ [file]: text }) };
      await expect(checkSource(source)).rejects.toThrow(
        `public/${file}: would run code in the site's pages' origin: "${code}"`,
      );
    },
  );

  it('refuses a public page that says no charset, where the build puts its policy', async () => {
    const source = {
      ...sourceWith(fixture),
      publicFiles: publicFiles({ 'notes/Hello.HTML': '<!doctype html><title>Hello</title>' }),
    };
    await expect(checkSource(source)).rejects.toThrow(
      'public/notes/Hello.HTML: has no <meta charset="utf-8">, after which the build puts',
    );
  });

  it('publishes a page and a drawing that run nothing', async () => {
    const source = {
      ...sourceWith(fixture),
      publicFiles: publicFiles({
        'hello.html':
          '<!doctype html><meta charset="utf-8"><title>Hello</title><a href="/">Home</a>',
        'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
      }),
    };
    await expect(checkSource(source)).resolves.toMatchObject({ warnings: [] });
  });

  it('names the project and the file when its picture is missing', async () => {
    await expect(checkSource(sourceWith(contentWithPicture('shelters.png')))).rejects.toThrow(
      `projects[2].image: the picture of "Shelter Finder", projects/shelters.png, does not exist (found: ${fixturePictures.join(', ')})`,
    );
  });

  it('names the project and the file when its picture cannot be read', async () => {
    const source = sourceWith(fixture, {
      ...Object.fromEntries(fixturePictures.map((file) => [file, 1200])),
      'shelter-finder.png': new Error('Input file contains unsupported image format'),
    });
    await expect(checkSource(source)).rejects.toThrow(
      'projects[2].image: the picture of "Shelter Finder", projects/shelter-finder.png, cannot be read as a picture (Input file contains unsupported image format)',
    );
  });

  it('reads real picture files: refuses one that is not a picture or is cut short, warns of a narrow one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
    try {
      writeFileSync(join(dir, 'broken.png'), 'not a picture');
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } })
        .png()
        .toFile(join(dir, 'narrow.png'));
      const whole = await sharp({
        create: { width: 1440, height: 900, channels: 3, background: '#654321' },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      writeFileSync(join(dir, 'truncated.png'), whole.subarray(0, whole.length / 2));
      const sourceIn = (image: string): ContentSource => ({
        ...sourceWith(contentWithPicture(image)),
        listPictures: async () => [...fixturePictures, 'broken.png', 'narrow.png', 'truncated.png'],
        pictureWidth: (file) =>
          file === image ? readPictureWidth(join(dir, file)) : Promise.resolve(1200),
      });
      await expect(checkSource(sourceIn('broken.png'))).rejects.toThrow(
        /projects\[2\]\.image: the picture of "Shelter Finder", projects\/broken\.png, cannot be read as a picture \(.+\)/,
      );
      await expect(checkSource(sourceIn('truncated.png'))).rejects.toThrow(
        /projects\[2\]\.image: the picture of "Shelter Finder", projects\/truncated\.png, cannot be read as a picture \(.+\)/,
      );
      // The hero's picture is read as the projects' are.
      await expect(
        checkSource({
          ...sourceIn('broken.png'),
          loadContent: async () => ({ ...fixture, look: { heroPicture: 'broken.png' } }),
        }),
      ).rejects.toThrow(
        /look\.heroPicture: projects\/broken\.png cannot be read as a picture \(.+\)/,
      );
      await expect(checkSource(sourceIn('narrow.png'))).resolves.toMatchObject({
        warnings: [expect.stringContaining('projects/narrow.png, is 900 px wide')],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warns about a picture narrower than the largest size the page serves', async () => {
    const source = sourceWith(fixture, {
      ...Object.fromEntries(fixturePictures.map((file) => [file, 1200])),
      'rivers.png': 800,
    });
    await expect(checkSource(source)).resolves.toMatchObject({
      warnings: [
        'projects[0].image: the picture of "Rivers", projects/rivers.png, is 800 px wide; the page shows it up to 1200 px wide, so it will look soft on large screens.',
      ],
    });
  });
});

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-content-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build', () => {
  function buildWith(source: ContentSource) {
    return build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [siteContent(source)],
      build: { write: false },
    });
  }

  it('stops with a message naming the malformed field', async () => {
    await expect(buildWith(sourceWith(contentWithBadUrl))).rejects.toThrow(
      /The site content is not valid:\n {2}- projects\[1\]\.project/,
    );
  });

  it('goes ahead when the content is valid', async () => {
    await expect(buildWith(sourceWith(fixture))).resolves.toBeDefined();
  });

  it.each([
    ['warns', false],
    ['does not warn in the build the tests serve at the root (--for-tests)', true],
  ])('%s when siteUrl puts the pages under another path than the base', async (_case, forTests) => {
    const warned: string[] = [];
    const logger = createLogger('silent');
    logger.warn = (message) => void warned.push(message);
    await build({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [siteContent({ ...sourceWith(fixture), forTests })],
      build: { write: false },
    });
    const mismatch = `content.ts (${fixture.siteUrl}) puts the site's pages under /portfolio/, but this build serves them under /`;
    if (forTests) expect(warned.join('\n')).not.toContain('puts the site');
    else expect(warned.join('\n')).toContain(mismatch);
  });
});

describe('the content the app reads', () => {
  /** The virtual module `id` as the plugin serves it from `source`. */
  async function virtualModule(id: string, source = sourceWith(fixture)) {
    const plugin = siteContent(source);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
    const resolved = resolveId(id);
    expect(resolved, id).toBeDefined();
    return load.call({ addWatchFile: () => undefined }, resolved!);
  }

  it.each([
    ['serve', 'development', ['draft', 'ready']],
    ['build', 'production', ['ready']],
  ] as const)(
    'lists a draft in the %s command’s pages only where it shows: the dev server',
    async (command, mode, posts) => {
      const postsDir = mkdtempSync(join(tmpdir(), 'posts-'));
      const post = (day: string, draft: boolean) =>
        `---\ntitle: A post\ndescription: About it.\npublished: ${day}\ntags: [Mapy]\ndraft: ${draft}\n---\n\nWords.\n`;
      writeFileSync(join(postsDir, 'draft.pl.mdx'), post('2026-05-02', true));
      writeFileSync(join(postsDir, 'ready.pl.mdx'), post('2026-05-01', false));
      try {
        const plugin = siteContent({ ...sourceWith(fixture), postsDir });
        (plugin.configResolved as (config: unknown) => void)({ command, mode, base: '/' });
        const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
        const module = await load.call(
          { addWatchFile: () => undefined },
          '\0virtual:site-languages',
        );
        expect(module).toContain(`"blog":{"pl":{"posts":${JSON.stringify(posts)}`);
      } finally {
        rmSync(postsDir, { recursive: true, force: true });
      }
    },
  );

  it('lists the languages with their names, the site’s own first', async () => {
    const module = await virtualModule('virtual:site-languages');
    expect(module).toContain(
      'export const siteLanguages = {"languages":["en","uk","pl"],"defaultLanguage":"en","caseStudies":[],"ownPages":{"en":[],"uk":[],"pl":[]},"blog":{},"skills":{"en":[],"uk":[],"pl":[]}};',
    );
    expect(module).toContain(`"pl":{"name":"${fixture.languages.pl!.name}"`);
  });

  it('serves each language on its own, loaded on demand', async () => {
    expect(await virtualModule('virtual:site-content/loaders')).toBe(
      [
        'export const loaders = { "en": () => import("virtual:site-content/en"), "uk": () => import("virtual:site-content/uk"), "pl": () => import("virtual:site-content/pl") };',
        'export const historyLoaders = { "en": () => import("virtual:site-content/history/en"), "uk": () => import("virtual:site-content/history/uk"), "pl": () => import("virtual:site-content/history/pl") };',
        'export const caseStudyLoaders = { "en": {  }, "uk": {  }, "pl": {  } };',
        'export const blogLoaders = {  };',
        'export const ownPageLoaders = { "en": {  }, "uk": {  }, "pl": {  } };',
        '',
      ].join('\n'),
    );
    const polish = await virtualModule('virtual:site-content/pl');
    expect(polish).toContain(JSON.stringify(fixture.languages.pl!.hero.greeting));
    expect(polish).not.toContain(JSON.stringify(fixture.languages.uk!.hero.greeting));
    // The history, which only About shows, is a module of its own.
    const history = { id: 'kpi', organisation: 'KPI', start: '2016-09', end: '2020-06' };
    const studies = (role: string) => ({ kpi: { role, place: 'Kyiv', lines: ['Studied.'] } });
    const withStudy = {
      ...fixture,
      education: [history],
      languages: Object.fromEntries(
        Object.entries(fixture.languages).map(([code, texts]) => [
          code,
          {
            ...texts,
            education: studies(`Degree in ${code}`),
            interface: { ...texts.interface, education: 'Studies' },
          },
        ]),
      ),
    } as SiteContent;
    const polishHistory = await virtualModule(
      'virtual:site-content/history/pl',
      sourceWith(withStudy),
    );
    expect(polishHistory).toContain('Degree in pl');
    expect(polishHistory).not.toContain('Degree in uk');
    expect(await virtualModule('virtual:site-content/pl', sourceWith(withStudy))).not.toContain(
      'Degree in pl',
    );
  });

  it('is the checked content: malformed content fails with the field that is wrong', async () => {
    await expect(
      virtualModule('virtual:site-content/en', sourceWith(contentWithBadUrl)),
    ).rejects.toThrow('projects[1].project: "metronome" is not an absolute http(s) URL');
  });

  it('leaves other modules alone', () => {
    const resolveId = siteContent(sourceWith(fixture)).resolveId as (id: string) => unknown;
    expect(resolveId('virtual:design-tokens')).toBeUndefined();
  });
});

describe('the dev server', () => {
  it('reports malformed content in the terminal and the browser overlay', async () => {
    const logged: string[] = [];
    const sentToBrowser: unknown[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void logged.push(message);
    const recordBrowserMessages: Plugin = {
      name: 'record-browser-messages',
      configureServer(server) {
        server.ws.send = ((payload: unknown) =>
          void sentToBrowser.push(payload)) as typeof server.ws.send;
      },
    };
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [recordBrowserMessages, siteContent(sourceWith(contentWithBadUrl))],
      server: { middlewareMode: true, ws: false },
    });
    try {
      await vi.waitFor(() => expect(logged).toHaveLength(1));
      expect(logged[0]).toContain(
        'projects[1].project: "metronome" is not an absolute http(s) URL',
      );
      expect(sentToBrowser).toEqual([
        {
          type: 'error',
          err: { message: expect.stringContaining('projects[1].project'), stack: '' },
        },
      ]);
    } finally {
      await server.close();
    }
  });

  it('follows a file added or deleted: once the content holds again, the overlay goes with a reload', async () => {
    const sentToBrowser: unknown[] = [];
    const recordBrowserMessages: Plugin = {
      name: 'record-browser-messages',
      configureServer(server) {
        server.ws.send = ((payload: unknown) =>
          void sentToBrowser.push(payload)) as typeof server.ws.send;
      },
    };
    const postsDir = join(root, 'posts-being-edited');
    let content = contentWithBadUrl;
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        recordBrowserMessages,
        siteContent({ ...sourceWith(fixture), loadContent: async () => content, postsDir }),
      ],
      server: { middlewareMode: true, ws: false, watch: null },
    });
    try {
      await vi.waitFor(() => expect(sentToBrowser).toHaveLength(1));
      // The owner deletes the file the refusal was about.
      content = fixture;
      server.watcher.emit('unlink', join(postsDir, 'draft.en.mdx'));
      await vi.waitFor(() => expect(sentToBrowser).toHaveLength(2));
      expect(sentToBrowser[1]).toEqual({ type: 'full-reload' });
      // A file elsewhere is not the content's.
      server.watcher.emit('add', join(root, 'notes.txt'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sentToBrowser).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('stays quiet when the content is valid', async () => {
    const logged: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void logged.push(message);
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [siteContent(sourceWith(fixture))],
      server: { middlewareMode: true, ws: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.close();
    expect(logged).toEqual([]);
  });
});

describe('the case studies', () => {
  const withCaseStudies = (folder: string): ContentSource => ({
    ...sourceWith(fixture),
    caseStudiesDir: folder,
  });

  it('lists each project that has one, and serves each language’s on demand, a chunk each', async () => {
    const checked = await checkSource(withCaseStudies(fixtureCaseStudies));
    expect(
      checked.caseStudies.map(({ projectId, language }) => `${projectId}.${language}`),
    ).toEqual(['metronome.en', 'metronome.uk', 'metronome.pl']);
    const plugin = siteContent(withCaseStudies(fixtureCaseStudies));
    const load = plugin.load as (this: unknown, id: string) => Promise<string>;
    const context = { addWatchFile: () => undefined };
    expect(await load.call(context, '\0virtual:site-languages')).toContain(
      '"caseStudies":["metronome"]',
    );
    expect(await load.call(context, '\0virtual:site-content/loaders')).toContain(
      `"pl": { "metronome": () => import(${JSON.stringify(join(fixtureCaseStudies, 'metronome.pl.mdx'))}) }`,
    );
  });

  it.each([
    [
      'a file for a project that is not there',
      ['metronome.en.mdx', 'metronome.uk.mdx', 'metronome.pl.mdx', 'drums.en.mdx'],
      'drums.en.mdx: "drums" is not a project (rivers, metronome, shelter-finder)',
    ],
    [
      'a language that lacks the first language’s',
      ['metronome.en.mdx', 'metronome.uk.mdx'],
      'metronome.pl.mdx: is missing: every language has the case studies the site’s own language (en) has'.replace(
        '’',
        "'",
      ),
    ],
    [
      'a file in another language only',
      ['rivers.uk.mdx'],
      "rivers.uk.mdx: has no rivers.en.mdx: a case study is written in the site's own language (en) first",
    ],
    [
      'a file in a language the site does not have',
      ['metronome.en.mdx', 'metronome.uk.mdx', 'metronome.pl.mdx', 'metronome.de.mdx'],
      'metronome.de.mdx: "de" is not a language of the site (en, uk, pl)',
    ],
    [
      'a file named otherwise',
      ['Metronome.mdx'],
      'Metronome.mdx: must be named <project id>.<language>.mdx, such as movies.en.mdx',
    ],
  ])('stops the build at %s, naming the file', async (_case, files, message) => {
    const folder = mkdtempSync(join(tmpdir(), 'case-studies-'));
    try {
      for (const file of files) writeFileSync(join(folder, file), '');
      await expect(checkSource(withCaseStudies(folder))).rejects.toThrow(message);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops the build when a language the template has no words in lacks those around its case studies', async () => {
    // Polish renamed Dutch, its case study too, without the words around it.
    const { pl, ...others } = fixture.languages;
    const { caseStudy: _words, ...dutchInterface } = pl!.interface;
    const dutch = { ...pl!, name: 'Nederlands', shortName: 'Ned', interface: dutchInterface };
    const content = { ...fixture, languages: { ...others, nl: dutch } } as SiteContent;
    const dir = mkdtempSync(join(tmpdir(), 'case-studies-'));
    try {
      for (const language of ['en', 'uk', 'pl']) {
        cpSync(
          join(fixtureCaseStudies, `metronome.${language}.mdx`),
          join(dir, `metronome.${language === 'pl' ? 'nl' : language}.mdx`),
        );
      }
      await expect(checkSource({ ...sourceWith(content), caseStudiesDir: dir })).rejects.toThrow(
        'languages.nl.interface.caseStudy: is missing',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
