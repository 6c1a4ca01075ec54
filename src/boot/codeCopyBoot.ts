import { driveCodeCopy } from './codeCopy';

/**
 * Runs inline in the head of each page whose story has code, beside src/boot/boot.ts and before
 * the first paint; the build leaves it out of the other pages. It is the copy buttons' only
 * driver for the whole visit.
 */
driveCodeCopy();
