import { createReadStream } from 'node:fs';
import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostilePaths, randomPaths } from '../src/testing/hostilePaths.ts';
import { answerOnceTheFileOpens, builtBase, createSiteServer } from './siteServer.mjs';

/** A build made with `--base /portfolio/`, reduced to what the server reads. */
async function writeBuild(dir: string) {
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<title>Home</title>');
  await writeFile(join(dir, 'about.html'), '<title>About</title>');
  await writeFile(join(dir, 'assets', 'app-abc123.js'), 'export {};');
  await writeFile(join(dir, 'site.webmanifest'), JSON.stringify({ scope: '/portfolio/' }));
  await writeFile(
    join(dir, '_headers'),
    '/portfolio/*\n  X-Frame-Options: DENY\n\n/portfolio/assets/*\n  Cache-Control: immutable\n',
  );
}

/** The file system a read stream may be given in place of Node's. */
type StreamFs = Exclude<Parameters<typeof createReadStream>[1], string | undefined>['fs'];

/** Starts `server` on a free port; returns its origin and how to stop it. */
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    // Idle keep-alive connections would hold the close for seconds.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For the tests of the calling group: a build written by `writeBuild` in a scratch folder, served
 * on a free port. Read `dir` and `origin` inside the tests.
 */
function servedBuild() {
  const served = { dir: '', origin: '' };
  let close: () => Promise<void>;
  beforeAll(async () => {
    served.dir = await mkdtemp(join(tmpdir(), 'site-server-'));
    await writeBuild(served.dir);
    ({ origin: served.origin, close } = await listen(createSiteServer({ root: served.dir })));
  });
  afterAll(async () => {
    await close();
    await rm(served.dir, { recursive: true, force: true });
  });
  return served;
}

describe('the site server under a base path', () => {
  const served = servedBuild();

  const get = (path: string) =>
    fetch(`${served.origin}${path}`, { redirect: 'manual', headers: { Accept: 'text/html' } });

  it('reads the base from the build', () => {
    expect(builtBase(served.dir)).toBe('/portfolio/');
  });

  it.each([
    ['/portfolio/', 'Home'],
    ['/portfolio/about', 'About'],
    ['/portfolio/no/such/page', 'Home'],
  ])('answers %s with the %s page and the headers of its rule', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`<title>${title}</title>`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends hashed assets with the rule for assets under the base', async () => {
    const response = await get('/portfolio/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('immutable');
  });

  it.each([
    ['/', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio?from=card', '/portfolio/?from=card'],
  ])('redirects %s to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/about', '/portfolio-old/', '/assets/app-abc123.js', '/portfolio/_headers'])(
    'answers %s, outside the site or private, with a plain 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    },
  );
});

describe('the site server at the root, in two languages', () => {
  const homes = { en: '<title>Home</title>', uk: '<title>Головна</title>' };
  let origin: string;
  let close: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-server-'));
    await mkdir(join(dir, 'uk'));
    await writeFile(join(dir, 'index.html'), homes.en);
    await writeFile(join(dir, 'about.html'), '<title>About</title>');
    await writeFile(join(dir, 'uk', 'index.html'), homes.uk);
    await writeFile(join(dir, 'uk', 'about.html'), '<title>Про мене</title>');
    ({ origin, close } = await listen(createSiteServer({ root: dir })));
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['', '/uk'])(
    'answers 100 random and hostile addresses under "%s/" with Home, in the language the address is in',
    async (prefix) => {
      for (const path of [...hostilePaths, ...randomPaths]) {
        // Joined as text: `//evil.example` must stay a path on this site, not become another host.
        const address = `${origin}${prefix}${path}`;
        const response = await fetch(address, { headers: { Accept: 'text/html' } });
        expect(response.status, path).toBe(200);
        // `/uk/%2e%2e/x` is `/x`: only dot-segments lead out of a language's folder.
        const [, first] = new URL(address).pathname.split('/');
        expect(await response.text(), path).toBe(first === 'uk' ? homes.uk : homes.en);
      }
    },
  );
});

describe('the site server while the build under it changes', () => {
  const served = servedBuild();

  const get = (path: string) => fetch(`${served.origin}/portfolio${path}`);

  it('answers a file deleted since it started with a 404, and keeps serving', async () => {
    await unlink(join(served.dir, 'assets', 'app-abc123.js'));
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(404);
    expect((await get('/about')).status).toBe(200);
  });

  it('serves the files a rebuild writes, with the headers it writes', async () => {
    await writeFile(join(served.dir, 'assets', 'app-def456.js'), 'export const rebuilt = true;');
    await writeFile(join(served.dir, 'about.html'), '<title>About, rebuilt</title>');
    await writeFile(
      join(served.dir, '_headers'),
      '/portfolio/*\n  X-Frame-Options: SAMEORIGIN\n\n/portfolio/assets/*\n  Cache-Control: immutable\n',
    );
    const asset = await get('/assets/app-def456.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export const rebuilt = true;');
    const about = await get('/about');
    expect(await about.text()).toBe('<title>About, rebuilt</title>');
    expect(about.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a page whose file is gone with Home, as any unknown address', async () => {
    await unlink(join(served.dir, 'about.html'));
    const response = await fetch(`${served.origin}/portfolio/about`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<title>Home</title>');
  });
});

describe('a file that cannot be read once its response has begun', () => {
  it.each([
    ['is gone', 'ENOENT', 404],
    ['cannot be read', 'EACCES', 500],
  ])('that %s is answered %s → %i, and the server goes on', async (_case, code, status) => {
    // What sirv does for a file it found: the status line, then the file piped in.
    const server = createServer((_request, response) => {
      answerOnceTheFileOpens(response, (error) => {
        response.statusCode = error.code === 'ENOENT' ? 404 : 500;
        response.end(error.code);
      });
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      const path = join(tmpdir(), 'no-such-file-for-the-site-server');
      // An unreadable file: its open fails as one with no read permission does.
      const unreadable: StreamFs = {
        open: (_path, _flags, _mode, callback) =>
          callback(Object.assign(new Error(`EACCES: permission denied, open '${path}'`), { code })),
        read: (_fd, _buffer, _offset, _length, _position, callback) => callback(null, 0),
        close: (_fd, callback) => callback(null),
      };
      const file = createReadStream(path, code === 'EACCES' ? { fs: unreadable } : {});
      file.pipe(response);
    });
    const { origin, close } = await listen(server);
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(origin);
        expect(response.status).toBe(status);
        expect(await response.text()).toBe(code);
      }
    } finally {
      await close();
    }
  });
});
