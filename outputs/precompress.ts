import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|ico)$/;
/** Below this, compressing saves less than the response headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy, at the highest settings, of every text file under `dir`, so a
 * static server sends compressed files without compressing on each request (`npm start` does;
 * most hosts compress on their own).
 */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      if ((await stat(path)).size < MIN_BYTES) return;
      const source = await readFile(path);
      await writeFile(
        `${path}.br`,
        await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }));
    }),
  );
}
