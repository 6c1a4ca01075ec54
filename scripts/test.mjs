#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check, in order, stopping at the first failure, with each step's time. The
 * site is built once, into dist/, and both the unit tests of the built site and the end-to-end
 * tests read that build (tools/builtSite.mjs), instead of each building it again.
 *
 *   npm test                  every step
 *   npm test -- unit e2e      the steps named (the build comes with them when they need it)
 */
import { spawnSync } from 'node:child_process';
import { siteBuiltVariable } from '../tools/builtSite.mjs';

/** @type {{ name: string, command: string[], usesBuild?: boolean }[]} */
const steps = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  {
    name: 'build',
    command: ['node', 'scripts/build.mjs', '--log-level', 'warn'],
  },
  { name: 'unit', command: ['npm', 'run', 'test:unit'], usesBuild: true },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], usesBuild: true },
  { name: 'examples', command: ['npm', 'run', 'test:examples'] },
];

const named = process.argv.slice(2);
const unknown = named.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `No step named ${unknown.join(', ')}: the steps are ${steps.map(({ name }) => name).join(', ')}.`,
  );
  process.exit(2);
}
const needsBuild = named.some((name) => steps.find((step) => step.name === name)?.usesBuild);
const chosen = steps.filter(
  ({ name }) => named.length === 0 || named.includes(name) || (name === 'build' && needsBuild),
);

/** @type {string[]} */
const times = [];
const began = Date.now();
for (const { name, command, usesBuild } of chosen) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const run = spawnSync(command[0] ?? '', command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...(usesBuild ? { [siteBuiltVariable]: '1' } : {}) },
  });
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (run.status !== 0) {
    console.error(
      `\n✖ ${name} failed (exit ${run.status ?? run.signal}). Times: ${times.join(', ')}.`,
    );
    process.exit(1);
  }
}
console.log(
  `\n✔ npm test passed in ${((Date.now() - began) / 1000).toFixed(0)} s: ${times.join(', ')}.`,
);
