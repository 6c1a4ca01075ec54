// @ts-check
import { execFileSync } from 'node:child_process';

/**
 * `count` ports the system has free now, asked for at once (so no two are the same) and released:
 * a run's servers take them, and a second run beside it (another clone, an example's rehearsal)
 * gets others. Synchronous, for a Playwright config, which is read before anything can wait: a
 * child process asks the system.
 */
export function freePorts(/** @type {number} */ count) {
  const askTheSystem = `
    const { createServer } = require('node:net');
    const servers = Array.from({ length: ${count} }, () => createServer());
    Promise.all(servers.map((server) => new Promise((resolve) =>
      server.listen(0, 'localhost', () => resolve(server.address().port)),
    ))).then((ports) => {
      process.stdout.write(ports.join(','));
      for (const server of servers) server.close();
    });`;
  return execFileSync(process.execPath, ['-e', askTheSystem], { encoding: 'utf8' })
    .split(',')
    .map(Number);
}
