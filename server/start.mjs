// @ts-check
// `npm start` (after the build): serves dist/ on PORT (default 4173) and HOST (default localhost),
// under the base path the build was made for.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtBase, closeGracefully, createSiteServer } from './siteServer.mjs';

const root = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(join(root, 'index.html'))) {
  console.error('There is no build in dist/ to serve. Run `npm run build` first, or `npm start`.');
  process.exit(1);
}

const base = builtBase(root);
const server = createSiteServer({ root, base });

server.on('error', (error) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} on ${host} is already in use. Stop the other server or pick another port: PORT=8080 npm start`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}${base} (Ctrl+C to stop)`);
});

// Finish the responses in flight (for at most 10 s), then exit; a second signal exits at once.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.log(`\n${signal}: closing the server…`);
    process.once(signal, () => process.exit(1));
    void closeGracefully(server).then(() => process.exit(0));
  });
}
