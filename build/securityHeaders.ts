import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The `<style>` blocks of a page, including the one inside `<noscript>`. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of the built site. Scripts come only from the site's own files
 * (no inline script runs; JSON-LD is data); the inlined stylesheets are allowed by their hashes.
 */
export function contentSecurityPolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response's security headers: the one source the server and the hosts read. */
export function securityHeaders(styleHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(styleHashes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Cloudflare Pages ignores longer lines of `_headers`, and with them the header. */
const MAX_HEADER_LINE = 2000;

/** The `_headers` file that Netlify, Cloudflare Pages and `npm start` read. */
export function headersFile(base: string, headers: Record<string, string>): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const file = `${[
    block(`${base}*`, headers),
    block(`${base}assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n\n')}\n`;
  const tooLong = file.split('\n').find((line) => line.length > MAX_HEADER_LINE);
  if (tooLong) {
    throw new Error(
      `_headers has a line of ${tooLong.length} characters, over the ${MAX_HEADER_LINE} that ` +
        `Cloudflare Pages reads: ${tooLong.slice(0, 80)}… (fewer inline styles mean fewer hashes).`,
    );
  }
  return file;
}

/**
 * Writes `dist/_headers` after the pages are prerendered: the security headers, with the hashes
 * of the styles inlined in the pages, and the long cache of the hashed assets.
 */
export function securityHeadersFile(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'portfolio:security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    buildApp: {
      order: 'post',
      async handler() {
        const pages = (await readdir(outDir)).filter((file) => file.endsWith('.html'));
        const hashes = new Set<string>();
        for (const page of pages) {
          for (const css of inlineStyles(await readFile(join(outDir, page), 'utf8'))) {
            hashes.add(sha256Source(css));
          }
        }
        await writeFile(join(outDir, '_headers'), headersFile(base, securityHeaders([...hashes])));
      },
    },
  };
}
