// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * The examples' rehearsal (scripts/rehearse-examples.mjs) makes each example the owner's folder
 * of a scratch copy and builds it, then lists the copies in a file for the end-to-end run, which
 * walks them beside the template's own specs: the file's path goes in this variable.
 */
export const rehearsedExamplesVariable = 'E2E_EXAMPLES_FILE';

/** Where `npm test` keeps that list between its examples step and its end-to-end step. */
export const rehearsedExamplesList = fileURLToPath(
  new URL('../node_modules/.cache/rehearsed-examples.json', import.meta.url),
);

/**
 * A spec of an example's `endToEnd` list by its name (`layout` for e2e/layout.spec.ts): given
 * whole as the name, or in part as `{ spec, titles }` (none for an entry that is neither, which
 * the rehearsal then names as a spec that is not there).
 */
export const specName = (/** @type {string | { spec: string } | null} */ spec) =>
  typeof spec === 'string' ? spec : spec?.spec;
