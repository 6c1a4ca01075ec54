// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** Vite puts a content hash in every file name under /assets/. */
const HASHED_ASSETS = /^\/assets\//;

/** Types the MIME table of sirv lacks. */
const EXTRA_TYPES = { '.ico': 'image/x-icon' };

/** Build files for the host, not for visitors. */
const PRIVATE_FILES = new Set(['/_headers']);

/**
 * @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule
 */

/**
 * The Home page that an address without a file of its own gets: the one of the language its
 * first segment names (`/uk/…` gets uk/index.html), or the site's own (index.html).
 * @param {string} root
 * @param {string} pathname
 */
function homePageFor(root, pathname) {
  const [, first = ''] = pathname.toLowerCase().split('/');
  return /^[a-z]{2,3}$/.test(first) && existsSync(join(root, first, 'index.html'))
    ? `/${first}/index.html`
    : '/index.html';
}

/**
 * Reads the `_headers` file the build writes (the format Netlify and Cloudflare Pages read):
 * a path pattern, then indented `Name: value` lines. Patterns may end in `*`.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) {
      rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
function matches(pattern, pathname) {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/**
 * The base path the build in `root` was made for (`/`, or `/portfolio/` after
 * `npm run build -- --base /portfolio/`), read from the scope of its web manifest.
 * @param {string} root
 * @returns {string}
 */
export function builtBase(root) {
  const manifestFile = join(root, 'site.webmanifest');
  if (!existsSync(manifestFile)) return '/';
  const { scope } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return typeof scope === 'string' && scope.startsWith('/') ? scope : '/';
}

/**
 * The rules of the build's `_headers` file, read again whenever the file changes: a rebuild
 * writes new policy hashes for its new pages, and a server still running must send those.
 * @param {string} root
 * @returns {() => HeaderRule[]}
 */
function headerRulesOf(root) {
  const file = join(root, '_headers');
  /** @type {{ modified: number, rules: HeaderRule[] }} */
  let read = { modified: -1, rules: [] };
  return () => {
    try {
      const modified = statSync(file).mtimeMs;
      if (modified !== read.modified) {
        read = { modified, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
      }
    } catch {
      read = { modified: -1, rules: [] };
    }
    return read.rules;
  };
}

/**
 * Holds back the status line of a file's response until the file has opened: a file deleted or
 * made unreadable between sirv's look-up and its read is then answered by `onFailure` (a plain
 * 404 or 500), not by a 200 cut short. sirv pipes the file without listening for its errors, which
 * would end the process; this listens, on the stream it pipes. Returns what undoes it, for a
 * response that sirv passes on without a file.
 * @param {import('node:http').ServerResponse} response
 * @param {(error: NodeJS.ErrnoException) => void} onFailure
 */
export function answerOnceTheFileOpens(response, onFailure) {
  const { writeHead, end } = response;
  /** @type {unknown[] | undefined} */
  let held;
  const restore = () => {
    response.writeHead = writeHead;
    response.end = end;
    response.off('pipe', watch);
  };
  const release = () => {
    restore();
    if (held) Reflect.apply(writeHead, response, held);
    held = undefined;
  };
  /** @param {import('node:stream').Readable} source */
  const watch = (source) => {
    source.once('open', release);
    source.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      source.unpipe(response);
      if (held) {
        held = undefined;
        restore();
        onFailure(error);
      } else {
        response.destroy(error);
      }
    });
  };
  response.writeHead = /** @type {typeof writeHead} */ (
    (/** @type {unknown[]} */ ...args) => {
      held = args;
      return response;
    }
  );
  response.end = /** @type {typeof end} */ (
    (/** @type {unknown[]} */ ...args) => {
      release();
      return Reflect.apply(end, response, args);
    }
  );
  response.once('pipe', watch);
  return restore;
}

/**
 * An HTTP server for a built site in `root`, under `base` (by default the one it was built for).
 * It sends the headers of the build's `_headers` file (the security headers and the long cache of
 * hashed assets; everything else revalidates). Files precompressed by the build (.br, .gz) go to
 * browsers that accept them, `/about` is answered from about.html, `/uk/about` from
 * uk/about.html, and any other page address (even `/index.php`) gets index.html, where the client
 * router shows Home, or under a language's folder its Home (`/uk/nope` gets uk/index.html). A missing asset is a
 * plain 404, never a page in its place. Under a base, `/` leads to the site and other addresses
 * outside it are 404s, as on GitHub Pages.
 * @param {{ root: string, base?: string }} options
 */
export function createSiteServer({ root, base = builtBase(root) }) {
  const headerRules = headerRulesOf(root);

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {string} pathname
   */
  const setHeaders = (response, pathname) => {
    const address = `${base}${pathname.replace(/^\//, '')}`;
    for (const rule of headerRules()) {
      if (!matches(rule.pattern, address)) continue;
      for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    for (const [extension, type] of Object.entries(EXTRA_TYPES)) {
      if (pathname.endsWith(extension)) response.setHeader('Content-Type', type);
    }
  };

  // `dev` has sirv look each file up when it is asked for, not once at start: a rebuild, or a
  // file deleted or added while the server runs, is served as it is now.
  const sirvHandler = sirv(root, {
    dev: true,
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders,
  });

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const notFound = (request, response) => {
    setHeaders(response, request.url ?? '/');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.statusCode = 404;
    response.end('Not found');
  };

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {NodeJS.ErrnoException} error
   */
  const failed = (request, response, error) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return notFound(request, response);
    console.error(`Could not serve ${request.url}: ${error.message}`);
    response.statusCode = 500;
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('The server could not read this file.');
  };

  /**
   * sirv's handler, made safe against files that change under it.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} next
   */
  const serveFiles = (request, response, next) => {
    const restore = answerOnceTheFileOpens(response, (error) => failed(request, response, error));
    try {
      sirvHandler(request, response, () => {
        restore();
        next();
      });
    } catch (error) {
      restore();
      // A file that went away between sirv's existence check and its stat.
      failed(request, response, /** @type {NodeJS.ErrnoException} */ (error));
    }
  };

  /** @param {import('node:http').IncomingMessage} request */
  const wantsPage = (request) => {
    const accept = request.headers.accept ?? '*/*';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !HASHED_ASSETS.test(request.url ?? '') &&
      (accept.includes('text/html') || accept.includes('*/*'))
    );
  };

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {string} location
   */
  const redirect = (response, location) => {
    // 302, not 301: a browser keeps a 301 for good, and the next build may have another base.
    response.writeHead(302, { Location: location, 'Cache-Control': 'no-cache' }).end();
  };

  return createServer((request, response) => {
    const address = request.url ?? '/';
    const [addressPath = '/', query] = address.split(/\?(.*)/s);
    if (base !== '/') {
      if (`${addressPath}/` === base || addressPath === '/') {
        return redirect(response, query === undefined ? base : `${base}?${query}`);
      }
      if (!addressPath.startsWith(base)) return notFound(request, response);
      request.url = address.slice(base.length - 1);
    }
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (PRIVATE_FILES.has(pathname)) return notFound(request, response);
    serveFiles(request, response, () => {
      if (!wantsPage(request)) return notFound(request, response);
      request.url = homePageFor(root, pathname);
      serveFiles(request, response, () => notFound(request, response));
    });
  });
}
