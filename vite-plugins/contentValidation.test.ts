// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger, createServer, type Plugin } from 'vite';
import { siteContent } from '../src/content/content.ts';
import { previewFormats, previewWidths } from '../src/content/previewFiles.ts';
import type { SiteContent } from '../src/content/types.ts';
import { checkContent, contentValidation, type ContentSource } from './contentValidation.ts';

const allPreviewFiles = ['tracker', 'phonebook', 'tasty', 'movies', 'rental'].flatMap((name) =>
  previewWidths.flatMap((width) => previewFormats.map((format) => `${name}-${width}.${format}`)),
);

function sourceWith(content: SiteContent, files = allPreviewFiles): ContentSource {
  return { loadContent: async () => content, listPreviewFiles: () => files };
}

const contentWithBadUrl: SiteContent = {
  ...siteContent,
  projects: siteContent.projects.map((project, index) =>
    index === 1 ? { ...project, project: 'phonebook' } : project,
  ),
};

describe('checkContent', () => {
  it('accepts the content and preview images in the repository', async () => {
    await expect(checkContent()).resolves.toBeUndefined();
  });

  it('names the malformed field', async () => {
    await expect(checkContent(sourceWith(contentWithBadUrl))).rejects.toThrow(
      'projects[1].project: "phonebook" is not an absolute http(s) URL',
    );
  });

  it('counts a preview that lacks one of its sizes as missing', async () => {
    const withoutOneSize = allPreviewFiles.filter((file) => file !== 'movies-800.avif');
    await expect(checkContent(sourceWith(siteContent, withoutOneSize))).rejects.toThrow(
      'projects[3].image: no preview image named "movies"',
    );
  });
});

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-validation-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build', () => {
  function buildWith(source: ContentSource) {
    return build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentValidation(source)],
      build: { write: false },
    });
  }

  it('stops with a message naming the malformed field', async () => {
    await expect(buildWith(sourceWith(contentWithBadUrl))).rejects.toThrow(
      /The site content in src\/content\/content\.ts is not valid:\n {2}- projects\[1\]\.project/,
    );
  });

  it('goes ahead when the content is valid', async () => {
    await expect(buildWith(sourceWith(siteContent))).resolves.toBeDefined();
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
      plugins: [recordBrowserMessages, contentValidation(sourceWith(contentWithBadUrl))],
      server: { middlewareMode: true, ws: false },
    });
    try {
      await vi.waitFor(() => expect(logged).toHaveLength(1));
      expect(logged[0]).toContain(
        'projects[1].project: "phonebook" is not an absolute http(s) URL',
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

  it('stays quiet when the content is valid', async () => {
    const logged: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void logged.push(message);
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [contentValidation(sourceWith(siteContent))],
      server: { middlewareMode: true, ws: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.close();
    expect(logged).toEqual([]);
  });
});
