// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import ipaddr from 'ipaddr.js';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { addressOfPageFile, notFoundPage } from '../src/config/paths.ts';
import { isHiddenPath, isLanguageCode } from '../src/content/rules.ts';

/** Vite puts a content hash in every file name under /assets/. */
const HASHED_ASSETS = /^\/assets\//;

/**
 * A hashed asset never changes, so a browser may keep it for a year without asking again. Sent
 * only with the file itself: a 404 kept that long would outlive a rollback that brings it back.
 * netlify.toml says the same for Netlify.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The hashed files a page fetches as parts of itself (scripts, stylesheets, fonts, raster
 * pictures), which a browser never shows as a page of their own.
 */
const SUBRESOURCES = /^\/assets\/.+\.(?:js|css|woff2?|avif|webp|png|jpe?g|wasm)$/;

/**
 * Headers that govern a document (its policy, framing, features, window), and mean nothing on a
 * script or a picture: the server leaves them off `SUBRESOURCES`, where over HTTP/1.1 they cost
 * 1.3 kB each (a page's first load fetches five to eight). A file that may open as a page (an
 * SVG, the PDF, a feed) keeps them. The hosts that read `_headers` send HTTP/2, which sends a
 * header already sent on the connection as a few bytes.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
];

/**
 * Types the MIME table of sirv lacks, and text's encoding, which it leaves out: a plain-text CV
 * in Ukrainian read as another encoding would be unreadable (the hosts name UTF-8 themselves).
 */
const EXTRA_TYPES = { '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8' };

/** The build's file of headers is for the host, not for visitors, as is every dotfile. */
const HEADERS_FILE = '_headers';

const ALLOWED_METHODS = 'GET, HEAD';

/**
 * How long a client may take, and how many may connect at once, in all and from one address: a
 * client that sends half a request, or holds a connection it does not use, is let go, and one
 * address holding many cannot take every other visitor's place (a browser opens six at most to a
 * host). Tests pass smaller ones.
 * @typedef {{ headersTimeout: number, requestTimeout: number, keepAliveTimeout: number,
 *   checkInterval: number, maxConnections: number, maxConnectionsPerAddress: number }} ServerLimits
 * @type {ServerLimits}
 */
export const defaultLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  checkInterval: 1_000,
  maxConnections: 256,
  maxConnectionsPerAddress: 32,
};

/**
 * Whose a connection is, as the cap per address counts it: an IPv4 address (also when it comes
 * mapped into IPv6), or the /64 an IPv6 address is in, which is one network's as a rule.
 * @param {string | undefined} address
 */
