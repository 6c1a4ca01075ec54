// @ts-check
/**
 * A stand-in for GitHub Pages, for the end-to-end tests of the GitHub Pages build: it serves a
 * folder under a project's base path the way GitHub Pages does. There are no rewrites and no
 * custom headers; `/about` is answered from about.html; a folder without its trailing slash is
 * redirected to it; any other address gets 404.html with status 404.
 *
 * Usage: node e2e/support/githubPagesServer.mjs <folder> <base> <port>
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

const [root = 'dist', base = '/', port = '4182'] = process.argv.slice(2);
const serveFiles = sirv(root, { extensions: ['html'], dev: true });
const notFoundPage = join(root, '404.html');

/** @param {import('node:http').ServerResponse} response */
function sendNotFoundPage(response) {
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'File not found');
}

createServer((request, response) => {
  const address = request.url ?? '/';
  const [path = '/'] = address.split('?');
  if (`${path}/` === base) {
    response.writeHead(301, { Location: base }).end();
    return;
  }
  if (!path.startsWith(base)) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not a GitHub Pages site');
    return;
  }
  const sitePath = path.slice(base.length - 1);
  // `/about/` names a folder, which has no index.html: GitHub Pages does not try about.html.
  if (sitePath.endsWith('/') && !existsSync(join(root, sitePath, 'index.html'))) {
    return sendNotFoundPage(response);
  }
  request.url = address.slice(base.length - 1);
  serveFiles(request, response, () => sendNotFoundPage(response));
}).listen(Number(port), 'localhost', () => {
  console.log(`GitHub Pages stand-in: http://localhost:${port}${base} serves ${root}`);
});
