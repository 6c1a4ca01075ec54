// @ts-check
/**
 * Starts the site's content from a JSON Resume (jsonresume.org):
 *
 *   npm run import-resume -- resume.json [--language uk]
 *
 * Checks the file against the standard's schema and the site's rules, and writes nothing unless
 * it passes: then it makes the owner's folder, site/ (scripts/siteFolder.mjs), a one-language site of
 * the resume (in English, or the language named): its content file and a placeholder picture per
 * project (the build draws the link-preview picture with the new name). It changes no file
 * of the template, and refuses to replace an owner's folder that exists. It ends with what needs
 * the owner's hand.
 */
import { isUtf8 } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { contentFromResume } from '../src/cv/importResume.ts';
import { unsetLetters } from '../outputs/shippedFonts.ts';
import { placeholderPicture } from '../outputs/placeholderPicture.ts';
import { contentFile as contentFileName, ownerFolderName } from '../src/content/contentFiles.ts';
import { newOwnerFolder } from './siteFolder.mjs';
import { controlsShown } from '../src/content/quoted.ts';
import { picturesFolder } from '../src/content/pictures.ts';

const usage = 'npm run import-resume -- resume.json [--language uk]';

/**
 * Ends the import with what is wrong in how it was called, and how to call it, on one line.
 * @param {string} problem
 * @returns {never}
 */
function refuseCall(problem) {
  console.error(`${problem}. Usage: ${usage}`);
  process.exit(1);
}

/** @type {{ values: { language?: string }, positionals: string[] }} */
let call = { values: {}, positionals: [] };
try {
  call = parseArgs({ allowPositionals: true, options: { language: { type: 'string' } } });
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '';
  refuseCall(
    code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
      ? `There is no option ${option}`
      : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
        ? `${option} needs a value`
        : String(error instanceof Error ? error.message : error),
  );
}
const { values: options, positionals } = call;
if (options.language === '') refuseCall('--language needs a language code, such as uk');
const [file, ...more] = positionals;
if (!file) refuseCall('Name the JSON Resume to start from');
if (more.length > 0) refuseCall(`One resume at a time: ${more.join(' ')} is one too many`);
const ownerFolder = newOwnerFolder('and import again');

/**
 * The file's text: UTF-8, as JSON is, with or without a byte-order mark. Bytes that are no UTF-8
 * are refused at their offset, where a lenient decoder would turn the name they spell into �.
 * @param {Buffer} bytes
 * @returns {string}
 */
function utf8Text(bytes) {
  const body = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))
    ? bytes.subarray(3)
    : bytes;
  if (isUtf8(body)) return body.toString('utf8');
  // A valid start encodes again to the same bytes: the first that differs is where it breaks.
  const again = Buffer.from(body.toString('utf8'));
  let offset = 0;
  while (body[offset] === again[offset]) offset += 1;
  const at = offset + body.byteOffset - bytes.byteOffset;
  console.error(
    `${file} is not UTF-8 text: the byte at offset ${at} (0x${body[offset]?.toString(16).padStart(2, '0')}) begins no character. Save it as UTF-8 and try again; nothing was written.`,
  );
  process.exit(1);
}

/** @type {unknown} */
let resume;
try {
  resume = JSON.parse(utf8Text(readFileSync(file)));
} catch (error) {
  console.error(
    `${file} cannot be read as JSON: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

const result = contentFromResume(resume, options.language ?? 'en', { unsetLetters });
if ('problems' in result) {
  console.error(`${file} does not fit the site; nothing was written:\n`);
  for (const problem of result.problems) console.error(`  - ${controlsShown(problem)}`);
  process.exit(1);
}

const contentFile = join(ownerFolder, contentFileName);
const source = `import { defineSiteContent } from '#portfolio';

/**
 * Everything the site says: imported from ${file.split('/').pop()} by \`npm run import-resume\`.
 * docs/content.md describes every field; \`npm run build\` checks them all.
 *
 * Keep this file free of \`@/\` imports and asset imports: the build loads it in Node to check it.
 */
export const siteContent = defineSiteContent(${JSON.stringify(result.content, null, 2)});
`;
const formatted = await prettier.format(source, {
  ...(await prettier.resolveConfig(contentFile)),
  filepath: contentFile,
});

// Everything is made before anything is written: a picture that cannot be drawn (a letter the
// font lacks) leaves the site as it was.
/** @type {[string, Buffer][]} */
let pictures;
try {
  pictures = await Promise.all(
    result.pictures.map(
      async ({ file: name, title, label }) =>
        /** @type {[string, Buffer]} */ ([name, await placeholderPicture(title, label)]),
    ),
  );
} catch (error) {
  console.error(`${file}: ${error instanceof Error ? error.message : error} Nothing was written.`);
  process.exit(1);
}

const picturesDir = join(ownerFolder, picturesFolder);
mkdirSync(picturesDir, { recursive: true });
for (const [name, png] of pictures) writeFileSync(join(picturesDir, name), png);
writeFileSync(contentFile, formatted);

const { name } = Object.values(result.content.languages)[0]?.profile ?? { name: '' };
console.log(
  `\nThe site is now ${controlsShown(name)}'s, from ${file}: ${ownerFolderName}/${contentFileName}, and everything else of yours goes in ${ownerFolderName}/ too.`,
);
/** Prints a part of the report, where it has anything to say. */
const report = (/** @type {string} */ heading, /** @type {string[]} */ entries) => {
  if (entries.length === 0) return;
  console.log(`\n${heading}`);
  for (const entry of entries) console.log(`  - ${controlsShown(entry)}`);
};
report(
  `Left out, each with why (your file keeps them; the site's own resume.json, made from its content, has them not):`,
  result.leftOut,
);
report('Shortened to fit the site:', result.shortened);
report('Published, which you may want to keep private:', result.published);
console.log('\nStill yours to do:');
for (const entry of result.toDo) console.log(`  - ${controlsShown(entry)}`);
console.log('\nThen `npm run dev` to see it, and `npm test` to check it.');
