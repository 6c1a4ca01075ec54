// @ts-check
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownerFolderName } from '../src/content/contentFiles.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Copies the template into `folder`, as git would commit it from the work tree (tracked or new
 * files, not ignored ones), without this repository's owner's folder: a copy for a test to make
 * an owner's site in. Its node_modules is this repository's, linked (Vite leaves files under
 * node_modules untransformed, so the copy lives outside it), unless `linkModules` is false.
 */
export function copyTemplate(/** @type {string} */ folder, { linkModules = true } = {}) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(
      (file) => file && !file.startsWith(`${ownerFolderName}/`) && existsSync(join(root, file)),
    );
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(root, file), join(folder, file));
  }
  if (linkModules) symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
}
