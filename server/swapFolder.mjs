// @ts-check
import { rename, rm } from 'node:fs/promises';

/**
 * Puts the folder `next` where `current` is, the old one moved aside and removed only once the new
 * one stands in its place: a server reading `current` meets the old site until the swap, then the
 * new, and between the two renames (a few microseconds) no folder at all, which it answers as a
 * site being built (server/siteServer.mjs). Node has no call that exchanges two folders in one
 * step (Linux's `renameat2` with `RENAME_EXCHANGE`), and a folder cannot be renamed onto another
 * that holds files.
 * @param {string} next
 * @param {string} current
 */
export async function swapFolder(next, current) {
  const previous = `${current}.previous`;
  await rm(previous, { recursive: true, force: true });
  try {
    await rename(current, previous);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  await rename(next, current);
  await rm(previous, { recursive: true, force: true });
}
