import { parseHeadersFile } from '../server/siteServer.mjs';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  inlineStyles,
  securityHeaders,
  sha256Source,
  withPolicyMeta,
} from './securityHeaders.ts';

const hashesOf = (styles: string[], scripts: string[] = []) => ({
  styles: styles.map(sha256Source),
  scripts: scripts.map(sha256Source),
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(hashesOf(['a{color:red}'], ['go()']));

  it('runs scripts from the site and the inline script it hashed, never others or evaluated', () => {
    expect(policy).toContain(`script-src 'self' ${sha256Source('go()')};`);
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(contentSecurityPolicy(hashesOf([]))).toContain("script-src 'self';");
  });

  it('allows the inlined styles by hash, and no framing', () => {
    expect(policy).toContain("style-src 'self' 'sha256-");
    expect(policy).toContain("frame-ancestors 'none'");
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

describe('inlineScripts', () => {
  it('finds the inline scripts, but not script files or JSON-LD data', () => {
    expect(
      inlineScripts(
        '<script>go()</script><script type="application/ld+json">{}</script><script type="module" src="/a.js"></script>',
      ),
    ).toEqual(['go()']);
  });
});

describe('the _headers file', () => {
  it('round-trips through the server’s reader, under the base path', () => {
    const file = headersFile('/portfolio/', securityHeaders(hashesOf([])));
    const rules = parseHeadersFile(file);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/portfolio/*', '/portfolio/assets/*']);
    expect(Object.fromEntries(rules[0]!.headers)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(rules[1]!.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  });

  it('refuses a line longer than Cloudflare Pages reads, instead of losing the CSP there', () => {
    const styles = Array.from({ length: 40 }, (_, index) => `a{order:${index}}`);
    expect(() => headersFile('/', securityHeaders(hashesOf(styles)))).toThrow(
      /_headers has a line of \d+ characters, over the 2000 that Cloudflare Pages reads/,
    );
    expect(() => headersFile('/', securityHeaders(hashesOf(styles.slice(0, 20))))).not.toThrow();
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
