import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeAttribute } from 'entities';
import type { SiteContent } from '../src/content/schema.ts';
import { inlineCode } from '../src/content/checks/documentCode.ts';
import { messageOf } from '../src/content/messageOf.ts';
import { attributeOf, elementsIn, outerRange, withEdits } from './html.ts';
import { addressOfPageFile } from '../src/config/paths.ts';
import { noWidening, type PolicyWidening } from './integrationPolicy.ts';

/** The `<style>` blocks of a page, including the one inside `<noscript>`, as a browser reads them. */
export function inlineStyles(html: string): string[] {
  return elementsIn(html)
    .filter(({ tagName }) => tagName === 'style')
    .map(({ childNodes: [text] }) => (text && 'value' in text ? text.value : ''));
}

/**
 * The hashes that allow the inline scripts and a page's inline styles (its `<meta>` policy names
 * them; the header none), and whether the site runs WebAssembly: its search does (Pagefind),
 * where it has one (outputs/search.ts).
 */
export interface InlineHashes {
  styles?: readonly string[];
  scripts: readonly string[];
  webAssembly?: boolean;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of the built site. Scripts come only from the site's own files and
 * the inline scripts each page starts with (src/boot/), allowed by their hashes; no other inline
 * script runs (JSON-LD is data), and Trusted Types refuse every string handed to a script sink.
 *
 * Each page carries the policy in a `<meta>` (hosts without headers hold it too), which allows
 * the styles that page inlines by their hashes and leaves out `frame-ancestors`, which browsers
 * read only from a header. The services the owner turned on widen it by exactly what they need
 * (`widening`, outputs/integrationPolicy.ts); Trusted Types stay required whatever they are.
 * The header, which every file of the site gets, leaves inline styles
 * to that `<meta>`: a page is held by both policies at once, so it applies only the styles its
 * own copy names, while the header stays the same size however many pages and stylesheets the
 * site has (the hashes of every page's styles were 0.65 kB of each page's first round trip, and
 * would pass the line Cloudflare Pages reads in `_headers`). A file without a `<meta>` of ours
 * (an SVG, a feed) runs no script that the header does not name.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  delivery: 'header' | 'meta' = 'header',
  widening: PolicyWidening = noWidening,
): string {
  const sources = (own: string, more: readonly string[]) => [own, ...more].join(' ').trim();
  // Nothing is allowed that is not named: each kind of file the site loads has its directive.
  const directives = [
    "default-src 'none'",
    // 'wasm-unsafe-eval' compiles WebAssembly, and runs no JavaScript from strings.
    sources(
      `script-src 'self' ${hashes.webAssembly ? "'wasm-unsafe-eval' " : ''}${hashes.scripts.join(' ')}`.trim(),
      widening.scripts,
    ),
    delivery === 'header'
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' ${(hashes.styles ?? []).join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    sources("connect-src 'self'", widening.connects),
    ...(widening.frames.length > 0 ? [sources('frame-src', widening.frames)] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    // The DOM's script sinks (innerHTML, script.src, eval-like calls) take no strings, and no
    // code may make a policy to turn one into a trusted value: nothing of ours or of our
    // libraries writes to a sink in the browser (structured data is the build's, StructuredData).
    // Only an integration's own policy may be made, on the pages it runs on (lit's renders
    // giscus's frame; Umami's turns its one address into a script's source).
    "require-trusted-types-for 'script'",
    widening.trustedTypes.length > 0
      ? `trusted-types ${widening.trustedTypes.join(' ')}`
      : "trusted-types 'none'",
  ];
  return directives
    .filter((directive) => delivery === 'header' || !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/**
 * Puts the policy in the page itself, first thing after the charset, so it also holds on hosts
 * that send no headers of ours (GitHub Pages) and before any style or script is read.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = elementsIn(html).find(
    (element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined,
  );
  if (!charset) {
    throw new Error('A built page has no <meta charset> to put the Content-Security-Policy after.');
  }
  const after = outerRange(charset).end;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  return withEdits(html, [{ start: after, end: after, text: meta }]);
}

/** How far HTTPS-only reaches: the content's `https` setting (src/content/schema.ts). */
export type HttpsReach = NonNullable<SiteContent['https']>;

/**
 * Two years of HTTPS only, as the HSTS preload list asks; browsers ignore it over plain HTTP
 * (`npm start` on a laptop). Subdomains and the preload list are the owner's choice: on an apex
 * domain they would hold every subdomain to HTTPS, and the list is hard to leave.
 */
export function strictTransportSecurity(reach: HttpsReach = 'host'): string {
  return {
    host: 'max-age=63072000',
    subdomains: 'max-age=63072000; includeSubDomains',
    preload: 'max-age=63072000; includeSubDomains; preload',
  }[reach];
}

/** Every response's security headers: the one source the server and the hosts read. */
export function securityHeaders(
  hashes: InlineHashes,
  httpsReach?: HttpsReach,
  widening: PolicyWidening = noWidening,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes, 'header', widening),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed the site's files (pictures, scripts) in its pages: link previews
    // are fetched by servers, which this does not concern.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': strictTransportSecurity(httpsReach),
  };
}

/** Cloudflare Pages ignores longer lines of `_headers`, and with them the header. */
const MAX_HEADER_LINE = 2000;

/** Cloudflare Pages reads this many rules of `_headers` at most. */
const MAX_HEADER_RULES = 100;

/**
 * What a file that other sites may read gets beside the security headers: any origin may fetch
 * it (a JSON Resume theme or tool in another site's page reads the CV's JSON). A fetch with CORS
 * is not held by `Cross-Origin-Resource-Policy`, which stays `same-origin` for every file.
 */
export const openToEveryOrigin = { 'Access-Control-Allow-Origin': '*' } as const;

/**
 * The `_headers` file that Netlify, Cloudflare Pages and `npm start` read: the security headers
 * for every address, and `openToEveryOrigin` for the `openFiles` (paths in the built site, such as
 * `uk/resume.json`); both hosts and the server send every rule that matches an address. The
 * year-long cache of hashed assets is not in it: Cloudflare Pages would send it with the 404 of a
 * vanished asset too (netlify.toml and the server send it with the file alone).
 */
export function headersFile(
  base: string,
  headers: Record<string, string>,
  openFiles: readonly string[] = [],
  ownPolicies: readonly { address: string; policy: string }[] = [],
): string {
  const rule = (pattern: string, ruleHeaders: Record<string, string>, detach: string[] = []) => [
    pattern,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(ruleHeaders).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const lines = [
    ...rule(`${base}*`, headers),
    ...openFiles.flatMap((file) => rule(`${base}${file}`, openToEveryOrigin)),
    // A page with a policy of its own (comments) gets it in place of the site's: Cloudflare Pages
    // drops the one it inherits at `!` and sends the page's alone; Netlify skips that line (it
    // has no colon) and sends the later rule's value, as `npm start` does.
    ...ownPolicies.flatMap(({ address, policy }) =>
      rule(`${base}${address.slice(1)}`, { 'Content-Security-Policy': policy }, [
        'Content-Security-Policy',
      ]),
    ),
  ];
  const rules = 1 + openFiles.length + ownPolicies.length;
  if (rules > MAX_HEADER_RULES) {
    throw new Error(
      `_headers would have ${rules} rules, over the ${MAX_HEADER_RULES} that Cloudflare Pages reads: ` +
        `each page that shows comments takes one (integrations.comments.giscus.pages).`,
    );
  }
  const file = `${lines.join('\n')}\n`;
  const tooLong = file.split('\n').find((line) => line.length > MAX_HEADER_LINE);
  if (tooLong) {
    throw new Error(
      `_headers has a line of ${tooLong.length} characters, over the ${MAX_HEADER_LINE} that ` +
        `Cloudflare Pages reads: ${tooLong.slice(0, 80)}… (fewer inline scripts mean fewer hashes).`,
    );
  }
  return file;
}

/**
 * Writes `_headers` into the built site `outDir`: the security headers, with the hashes of
 * `inlineScripts`, the scripts the build itself inlines by design (the boot scripts). The policy
 * also goes into each page as a `<meta>`, naming the styles of that page.
 * Runs after the pages are prerendered, since it hashes the styles they inline; a page that would
 * run any other code of its own (a script, an `onclick`, a `javascript:` link) stops the build,
 * naming the page. The `openFiles` (the CV's JSON) may be fetched by any origin.
 */
export async function writeSecurityPolicy(
  outDir: string,
  base: string,
  inlineScripts: readonly string[],
  {
    httpsReach,
    webAssembly = false,
    openFiles = [],
    everyPage = noWidening,
    commented = { widening: noWidening, addresses: [] },
  }: {
    httpsReach?: HttpsReach;
    webAssembly?: boolean;
    openFiles?: readonly string[];
    /** What every file's policy allows of the integrations (outputs/integrationPolicy.ts). */
    everyPage?: PolicyWidening;
    /** The pages that show comments, by address, and what their policy allows. */
    commented?: { widening: PolicyWidening; addresses: readonly string[] };
  } = {},
): Promise<void> {
  // Every page, the other languages' folders (uk/index.html) included.
  const pageFiles = (await readdir(outDir, { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  const pages = await Promise.all(
    pageFiles.map(async (file) => {
      const html = await readFile(join(outDir, file), 'utf8');
      return { file, html, styleHashes: [...new Set(inlineStyles(html).map(sha256Source))] };
    }),
  );
  const allowed = new Set(inlineScripts);
  for (const { file, html } of pages) {
    const stranger = inlineCode(html).find((code) => !allowed.has(code));
    if (stranger !== undefined) {
      throw new Error(
        `${file} holds code the build did not write: ${stranger.slice(0, 80)}. A page runs only the site's script files and the boot script the build inlines; find what wrote this into the page.`,
      );
    }
  }
  const hashes = { scripts: inlineScripts.map(sha256Source), webAssembly };
  const commentedAddresses = new Set(commented.addresses);
  const wideningOf = (file: string) =>
    commentedAddresses.has(addressOfPageFile(file)) ? commented.widening : everyPage;
  await writeFile(
    join(outDir, '_headers'),
    headersFile(
      base,
      securityHeaders(hashes, httpsReach, everyPage),
      openFiles,
      [...commentedAddresses].map((address) => ({
        address,
        policy: contentSecurityPolicy(hashes, 'header', commented.widening),
      })),
    ),
  );
  // Each page's own copy names the styles it inlines, and only those.
  for (const { file, html, styleHashes } of pages) {
    let withPolicy: string;
    try {
      withPolicy = withPolicyMeta(
        html,
        contentSecurityPolicy({ ...hashes, styles: styleHashes }, 'meta', wideningOf(file)),
      );
    } catch (error) {
      throw new Error(`${file}: ${messageOf(error)}`, { cause: error });
    }
    await writeFile(join(outDir, file), withPolicy);
  }
}
