import { githubPagesBuild } from '../../harness/builtSite.mjs';
import { freePorts } from '../../harness/freePorts.mjs';

/**
 * Where the end-to-end tests serve the production build, the dev server next to it, and the
 * GitHub Pages build on a stand-in for GitHub Pages: three ports the system had free when the run
 * began. The runner asks once and hands them to its workers and servers through `E2E_PORTS`.
 */
process.env.E2E_PORTS ??= freePorts(3).join(',');
const [production, dev, githubPages] = process.env.E2E_PORTS.split(',').map(Number);

export const productionPort = production ?? 0;
export const devPort = dev ?? 0;
export const githubPagesPort = githubPages ?? 0;

/** The project-page base the GitHub Pages build is tested under, as for a repository "portfolio". */
export const githubPagesBase = githubPagesBuild.base;
export const githubPagesUrl = `http://localhost:${githubPagesPort}${githubPagesBase}`;
