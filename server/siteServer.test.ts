// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtBase, createSiteServer } from './siteServer.mjs';

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

describe('the site server under a base path', () => {
  let dir: string;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-server-'));
    await writeBuild(dir);
    const server = createSiteServer({ root: dir });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });

  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string) =>
    fetch(`${origin}${path}`, { redirect: 'manual', headers: { Accept: 'text/html' } });

  it('reads the base from the build', () => {
    expect(builtBase(dir)).toBe('/portfolio/');
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