export function clientOf(address = '') {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** The codings the build writes a copy in, best first (Brotli is the smaller). */
const CODINGS = ['br', 'gzip'];

/**
 * The one coding a client takes best of those the build writes, as its Accept-Encoding weighs
 * them (`q=0` refuses one, `*` stands for those it leaves unnamed; Brotli where they tie), or
 * nothing where it takes neither or sends no header: the file as it is.
 * @param {string | undefined} header
 * @returns {string | undefined}
 */
export function preferredCoding(header) {
  if (header === undefined) return undefined;
  // Negotiator 1 takes the order to break ties by, which its types (of 0.6) do not know yet.
  const negotiator =
    /** @type {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} */ (
      /** @type {unknown} */ (new Negotiator({ headers: { 'accept-encoding': header } }))
    );
  return negotiator.encoding(CODINGS, { preferred: CODINGS });
}

/**
 * @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule
 */

/**
 * What an address without a file of its own is answered with, with status 404: the Home of the
 * language its first segment names (`/uk/…` gets uk/404.html, the build's copy of uk/index.html),
 * or the site's own (404.html): `notFoundPage`'s rule.
 * @param {string} root
 * @param {string} pathname
 */
function notFoundPageFor(root, pathname) {
  const [, first = ''] = pathname.toLowerCase().split('/');
  return isLanguageCode(first) && existsSync(join(root, first, notFoundPage))
    ? `/${first}/${notFoundPage}`
    : `/${notFoundPage}`;
}

/**
 * Which folder stands at `root` now (its inode), or undefined while none does.
 * @param {string} root
 */
function siteFolderOf(root) {
  try {
    return statSync(root).ino;
  } catch {
    return undefined;
  }
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
 * writes new policy hashes for its new pages, and a server still running must send those. While
 * the file cannot be read (a rebuild between deleting and writing it), the last rules read hold;
 * before any were read, there are none (undefined), and nothing may be served without them.
 * @param {string} root
 * @returns {() => HeaderRule[] | undefined}
 */
function headerRulesOf(root) {
  const file = join(root, HEADERS_FILE);
  /** @type {{ modified: number, rules?: HeaderRule[] }} */
  let read = { modified: -1 };
  return () => {
    try {
      const modified = statSync(file).mtimeMs;
      if (modified !== read.modified) {
        read = { modified, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
      }
    } catch {
      // Kept: the last good rules, if any.
    }
    return read.rules;
  };
}

/**
 * The path a request names, as a browser and the file system read it: each segment decoded
 * (`%5f` is `_`; a segment that cannot be decoded is kept as it came, and `%2f` stays inside its
 * segment, as in a URL), without empty or `.` segments, each `..` taking one back (never above
 * the root), with its trailing slash kept.
 * @param {string} rawPath
 * @returns {string}
 */
export function normalisedPath(rawPath) {
  /** @type {string[]} */
  const segments = [];
  const rawSegments = rawPath.split('/');
  for (const raw of rawSegments) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // Not percent-encoding a browser would write: a name no file has.
    }
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const last = rawSegments.at(-1);
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/**
 * Whether a normalised path names a file that is not for visitors: the headers file or any
 * dotfile but those of `.well-known/`, whatever the case of its letters (a case-blind file system finds `_HEADERS` too).
 * @param {string} path
 */
export function isPrivatePath(path) {
  const lowercase = path.toLowerCase();
  return isHiddenPath(lowercase) || lowercase.split('/').includes(HEADERS_FILE);
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
 * It answers GET and HEAD (405 otherwise), sends the headers of the build's `_headers` file (the
 * security headers; 503 until it has read them once) and caches hashed assets for a year
 * (everything else revalidates). Files precompressed by the build (.br, .gz) go to browsers that
 * accept them, `/about` is answered from about.html, `/uk/about` from uk/about.html, and any other
 * page address (even `/index.php`) gets its language's Home with status 404 (`notFoundPage`:
 * `/uk/nope` gets uk/404.html), where the client router shows Home. A missing asset, the headers file
 * and any dotfile are a plain 404, never a page in their place. Ranges are not served: a request
 * for part of a file gets all of it. Under a base, `/` leads to the site and other addresses
 * outside it are 404s, as on GitHub Pages.
 * @param {{ root: string, base?: string, limits?: Partial<ServerLimits> }} options
 */
export function createSiteServer({ root, base = builtBase(root), limits = {} }) {
  const {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout,
    checkInterval,
    maxConnections,
    maxConnectionsPerAddress,
  } = { ...defaultLimits, ...limits };
  const headerRules = headerRulesOf(root);

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {string} pathname
   */
  const setHeaders = (response, pathname) => {
    const address = `${base}${pathname.replace(/^\//, '')}`;
    for (const rule of headerRules() ?? []) {
      if (!matches(rule.pattern, address) && !matches(rule.pattern, addressOfPageFile(address))) {
        continue;
      }
      for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    response.setHeader('Accept-Ranges', 'none');
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    for (const [extension, type] of Object.entries(EXTRA_TYPES)) {
      if (pathname.endsWith(extension)) response.setHeader('Content-Type', type);
    }
  };

  /**
   * A file sirv found: its headers, and the year-long cache if it is a hashed asset.
   * @param {import('node:http').ServerResponse} response
   * @param {string} pathname
   */
  const setFileHeaders = (response, pathname) => {
    setHeaders(response, pathname);
    if (HASHED_ASSETS.test(pathname)) response.setHeader('Cache-Control', HASHED_ASSET_CACHE);
    if (SUBRESOURCES.test(pathname)) {
      for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
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
    setHeaders: setFileHeaders,
  });

  /**
   * A short plain answer that no one keeps: a 404, 405 or 503.
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {string} text
   * @param {string} pathname
   */
  const answer = (response, status, text, pathname = '/') => {
    setHeaders(response, pathname);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.statusCode = status;
    response.end(text);
  };

  /** @param {import('node:http').ServerResponse} response */
  const beingBuilt = (response) => {
    response.setHeader('Retry-After', '1');
    answer(response, 503, 'The site is being built. Try again in a moment.');
  };

  /**
   * The site folder each request began in: a rebuild swaps a new one in (server/swapFolder.mjs),
   * and a file looked for in the old one may be gone by the time it is read.
   * @type {WeakMap<import('node:http').IncomingMessage, number | undefined>}
   */
  const siteFolderAt = new WeakMap();

  /**
   * A 404, unless the site was being swapped while the request was answered: the folder gone (the
   * moment between moving the old one aside and the new one in) or another than it began in.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const notFound = (request, response) =>
    swappedSince(request)
      ? beingBuilt(response)
      : answer(response, 404, 'Not found', (request.url ?? '/').split('?')[0]);

  /**
   * Whether the site was being swapped while `request` was answered: its folder gone, or another
   * than it began in. A file not found then may be there in a moment.
   * @param {import('node:http').IncomingMessage} request
   */
  const swappedSince = (request) =>
    siteFolderAt.get(request) === undefined || siteFolderAt.get(request) !== siteFolderOf(root);

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

  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      keepAliveTimeout,
      connectionsCheckingInterval: checkInterval,
    },
    (request, response) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('Allow', ALLOWED_METHODS);
        return answer(response, 405, `Only ${ALLOWED_METHODS} are answered here.`);
      }
      // Never a page without its policy: until the headers file has been read, nothing goes out.
      siteFolderAt.set(request, siteFolderOf(root));
      if (!headerRules()) return beingBuilt(response);
      // Ranges are not served (sirv reads them wrongly); RFC 9110 lets a server send it all.
      delete request.headers.range;
      // sirv sends a coding whose name the header holds, even where it says q=0: it is given
      // only the one the client takes best.
      request.headers['accept-encoding'] =
        preferredCoding(request.headers['accept-encoding']) ?? '';
      const address = request.url ?? '/';
      const [rawPath = '/', query] = address.split(/\?(.*)/s);
      const addressPath = normalisedPath(rawPath);
      if (base !== '/') {
        if (`${addressPath}/` === base || addressPath === '/') {
          return redirect(response, query === undefined ? base : `${base}?${query}`);
        }
        if (!addressPath.startsWith(base)) return notFound(request, response);
      }
      const pathname = addressPath.slice(base.length - 1);
      if (isPrivatePath(pathname)) return notFound(request, response);
      // sirv reads the path it is given through decodeURI: each segment goes to it encoded, a
      // `/` inside one as `%2F`, which decodeURI leaves alone (so no file has that name).
      request.url = pathname.split('/').map(encodeURIComponent).join('/');
      serveFiles(request, response, () => {
        if (!wantsPage(request)) return notFound(request, response);
        if (swappedSince(request)) return beingBuilt(response);
        request.url = notFoundPageFor(root, pathname);
        // Always the whole page, with its status: a 304 would stand for an answer never sent.
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
        const { writeHead } = response;
        response.writeHead = /** @type {typeof writeHead} */ (
          (/** @type {[number, ...unknown[]]} */ ...[status, ...rest]) =>
            Reflect.apply(writeHead, response, [status === 200 ? 404 : status, ...rest])
        );
        serveFiles(request, response, () => notFound(request, response));
      });
    },
  );
  server.maxConnections = maxConnections;
  /** The connections open now, by whose they are (`clientOf`). */
  const openBy = new Map();
  server.on('connection', (socket) => {
    const client = clientOf(socket.remoteAddress);
    const open = (openBy.get(client) ?? 0) + 1;
    if (open > maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    openBy.set(client, open);
    socket.once('close', () => {
      const left = (openBy.get(client) ?? 1) - 1;
      if (left > 0) openBy.set(client, left);
      else openBy.delete(client);
    });
  });
  return server;
}

/**
 * Stops `server` as a SIGTERM asks: no new connections, idle ones closed at once, the responses
 * in flight given `drainMs` to finish, then every connection closed. Resolves once it has closed.
 * @param {import('node:http').Server} server
 * @param {number} [drainMs]
 * @returns {Promise<void>}
 */
export function closeGracefully(server, drainMs = 10_000) {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
