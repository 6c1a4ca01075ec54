import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHeadersFile } from '../server/siteServer.mjs';
import {
  contentSecurityPolicy,
  headersFile,
  inlineStyles,
  securityHeaders,
  sha256Source,
  withPolicyMeta,
  writeSecurityPolicy,
} from './securityHeaders.ts';

const hashesOf = (styles: string[], scripts: string[] = []) => ({
  styles: styles.map(sha256Source),
  scripts: scripts.map(sha256Source),
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(hashesOf(['a{color:red}'], ['go()']));

  it('runs scripts from the site and the inline script it hashed, never others or evaluated', () => {
    expect(policy).toContain(`script-src 'self' ${sha256Source('go()')};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(contentSecurityPolicy(hashesOf([]))).toContain("script-src 'self';");
  });

  it('compiles WebAssembly only where the site runs it (its search), and still evaluates no string', () => {
    const withSearch = contentSecurityPolicy({ ...hashesOf([], ['go()']), webAssembly: true });
    expect(withSearch).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha256Source('go()')};`);
    expect(withSearch).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('allows a page the styles it inlines by their hashes, in its own copy', () => {
    expect(contentSecurityPolicy(hashesOf(['a{color:red}']), 'meta')).toContain(
      `style-src 'self' ${sha256Source('a{color:red}')};`,
    );
  });

  it('leaves inline styles to each page’s copy in the header, which names no hash of a style, and forbids framing', () => {
    // A page is held by both policies at once: only its own copy's styles apply.
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain(sha256Source('a{color:red}'));
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    [undefined, 'max-age=63072000'],
    ['host', 'max-age=63072000'],
    ['subdomains', 'max-age=63072000; includeSubDomains'],
    ['preload', 'max-age=63072000; includeSubDomains; preload'],
  ] as const)('holds this host alone unless the owner asks for more: %s → %s', (reach, value) => {
    expect(securityHeaders(hashesOf([]), reach)['Strict-Transport-Security']).toBe(value);
  });
});

describe('sha256Source', () => {
  it('is the CSP hash source of the exact text', () => {
    // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('a{color:red}')).toBe(
      "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='",
    );
  });
});

describe('inlineStyles', () => {
  it('finds every style block, the one in noscript too', () => {
    expect(inlineStyles('<style>a{}</style><noscript><style>b{}</style></noscript>')).toEqual([
      'a{}',
      'b{}',
    ]);
  });
});

describe('writeSecurityPolicy', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'policy-'));
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  const page = (body: string) =>
    `<!doctype html><html><head><meta charset="UTF-8"><script>boot()</script><style>a{}</style></head><body>${body}</body></html>`;

  it('allows the scripts the build inlines by their hashes, never what a page holds', async () => {
    await writeFile(join(outDir, 'index.html'), page('<p>Home</p>'));
    await writeSecurityPolicy(outDir, '/', ['boot()']);
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(`script-src 'self' ${sha256Source('boot()')};`);
    const written = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(written).toContain(`script-src 'self' ${sha256Source('boot()')};`);
    expect(written).toContain(`style-src 'self' ${sha256Source('a{}')};`);
  });

  it('stops at a page with an inline script the build did not write, naming the page', async () => {
    await writeFile(join(outDir, 'index.html'), page('<p>Home</p>'));
    await writeFile(join(outDir, 'about.html'), page('<script>steal()</script>'));
    await expect(writeSecurityPolicy(outDir, '/', ['boot()'])).rejects.toThrow(
      /^about\.html holds code the build did not write: steal\(\)\./,
    );
    await expect(readFile(join(outDir, '_headers'))).rejects.toThrow(/ENOENT/);
  });
});

describe('the _headers file', () => {
  it('round-trips through the server’s reader, under the base path', () => {
    const file = headersFile('/portfolio/', securityHeaders(hashesOf([])));
    const rules = parseHeadersFile(file);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/portfolio/*']);
    expect(Object.fromEntries(rules[0]!.headers)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=63072000',
    });
  });

  it('lets any origin fetch the open files, under the base path, beside every file’s security headers', () => {
    const file = headersFile('/portfolio/', securityHeaders(hashesOf([])), [
      'resume.json',
      'uk/resume.json',
    ]);
    const rules = parseHeadersFile(file);
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/portfolio/*',
      '/portfolio/resume.json',
      '/portfolio/uk/resume.json',
    ]);
    expect(rules[0]!.headers.map(([name]) => name)).not.toContain('Access-Control-Allow-Origin');
    for (const rule of rules.slice(1)) {
      expect(rule.headers).toEqual([['Access-Control-Allow-Origin', '*']]);
    }
  });

  it('refuses a line longer than Cloudflare Pages reads, instead of losing the CSP there', () => {
    const scripts = Array.from({ length: 40 }, (_, index) => `go(${index})`);
    expect(() => headersFile('/', securityHeaders(hashesOf([], scripts)))).toThrow(
      /_headers has a line of \d+ characters, over the 2000 that Cloudflare Pages reads/,
    );
    expect(() =>
      headersFile('/', securityHeaders(hashesOf([], scripts.slice(0, 20)))),
    ).not.toThrow();
  });
});

describe('withPolicyMeta', () => {
  const policy = contentSecurityPolicy(hashesOf(['a{color:red}']), 'meta');

  it('puts the policy right after the charset, before any style or script', () => {
    const page = withPolicyMeta(
      '<head><meta charset="UTF-8" /><style>a{color:red}</style><script src="/a.js"></script>',
      policy,
    );
    expect(page).toMatch(
      /^<head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; [^"]+"><style>/,
    );
  });

  it('leaves out frame-ancestors, which browsers ignore in a meta tag', () => {
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).toContain("script-src 'self'");
    expect(contentSecurityPolicy(hashesOf([]))).toContain("frame-ancestors 'none'");
  });

  it('refuses a page without a charset to follow', () => {
    expect(() => withPolicyMeta('<head><title>x</title>', policy)).toThrow(/no <meta charset>/);
  });
});
