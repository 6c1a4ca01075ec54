import { resolve } from 'node:path';

/** The folder a build writes to: `build.outDir` (`dist`, or an `--outDir` that may be absolute). */
export function outDirOf(config: { root: string; build: { outDir: string } }): string {
  return resolve(config.root, config.build.outDir);
}
