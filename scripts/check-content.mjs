// @ts-check
/**
 * Checks the site's content, `npm run build`'s, `npm start`'s and `npm test`'s first step: the
 * content file against its schema, its pictures, public files, case studies, posts and pages.
 * Every problem is named by its field or file, before the type checker could report the same
 * mistake as types that do not match; nothing else runs until the content is right.
 */
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { messageOf } from '../src/content/messageOf.ts';
import { controlsShown, linesShown } from '../src/content/quoted.ts';
import { shownFolder, siteFolderIn } from './siteFolder.mjs';

const root = join(import.meta.dirname, '..');
/** @type {typeof import('../vite-plugins/siteContent.ts')} */
const { checkSource, contentFrom } = (
  await runnerImport(join(root, 'vite-plugins/siteContent.ts'), { configFile: false })
).module;
// Another site folder than the repository's, for a test.
const [given] = process.argv.slice(2);
const siteFolder = given ? resolve(given) : siteFolderIn();
try {
  const { warnings } = await checkSource(contentFrom(siteFolder, { shown: shownFolder }));
  for (const warning of warnings) console.warn(`warning: ${controlsShown(warning)}`);
  console.log(`✔ the content of ${shownFolder(siteFolder)}/ holds.`);
} catch (error) {
  console.error(`\n${linesShown(messageOf(error))}\n`);
  process.exit(1);
}
