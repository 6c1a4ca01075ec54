import { githubPagesBuild } from '../../tools/builtSite.mjs';
import { execFileSync } from 'node:child_process';

/**
 * Where the end-to-end tests serve the production build, the dev server next to it, and the
 * GitHub Pages build on a stand-in for GitHub Pages: three ports the system had free when the run
 * began, so a second `npm test` beside this one (another clone, a fork's rehearsal) takes others.
 * The runner asks once and hands them to its workers and servers through `E2E_PORTS`.
 */
function freePorts(): string {
  const askTheSystem = `
    const { createServer } = require('node:net');
    const servers = [0, 1, 2].map(() => createServer());
    Promise.all(servers.map((server) => new Promise((resolve) =>
      server.listen(0, 'localhost', () => resolve(server.address().port)),
    ))).then((ports) => {
      process.stdout.write(ports.join(','));
      for (const server of servers) server.close();
    });`;
  return execFileSync(process.execPath, ['-e', askTheSystem], { encoding: 'utf8' });
}

process.env.E2E_PORTS ??= freePorts();
const [production, dev, githubPages] = process.env.E2E_PORTS.split(',').map(Number);

export const productionPort = production ?? 0;
export const devPort = dev ?? 0;
export const githubPagesPort = githubPages ?? 0;

/** The project-page base the GitHub Pages build is tested under, as for a repository "portfolio". */
export const githubPagesBase = githubPagesBuild.base;
export const githubPagesUrl = `http://localhost:${githubPagesPort}${githubPagesBase}`;
