// What never showing the wrong theme costs: the script inlined in every page's head (which also
// makes the controls work from the first paint, src/boot/), and the time it takes to apply a
// remembered theme before the first paint, on a phone's CPU (4× slowdown).
/* global document -- the functions handed to the page run there */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../harness/chromium.mjs';

/** The bytes of the inline head scripts of a built page, together, raw and gzipped. */
export async function inlineScriptSize(pageFile) {
  const html = await readFile(pageFile, 'utf8');
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join('');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

/** Median ms of the `remembered-theme` measure on `url`, with dark remembered, at 4× CPU. */
export async function rememberedThemeTime(url, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ colorScheme: 'light' });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      const measured = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        duration: performance.getEntriesByName('remembered-theme')[0]?.duration,
      }));
      if (measured.theme !== 'dark' || measured.duration === undefined) {
        throw new Error(`${url} did not apply the remembered theme before its first paint`);
      }
      samples.push(measured.duration);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = samples.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
