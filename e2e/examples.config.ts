import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromium, runnerOptions } from './support/runner';

/**
 * The examples' end-to-end run (scripts/rehearse-examples.mjs): every example's specs in one run
 * of the runner, each example a project of its own, its specs read from its scratch copy (where
 * they import that owner's content) and its site served from there on a port of its own. One run
 * keeps both workers busy from the first example's tests to the last's, where a run an example
 * paid the runner's start each time and left a worker idle behind each one's longest test.
 */
export interface RehearsedExample {
  name: string;
  /** The scratch copy whose owner's folder is the example, built. */
  copy: string;
  /** The specs its shape changes (its rehearsal.json's `endToEnd`). */
  specs: string[];
  port: number;
}

const examples = JSON.parse(process.env.E2E_EXAMPLES ?? '[]') as RehearsedExample[];
if (examples.length === 0) {
  throw new Error(
    'E2E_EXAMPLES names no example: run the examples with `npm run test:examples`, which makes and builds them first.',
  );
}

export default defineConfig({
  ...runnerOptions,
  // Only the tests whose facts vary with the content.
  grep: /@content/,
  projects: examples.map(({ name, copy, specs, port }) => ({
    name,
    testDir: join(copy, 'e2e'),
    testMatch: specs.map((spec) => `${spec}.spec.ts`),
    // A failure's screenshot stays with the copy kept to look into.
    outputDir: join(copy, 'test-results'),
    use: { ...chromium, baseURL: `http://localhost:${port}` },
  })),
  webServer: examples.map(({ copy, port }) => ({
    command: 'node server/start.mjs',
    cwd: copy,
    env: { PORT: String(port) },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  })),
});
