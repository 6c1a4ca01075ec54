import { defineConfig } from '@playwright/test';
import { exampleProjects, exampleServers } from './support/rehearsedExamples';
import { runnerOptions } from './support/runner';

/**
 * The examples' end-to-end run on its own (`npm run test:examples`, scripts/rehearse-examples.mjs):
 * every example's specs in one run of the runner, each example a project served from its copy.
 * `npm test` walks the same projects in its end-to-end step instead, beside the template's specs
 * (playwright.config.ts), so both workers stay busy from the first test to the last.
 */
if (exampleProjects.length === 0) {
  throw new Error(
    'No example to walk: run the examples with `npm run test:examples`, which makes and builds them first.',
  );
}

export default defineConfig({
  ...runnerOptions,
  projects: exampleProjects,
  webServer: exampleServers,
});
