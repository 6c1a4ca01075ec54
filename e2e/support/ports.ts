/**
 * Where the end-to-end tests serve the production build, the dev server next to it, and the
 * GitHub Pages build on a stand-in for GitHub Pages.
 */
export const productionPort = Number(process.env.E2E_PORT ?? 4180);
export const devPort = productionPort + 1;
export const githubPagesPort = productionPort + 2;

/** The project-page base the GitHub Pages build is tested under, as for a repository "portfolio". */
export const githubPagesBase = '/portfolio/';
export const githubPagesUrl = `http://localhost:${githubPagesPort}${githubPagesBase}`;
