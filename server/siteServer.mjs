// @ts-check
import { createServer } from 'node:http';
import sirv from 'sirv';

/** Vite puts a content hash in every file name under /assets/, so those never change. */
const HASHED_ASSETS = /^\/assets\//;

/** Types the MIME table of sirv lacks. */
const EXTRA_TYPES = { '.ico': 'image/x-icon' };

/**
 * Cache policy: hashed assets are kept for a year; everything else (the HTML pages, icons,
 * robots.txt) is checked with the server on every use, so a new deploy shows at once.
 * @param {import('node:http').ServerResponse} response
 * @param {string} pathname
 */
function setHeaders(response, pathname) {
  response.setHeader(
    'Cache-Control',
    HASHED_ASSETS.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  for (const [extension, type] of Object.entries(EXTRA_TYPES)) {
    if (pathname.endsWith(extension)) response.setHeader('Content-Type', type);
  }
}

/** @param {import('node:http').IncomingMessage} request */
function wantsPage(request) {
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !HASHED_ASSETS.test(request.url ?? '') &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

/**
 * An HTTP server for a built site in `root`: files precompressed by the build (.br, .gz) are
 * sent to browsers that accept them, `/about` is answered from about.html, and any other page
 * address (even `/index.php`) gets index.html, where the client router shows Home. A missing
 * asset is a plain 404, never a page in its place.
 * @param {{ root: string }} options
 */
export function createSiteServer({ root }) {
  const serveFiles = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders,
  });
  const notFound = (/** @type {import('node:http').ServerResponse} */ response) => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Not found');
  };
  return createServer((request, response) =>
    serveFiles(request, response, () => {
      if (!wantsPage(request)) return notFound(response);
      request.url = '/index.html';
      serveFiles(request, response, () => notFound(response));
    }),
  );
}
