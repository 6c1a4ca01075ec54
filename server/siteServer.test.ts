import { createReadStream } from 'node:fs';
import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { hostilePaths, privatePaths, randomPaths } from '../src/testing/hostilePaths.ts';
import { swapFolder } from './swapFolder.mjs';
import {
  answerOnceTheFileOpens,
  builtBase,
  clientOf,
  closeGracefully,
  createSiteServer,
  HASHED_ASSET_CACHE,
} from './siteServer.mjs';

/** A build made with `--base /portfolio/`, reduced to what the server reads. */
async function writeBuild(dir: string) {
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<title>Home</title>');
  await writeFile(join(dir, '404.html'), '<title>Home</title>');
  await writeFile(join(dir, 'about.html'), '<title>About</title>');
  // A page with the compressed copies the build writes beside each file.
  const notes = '<title>Notes</title>';
  await writeFile(join(dir, 'notes.html'), notes);
  await writeFile(join(dir, 'notes.html.br'), brotliCompressSync(notes));
  await writeFile(join(dir, 'notes.html.gz'), gzipSync(notes));
  await writeFile(join(dir, 'assets', 'app-abc123.js'), 'export const app = "0123456789";');
  await writeFile(join(dir, 'assets', '.secret'), 'secret');
  await writeFile(join(dir, '.env'), 'TOKEN=secret');
  await mkdir(join(dir, '.well-known'));
  await writeFile(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:a@b.example');
  await writeFile(join(dir, '.well-known', '.secret'), 'secret');
  await writeFile(join(dir, 'site.webmanifest'), JSON.stringify({ scope: '/portfolio/' }));
  await writeFile(
    join(dir, 'assets', 'picture-abc123.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(
    join(dir, '_headers'),
    [
      '/portfolio/*',
      '  X-Frame-Options: DENY',
      "  Content-Security-Policy: default-src 'none'",
      '  Permissions-Policy: camera=()',
      '  Cross-Origin-Opener-Policy: same-origin',
      '  Cross-Origin-Resource-Policy: same-origin',
      '  X-Content-Type-Options: nosniff',
      '',
    ].join('\n'),
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
    ['/portfolio/', 'Home', 200],
    ['/portfolio/about', 'About', 200],
    ['/portfolio/no/such/page', 'Home', 404],
  ])(
    'answers %s with the %s page, status %i, and the headers of its rule',
    async (path, title, status) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(`<title>${title}</title>`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('keeps hashed assets for a year, but never their 404', async () => {
    const response = await get('/portfolio/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
    const missing = await get('/portfolio/assets/app-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['a page', '/portfolio/about', true],
    ['an SVG, which opens as a page of its own', '/portfolio/assets/picture-abc123.svg', true],
    ['a script', '/portfolio/assets/app-abc123.js', false],
  ])('gives %s (%s) the headers that govern a document: %s', async (_, path, isDocument) => {
    const headers = (await get(path)).headers;
    const documentHeaders = [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
    ];
    for (const name of documentHeaders) expect(headers.has(name), name).toBe(isDocument);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
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
    await writeFile(join(dir, '404.html'), homes.en);
    await writeFile(join(dir, 'about.html'), '<title>About</title>');
    // The compressed copies the build writes beside each file, told apart by their words here.
    await writeFile(join(dir, 'about.html.br'), 'brotli');
    await writeFile(join(dir, 'about.html.gz'), 'gzip');
    await writeFile(join(dir, 'uk', 'index.html'), homes.uk);
    await writeFile(join(dir, 'uk', '404.html'), homes.uk);
    await writeFile(join(dir, 'uk', 'about.html'), '<title>Про мене</title>');
    await writeFile(join(dir, 'resume.json'), '{}');
    await writeFile(join(dir, 'uk', 'resume.json'), '{}');
    await writeFile(
      join(dir, '_headers'),
      [
        '/*',
        '  X-Frame-Options: DENY',
        '/uk/resume.json',
        '  Access-Control-Allow-Origin: *',
        // A page's own value in place of every file's, as the build writes a commented page's policy.
        '/uk/about',
        '  ! X-Frame-Options',
        '  X-Frame-Options: SAMEORIGIN',
        '',
      ].join('\n'),
    );
    ({ origin, close } = await listen(createSiteServer({ root: dir })));
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends every rule of the headers file that matches an address, and no other', async () => {
    const open = await fetch(`${origin}/uk/resume.json`);
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('x-frame-options')).toBe('DENY');
    for (const path of ['/resume.json', '/uk/', '/about']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('access-control-allow-origin'), path).toBe(null);
    }
  });

  it.each(['/uk/about', '/uk/about.html'])(
    "sends a page's own rule in place of every file's, matched by the page's address: %s",
    async (path) => {
      const page = await fetch(`${origin}${path}`);
      expect(await page.text()).toBe('<title>Про мене</title>');
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );

  it.each(['', '/uk'])(
    'answers 100 random and hostile addresses under "%s/" with Home, in the language the address is in, status 404, and a dotfile’s with a plain 404',
    async (prefix) => {
      for (const path of [...hostilePaths, ...randomPaths]) {
        // Joined as text: `//evil.example` must stay a path on this site, not become another host.
        const address = `${origin}${prefix}${path}`;
        const response = await fetch(address, {
          // A copy kept from before gets the whole page again: a 304 would stand for no answer.
          headers: { Accept: 'text/html', 'If-None-Match': '*' },
        });
        // `/uk/%2e%2e/x` is `/x`: only dot-segments lead out of a language's folder.
        const { pathname } = new URL(address);
        const isHome = /^\/(?:uk\/)?(?:index\.html)?$/.test(pathname);
        expect(response.status, path).toBe(isHome ? 200 : 404);
        const [, first] = pathname.split('/');
        expect(await response.text(), path).toBe(first === 'uk' ? homes.uk : homes.en);
      }
      for (const path of privatePaths) {
        const response = await fetch(`${origin}${prefix}${path}`, {
          headers: { Accept: 'text/html' },
        });
        expect(response.status, path).toBe(404);
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
    expect((await get('/notes')).status).toBe(200);
  });

  it('serves the files a rebuild writes, with the headers it writes', async () => {
    await writeFile(join(served.dir, 'assets', 'app-def456.js'), 'export const rebuilt = true;');
    await writeFile(join(served.dir, 'about.html'), '<title>About, rebuilt</title>');
    await writeFile(join(served.dir, '_headers'), '/portfolio/*\n  X-Frame-Options: SAMEORIGIN\n');
    const asset = await get('/assets/app-def456.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export const rebuilt = true;');
    const about = await get('/about');
    expect(await about.text()).toBe('<title>About, rebuilt</title>');
    expect(about.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a page whose file is gone with Home, status 404, as any unknown address', async () => {
    await unlink(join(served.dir, 'about.html'));
    const response = await fetch(`${served.origin}/portfolio/about`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(404);
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

/** Sends `request` as it is written, byte for byte, and returns the raw answer once it closes. */
async function rawRequest(origin: string, request: string): Promise<string> {
  const { port } = new URL(origin);
  const socket = connect(Number(port), 'localhost');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await new Promise((resolve) => socket.on('close', resolve));
  return Buffer.concat(chunks).toString('utf8');
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);

describe('the site server against requests that are not what a browser sends', () => {
  const served = servedBuild();
  const send = (method: string, path: string, headers = '') =>
    rawRequest(
      served.origin,
      `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n${headers}Connection: close\r\n\r\n`,
    );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and the methods it takes',
    async (method) => {
      const answer = await send(method, '/portfolio/about');
      expect(statusOf(answer)).toBe(405);
      expect(answer).toMatch(/^allow: GET, HEAD\r$/im);
      expect(answer).not.toContain('<title>About</title>');
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await send('HEAD', '/portfolio/about');
    expect(statusOf(answer)).toBe(200);
    expect(answer).toMatch(/^x-frame-options: DENY\r$/im);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*;q=0', undefined],
    ['identity', undefined],
  ])(
    'answers Accept-Encoding: %s with %s, honouring q=0 for every coding',
    async (accepted, coding) => {
      const answer = await send('GET', '/portfolio/notes', `Accept-Encoding: ${accepted}\r\n`);
      expect(statusOf(answer)).toBe(200);
      if (coding === undefined) {
        expect(answer).not.toMatch(/^content-encoding:/im);
        expect(answer.endsWith('<title>Notes</title>')).toBe(true);
      } else {
        expect(answer).toMatch(new RegExp(`^content-encoding: ${coding}\r$`, 'im'));
      }
    },
  );

  it.each(['bytes=10-2', 'bytes=-5', 'bytes=0-3', 'bytes=abc', 'bytes=5-1,2-3'])(
    'answers the Range %s with the whole file, as a server without ranges may',
    async (range) => {
      const answer = await send('GET', '/portfolio/assets/app-abc123.js', `Range: ${range}\r\n`);
      expect(statusOf(answer)).toBe(200);
      expect(answer).toMatch(/^accept-ranges: none\r$/im);
      expect(answer).not.toMatch(/^content-range:/im);
      expect(answer.endsWith('export const app = "0123456789";')).toBe(true);
    },
  );

  it.each([
    '/portfolio/_headers',
    '/portfolio/%5fheaders',
    '/portfolio/%5F%68eaders',
    '/portfolio//_headers',
    '/portfolio/_headers/',
    '/portfolio/_HEADERS',
    '/portfolio/assets/../_headers',
    '/portfolio/assets/%2e%2e/_headers',
    '/portfolio/.env',
    '/portfolio/%2eenv',
    '/portfolio/assets/.secret',
    '/portfolio/./.env',
    '/portfolio/.well-known/.secret',
  ])('answers %s, the headers file or a dotfile however spelt, with a plain 404', async (path) => {
    const answer = await send('GET', path);
    expect(statusOf(answer)).toBe(404);
    expect(answer.endsWith('Not found')).toBe(true);
  });

  it.each(['/portfolio/.well-known/security.txt', '/portfolio/%2ewell-known/security.txt'])(
    'serves %s: the one hidden folder a site publishes',
    async (path) => {
      const answer = await send('GET', path);
      expect(statusOf(answer)).toBe(200);
      expect(answer.endsWith('Contact: mailto:a@b.example')).toBe(true);
    },
  );
});

describe('the site server and the headers file', () => {
  it('answers 503 until it has read the headers, then keeps the last ones it read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-server-'));
    await writeFile(join(dir, 'index.html'), '<title>Home</title>');
    const { origin, close } = await listen(createSiteServer({ root: dir }));
    try {
      const before = await fetch(origin);
      expect(before.status).toBe(503);
      expect(before.headers.get('retry-after')).toBe('1');
      expect(await before.text()).not.toContain('Home');

      await writeFile(join(dir, '_headers'), '/*\n  Content-Security-Policy: default-src none\n');
      const read = await fetch(origin);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-security-policy')).toBe('default-src none');

      await unlink(join(dir, '_headers'));
      const kept = await fetch(origin);
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-security-policy')).toBe('default-src none');
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the site server through a rebuild', () => {
  it('serves the old build until the new one is swapped in, and never a 404', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'site-server-'));
    const site = join(parent, 'dist');
    await mkdir(site);
    await writeBuild(site);
    const { origin, close } = await listen(createSiteServer({ root: site }));
    const statuses = new Map<number, number>();
    let rebuilding = true;
    const poll = async (path: string) => {
      while (rebuilding) {
        const { status } = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    try {
      const polls = ['/portfolio/', '/portfolio/about', '/portfolio/assets/app-abc123.js'].map(
        poll,
      );
      for (let build = 1; build <= 40; build += 1) {
        const next = join(parent, 'dist.partial');
        await mkdir(next);
        await writeBuild(next);
        await writeFile(join(next, 'index.html'), `<title>Build ${build}</title>`);
        await swapFolder(next, site);
      }
      rebuilding = false;
      await Promise.all(polls);
      expect(statuses.get(404), 'answers of 404').toBeUndefined();
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.get(200)).toBeGreaterThan(40);
      expect(await (await fetch(`${origin}/portfolio/`)).text()).toBe('<title>Build 40</title>');
    } finally {
      await close();
      await rm(parent, { recursive: true, force: true });
    }
    // 40 swaps under constant polling: about 2 s alone, near 5 beside the other suites.
  }, 30_000);
});

describe('the site server and slow or idle clients', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-server-'));
    await writeBuild(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const limits = {
    headersTimeout: 300,
    requestTimeout: 600,
    keepAliveTimeout: 300,
    checkInterval: 50,
    maxConnections: 2,
  };

  /** Opens a connection that sends `text`; resolves with how long the server kept it open. */
  const heldFor = async (origin: string, text: string) => {
    const socket = connect(Number(new URL(origin).port), 'localhost');
    const opened = performance.now();
    socket.on('data', () => {});
    socket.write(text);
    await new Promise((resolve) => socket.on('close', resolve));
    return performance.now() - opened;
  };

  it('holds every client to limits of its own by default, the headers within 20 s', () => {
    const server = createSiteServer({ root: dir });
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(20_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBeLessThanOrEqual(10_000);
    expect(server.maxConnections).toBeGreaterThan(0);
    expect(server.maxConnections).toBeLessThan(Infinity);
  });

  it('lets go of a client that sends half a request, and of an idle kept-alive one', async () => {
    const { origin, close } = await listen(createSiteServer({ root: dir, limits }));
    try {
      // Held no longer than the limit and the interval it is checked at, with room for a slow machine.
      expect(await heldFor(origin, 'GET /portfolio/ HTTP/1.1\r\nHost: local')).toBeLessThan(5_000);
      expect(
        await heldFor(origin, 'GET /portfolio/ HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      ).toBeLessThan(5_000);
    } finally {
      await close();
    }
  });

  it('takes no more connections than its cap at once', async () => {
    const server = createSiteServer({
      root: dir,
      limits: { ...limits, headersTimeout: 5_000, requestTimeout: 10_000 },
    });
    const { origin, close } = await listen(server);
    const port = Number(new URL(origin).port);
    const held = [connect(port, 'localhost'), connect(port, 'localhost')];
    try {
      await Promise.all(
        held.map((socket) => new Promise((resolve) => socket.on('connect', resolve))),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const third = await rawRequest(origin, 'GET /portfolio/ HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(third).toBe('');
    } finally {
      for (const socket of held) socket.destroy();
      await close();
    }
  });

  it('counts an IPv4 address as itself, mapped into IPv6 too, and an IPv6 address by its /64', () => {
    expect(clientOf('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientOf('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
  });

  it('takes no more connections from one address than its cap, and still serves another', async () => {
    const server = createSiteServer({
      root: dir,
      limits: {
        ...limits,
        headersTimeout: 5_000,
        requestTimeout: 10_000,
        maxConnections: 8,
        maxConnectionsPerAddress: 2,
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const from = (localAddress: string) => connect({ port, host: '127.0.0.1', localAddress });
    /** A request from `localAddress`, its answer, or '' where the server closed it unanswered. */
    const requestFrom = async (localAddress: string) => {
      const socket = from(localAddress);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.write('GET /portfolio/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await new Promise((resolve) => socket.on('close', resolve));
      return Buffer.concat(chunks).toString('utf8');
    };
    // One address holds its share with half-sent requests, as a flood would.
    const held = [from('127.0.0.2'), from('127.0.0.2')];
    try {
      await Promise.all(
        held.map((socket) => new Promise((resolve) => socket.on('connect', resolve))),
      );
      for (const socket of held) socket.write('GET /portfolio/ HTTP/1.1\r\nHost: x');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await requestFrom('127.0.0.2')).toBe('');
      expect(statusOf(await requestFrom('127.0.0.3'))).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });

  it('closes on SIGTERM once the drain time is up, though a client still holds a connection', async () => {
    const server = createSiteServer({
      root: dir,
      limits: { ...limits, headersTimeout: 60_000, requestTimeout: 120_000 },
    });
    const { origin } = await listen(server);
    const socket = connect(Number(new URL(origin).port), 'localhost');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write('GET /portfolio/ HTTP/1.1\r\nHost: local');
    const closedSocket = new Promise((resolve) => socket.on('close', resolve));
    const started = performance.now();
    await closeGracefully(server, 200);
    await closedSocket;
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(server.listening).toBe(false);
  });
});
