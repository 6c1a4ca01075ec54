import { driveCarousels } from './carousel';

/**
 * Runs inline in the head of each page that shows a carousel (Home), beside src/boot/boot.ts and
 * before the first paint; the build leaves it out of the other pages, which it would only make
 * heavier. It is the carousels' only driver for the whole visit.
 */
driveCarousels();
