// @ts-check
/** Debian's Chromium, which the end-to-end tests and the benchmark drive (no browser download). */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run on a machine without a GPU, sandbox or outside network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
