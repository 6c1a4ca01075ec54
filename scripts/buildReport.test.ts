import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { collectingLogger, madeIn, warningsAgain } from './buildReport.mjs';

describe('what the build says', () => {
  it('counts what it made: pages without the 404s, feeds and CVs, nothing of the assets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-report-'));
    try {
      for (const file of [
        'index.html',
        '404.html',
        'about.html',
        'uses.html',
        'blog/rss.xml',
        'blog/first-load.html',
        'uk/index.html',
        'uk/404.html',
        'assets/404.html',
        'pagefind/fragment.html',
        'andrii-koval-cv.pdf',
        'uk/andrii-koval-cv.pdf',
      ]) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), '');
      }
      expect(await madeIn(dir)).toBe('5 pages, 1 feed, 2 CVs as PDF and JSON Resume');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every warning once, to say them again at its end', () => {
    const { logger, warnings } = collectingLogger('silent');
    logger.warn('a picture narrower than 1,200 px: movies.png');
    logger.warnOnce('siteUrl off the base');
    logger.warn('a picture narrower than 1,200 px: movies.png');
    logger.info('prerendered /about');
    expect(warningsAgain(warnings)).toBe(
      '2 warnings, again:\n- a picture narrower than 1,200 px: movies.png\n- siteUrl off the base',
    );
  });
});
