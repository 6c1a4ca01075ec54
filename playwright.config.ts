import { defineConfig, devices } from '@playwright/test';
import {
  devPort,
  githubPagesBase,
  githubPagesPort,
  githubPagesUrl,
  productionPort,
} from './e2e/support/ports';
import { githubPagesBuild, githubPagesBuildCommand, siteIsBuilt } from './harness/builtSite.mjs';
import { chromium, runnerOptions } from './e2e/support/runner';
import { exampleProjects, exampleServers } from './e2e/support/rehearsedExamples';

/**
 * The end-to-end tests run Debian's Chromium (on GitHub, also Firefox and WebKit) against the
 * production build, served by the same server as `npm start`: the web server step builds the
 * site first, so a test never meets a stale `dist/`.
 */
const port = productionPort;
/**
 * Firefox and WebKit, as Playwright builds them, when named in E2E_ENGINES ("firefox,webkit"):
 * the GitHub workflow installs and runs them; this machine has only Debian's Chromium.
 */
const otherEngines = (process.env.E2E_ENGINES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name === 'firefox' || name === 'webkit');
/**
 * `E2E_SITE_ONLY=1` starts the production site alone, for a run of specs that need neither the
 * dev server nor the GitHub Pages build (the fork rehearsal's).
 */
const siteOnly = process.env.E2E_SITE_ONLY === '1';

/** The servers beside the production site's. */
const otherServers = [
  {
    // The dev server the owner edits with; e2e/dev-server.spec.ts checks that it starts.
    command: `npx vite --port ${devPort} --strictPort --logLevel warn`,
    url: `http://localhost:${devPort}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    // The build the GitHub Pages workflow deploys, under a project page's base path, on a
    // stand-in for GitHub Pages; e2e/github-pages.spec.ts tests it. `npm test` makes it beside
    // the site's own build.
    command:
      `${siteIsBuilt() ? '' : `${githubPagesBuildCommand.join(' ')} && `}` +
      `node e2e/support/githubPagesServer.mjs ${githubPagesBuild.dir} ${githubPagesBase} ${githubPagesPort}`,
    url: githubPagesUrl,
    reuseExistingServer: false,
    timeout: 120_000,
  },
];

export default defineConfig({
  testDir: './e2e',
  ...runnerOptions,
  use: { ...runnerOptions.use, baseURL: `http://localhost:${port}` },
  projects: [
    // The examples `npm test` has made ready, walked in the same run
    // (e2e/support/rehearsedExamples.ts): first, so that their longest tests are not the run's last.
    ...exampleProjects,
    { name: 'chromium', testIgnore: 'screenshots.spec.ts', use: chromium },
    { name: 'screenshots', testMatch: 'screenshots.spec.ts', use: chromium },
    ...otherEngines.map((name) => ({
      name,
      testIgnore: 'screenshots.spec.ts',
      use: devices[name === 'firefox' ? 'Desktop Firefox' : 'Desktop Safari'],
    })),
  ],
  webServer: [
    {
      // Built here, unless `npm test` has just built dist/ for every step (harness/builtSite.mjs).
      command: `${siteIsBuilt() ? '' : 'node scripts/build.mjs --log-level warn && '}node server/start.mjs`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(siteOnly ? [] : otherServers),
    ...exampleServers,
  ],
});
