import { existsSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { PublicFiles } from '../src/content/check.ts';
import { shareImage } from '../src/config/paths.ts';
import { isHiddenPath } from '../src/content/rules.ts';
import { SEARCH_FOLDER } from './search.ts';

/** An entry found under `folder`, by its path from there with forward slashes (`files/cv.pdf`). */
const pathFrom = (folder: string, entry: Dirent) =>
  relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/');

/**
 * The files of the owner's public folder `folder` that the site publishes, by their path from
 * there (`files/resume.pdf`): every file but those in hidden folders or hidden themselves (a
 * `.git`, an editor's backup, a key), `.well-known/` excepted; a symbolic link is listed as one,
 * never followed, for the content check to refuse.
 */
export async function publicFilesIn(folder: string): Promise<PublicFiles> {
  const entries = existsSync(folder)
    ? await readdir(folder, { recursive: true, withFileTypes: true })
    : [];
  const listed = entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => ({
      path: pathFrom(folder, entry),
      isLink: entry.isSymbolicLink(),
    }))
    .filter(({ path }) => !isHiddenPath(path))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { listed, read: (path) => readFile(join(folder, path)) };
}

/**
 * The build's own files the owner may replace with theirs on purpose: the template's icons (its
 * `public/`), `robots.txt` and the link-preview picture. docs/content.md lists them.
 */
const replaceableFiles = async (templatePublicDir: string) =>
  new Set(
    [
      ...(await publicFilesIn(templatePublicDir)).listed.map(({ path }) => path),
      'robots.txt',
      shareImage.file,
    ].map((path) => path.toLowerCase()),
  );

/** What the build writes after the owner's files are in: the headers, the search, compressed copies. */
const writtenLater = (path: string, published: Set<string>) =>
  path === '_headers' ||
  path.startsWith(`${SEARCH_FOLDER}/`) ||
  (/\.(?:br|gz)$/.test(path) && published.has(path.replace(/\.(?:br|gz)$/, '')));

/**
 * Copies the owner's public files into the built site `outDir`, once every page, feed and CV is
 * written: a file at an address the build writes stops the build naming both, unless it is one the
 * owner may replace. Paths are compared without letter case, as a case-blind host would serve them.
 */
export async function copyPublicFiles({
  folder,
  shownFolder,
  outDir,
  templatePublicDir,
}: {
  folder: string;
  shownFolder: string;
  outDir: string;
  templatePublicDir: string;
}): Promise<void> {
  const { listed } = await publicFilesIn(folder);
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const builtOf = (kind: (entry: Dirent) => boolean) =>
    new Map(
      entries
        .filter(kind)
        .map((entry) => pathFrom(outDir, entry))
        .map((path) => [path.toLowerCase(), path]),
    );
  const built = builtOf((entry) => entry.isFile());
  const builtFolders = builtOf((entry) => entry.isDirectory()).set(SEARCH_FOLDER, SEARCH_FOLDER);
  const replaceable = await replaceableFiles(templatePublicDir);
  const published = new Set([...built.keys(), ...listed.map(({ path }) => path.toLowerCase())]);
  const clashes = listed.flatMap(({ path }) => {
    const key = path.toLowerCase();
    const folderHere = builtFolders.get(key);
    if (folderHere !== undefined) {
      return [
        `${shownFolder}/${path}: the build writes the folder ${folderHere}/ at this address; rename or remove this file`,
      ];
    }
    const fileAbove = key
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/'))
      .find((above) => built.has(above));
    if (fileAbove !== undefined) {
      return [
        `${shownFolder}/${path}: the build writes the file ${built.get(fileAbove)} where this file's folder would be; rename the folder`,
      ];
    }
    const builds = built.get(key) ?? (writtenLater(key, published) ? key : undefined);
    return builds === undefined || (replaceable.has(key) && built.has(key))
      ? []
      : [
          `${shownFolder}/${path}: the build writes ${builds} at this address; rename or remove this file`,
        ];
  });
  if (clashes.length > 0) throw new Error(clashes.join('\n'));
  for (const { path, isLink } of listed) {
    if (isLink) continue;
    await mkdir(dirname(join(outDir, path)), { recursive: true });
    await copyFile(join(folder, path), join(outDir, path));
  }
}
