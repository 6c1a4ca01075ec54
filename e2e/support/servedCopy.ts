import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createSiteServer } from '../../server/siteServer.mjs';

export interface ServedCopy {
  /** The copy's folder, free to change under the running server. */
  root: string;
  origin: string;
  stop(): Promise<void>;
}

/** Copies the build in dist/ and serves the copy with `npm start`'s server on a free port. */
export async function serveCopyOfBuild(): Promise<ServedCopy> {
  const root = await mkdtemp(join(tmpdir(), 'served-build-'));
  await cp('dist', root, { recursive: true });
  const server = createSiteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    root,
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

const textFile = /\.(html|js|css|xml|webmanifest|json|txt)$|(^|\/)_headers$/;
/**
 * The redeploy's Brotli copies need only be valid: at Brotli's default quality (11, which the
 * build uses) the build's 2.4 MB of text took 2.6 s here, at quality 4 about 50 ms.
 */
const quickBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const compressedCopy = /\.(br|gz)$/;

/** Every file under `dir`, as paths relative to it. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Rewrites the build at `root` as a redeploy of changed code does: every script under a new
 * hashed name with the old name gone, every reference to it, and the compressed copies, anew.
 * Returns the new name of each old one.
 */
export async function redeployWithNewScriptNames(root: string): Promise<Map<string, string>> {
  const files = await filesUnder(root);
  const scripts = files.filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
  const renamed = new Map(
    scripts.map((file) => [basename(file), basename(file).replace(/\.js$/, '-next.js')]),
  );
  const hadCompressedCopies = new Set(
    files.filter((file) => file.endsWith('.br')).map((file) => file.slice(0, -'.br'.length)),
  );
  for (const file of files.filter((name) => compressedCopy.test(name))) {
    await unlink(join(root, file));
  }
  for (const file of files.filter((name) => textFile.test(name))) {
    let text = await readFile(join(root, file), 'utf8');
    for (const [oldName, newName] of renamed) text = text.replaceAll(oldName, newName);
    const newFile = join(dirname(file), renamed.get(basename(file)) ?? basename(file));
    if (newFile !== file) await unlink(join(root, file));
    await writeFile(join(root, newFile), text);
    if (hadCompressedCopies.has(file)) {
      await writeFile(join(root, `${newFile}.br`), brotliCompressSync(text, quickBrotli));
      await writeFile(join(root, `${newFile}.gz`), gzipSync(text));
    }
  }
  return renamed;
}

/** Deletes the files directly under `root` whose names match `pattern`; `restore` writes them back. */
export async function removeFiles(root: string, pattern: RegExp) {
  const names = (await readdir(root)).filter((name) => pattern.test(name));
  const saved = await Promise.all(names.map((name) => readFile(join(root, name))));
  await Promise.all(names.map((name) => unlink(join(root, name))));
  return {
    restore: () =>
      Promise.all(names.map((name, index) => writeFile(join(root, name), saved[index]!))),
  };
}
