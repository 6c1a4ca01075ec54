import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { freePorts } from '../../harness/freePorts.mjs';
import { rehearsedExamplesVariable, specName } from '../../harness/rehearsedExamples.mjs';
import { chromium } from './runner';

/**
 * The examples the rehearsal made ready (scripts/rehearse-examples.mjs), as end-to-end projects:
 * each example's specs read from its scratch copy (where they import that owner's content), its
 * site served from there on a port of its own, only its tests whose facts vary with the content.
 * The rehearsal names them in a file it writes, through `E2E_EXAMPLES_FILE`; without it, none.
 */
export interface RehearsedExample {
  name: string;
  /** The scratch copy whose owner's folder is the example, built. */
  copy: string;
  /** The specs its shape changes (its rehearsal.json's `endToEnd`). */
  specs: ExampleSpec[];
}

/**
 * A spec by its name (`layout` for e2e/layout.spec.ts), every test of it whose facts vary with
 * the content; or only those whose titles match `titles` (a regular expression), where the
 * example's shape changes no more than those (a language the template's example lacks).
 */
export type ExampleSpec = string | { spec: string; titles: string };

/** Each example's project is named so, for `--project=example:*`. */
const exampleProjectPrefix = 'example:';

/** Whether a project of the run walks an example (its name says so). */
export const isExampleProject = (name: string) => name.startsWith(exampleProjectPrefix);

const listFile = process.env[rehearsedExamplesVariable];
if (listFile && !existsSync(listFile)) {
  throw new Error(
    `${rehearsedExamplesVariable} names ${listFile}, which is not there: run the examples with \`npm run test:examples\`, which makes and builds them first.`,
  );
}
const examples = listFile
  ? (JSON.parse(readFileSync(listFile, 'utf8')) as RehearsedExample[]).filter(
      ({ specs }) => specs.length > 0,
    )
  : [];

// Asked once, by the runner, and handed to its workers with the environment (as e2e/support/ports.ts).
if (examples.length > 0) process.env.E2E_EXAMPLE_PORTS ??= freePorts(examples.length).join(',');
const ports = (process.env.E2E_EXAMPLE_PORTS ?? '').split(',').map(Number);

/**
 * Each example's projects: one for its whole specs, one for each spec it walks only in part,
 * all against its one server.
 */
export const exampleProjects = examples.flatMap(({ name, copy, specs }, index) => {
  const project = (suffix: string, files: ExampleSpec[], grep: RegExp) => ({
    name: `${exampleProjectPrefix}${name}${suffix}`,
    testDir: join(copy, 'e2e'),
    testMatch: files.map((spec) => `${specName(spec)}.spec.ts`),
    grep,
    // A failure's screenshot stays with the copy kept to look into.
    outputDir: join(copy, 'test-results'),
    use: { ...chromium, baseURL: `http://localhost:${ports[index]}` },
  });
  const whole = specs.filter((spec) => typeof spec === 'string');
  const inPart = specs.filter((spec) => typeof spec !== 'string');
  return [
    ...(whole.length > 0 ? [project('', whole, /@content/)] : []),
    ...inPart.map((spec) =>
      project(`:${spec.spec}`, [spec], new RegExp(`(?=.*@content)(?=.*(?:${spec.titles}))`)),
    ),
  ];
}) satisfies PlaywrightTestConfig['projects'];

export const exampleServers = examples.map(({ copy }, index) => ({
  command: 'node server/start.mjs',
  cwd: copy,
  env: { PORT: String(ports[index]) },
  url: `http://localhost:${ports[index]}`,
  reuseExistingServer: false,
  timeout: 120_000,
}));
