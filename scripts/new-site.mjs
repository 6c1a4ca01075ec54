// @ts-check
/**
 * Starts the owner's folder, site/, as a copy of an example owner's to edit:
 *
 *   npm run new-site                  the template's example (examples/andrii-koval/)
 *   npm run new-site -- NAME          another example in examples/
 *
 * From then on the build reads site/ and nothing of the examples (scripts/siteFolder.mjs). It
 * changes no file of the template, and refuses to replace an owner's folder that exists.
 */
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFile, ownerFolderName } from '../src/content/contentFiles.ts';
import {
  defaultExampleName,
  examplesFolderName,
  newOwnerFolder,
  rehearsalFile,
} from './siteFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = join(root, examplesFolderName);
const examples = readdirSync(examplesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(examplesDir, entry.name, contentFile)))
  .map((entry) => entry.name);

const [example = defaultExampleName] = process.argv.slice(2);
if (!examples.includes(example)) {
  console.error(`No example named "${example}": the examples are ${examples.join(', ')}.`);
  process.exit(1);
}
const ownerFolder = newOwnerFolder('to start again');
const exampleFolder = join(examplesDir, example);
cpSync(exampleFolder, ownerFolder, {
  recursive: true,
  filter: (source) => source !== join(exampleFolder, rehearsalFile),
});
console.log(
  `${ownerFolderName}/ is yours now, a copy of ${examplesFolderName}/${example}/: the build reads it, and nothing of the examples.
Edit ${ownerFolderName}/${contentFile} (docs/content.md says what each field is), then \`npm run dev\` to see it and \`npm test\` to check it.`,
);
