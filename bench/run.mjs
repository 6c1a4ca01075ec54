// `npm run bench`: builds the site, serves it next to the plain-HTML reference in
// bench/reference/, and runs Lighthouse on both, page by page, on a phone and a desktop profile.
// It prints the medians and the ratio of our LCP to the reference's, then the controls' dead
// time and INP (bench/interactions.mjs). A benchmark, not a test:
// it reports numbers and never fails on them. Options: --runs=N (default 3), --skip-build,
// --taps-only (the tap table alone, printed), --blocking-only (the blocking table alone, printed).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { createSiteServer } from '../server/siteServer.mjs';
import { chromiumPath } from '../harness/chromium.mjs';
import { firstRoundTripBytes } from '../harness/firstRoundTrip.mjs';
import { defaultExampleName, examplesFolderName } from '../scripts/siteFolder.mjs';
import {
  deadTimeTable,
  firstTaps,
  INP_RUNS,
  inpTable,
  measureDeadTime,
  measureInp,
  median,
  milliseconds as ms,
} from './interactions.mjs';
import { blockingTable, measureBlocking, QUIET_WATCH_MS } from './blocking.mjs';
import { profiles, runLighthouse } from './lighthouse.mjs';
import { inlineScriptSize, rememberedThemeTime } from './theme.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const pages = [
  '/',
  '/about',
  '/work/movies',
  '/blog',
  '/blog/measuring-first-load',
  '/uk/',
  '/uk/about',
  '/uk/work/movies',
  '/uk/blog',
  '/uk/blog/measuring-first-load',
];
/** The reference is the English site in plain HTML: each Ukrainian page is set against its twin. */
const referenceFor = (page) => page.replace(/^\/uk\//, '/');
/** The pages whose controls the interaction figures cover (the same in every language). */
const interactionPages = ['/', '/about'];

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const load = async (file) => (await runnerImport(join(root, file), { configFile: false })).module;

/**
 * The reference's copies of the project pictures, `projects/<name>-<width>.<format>`, made from
 * the same sources at the same sizes, formats and encoder effort as the site's
 * (src/content/pictures.ts), with sharp's default quality, as vite-imagetools uses it.
 */
async function renderReferencePictures(dir) {
  const { pictureAspect, pictureEncoderEffort, pictureFormats, pictureWidths, picturesFolder } =
    await load('src/content/pictures.ts');
  // The reference is the template's example owner's site, in plain HTML: its pictures.
  const sourceDir = join(root, examplesFolderName, defaultExampleName, picturesFolder);
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(sourceDir)) {
    const name = file.replace(/\.[^.]+$/, '');
    for (const width of pictureWidths) {
      const height = Math.round((width * pictureAspect.height) / pictureAspect.width);
      const resized = sharp(join(sourceDir, file)).resize(width, height, {
        fit: 'cover',
        position: 'top',
      });
      for (const format of pictureFormats) {
        await resized
          .clone()
          .toFormat(format, { effort: pictureEncoderEffort })
          .toFile(join(dir, `${name}-${width}.${format}`));
      }
    }
  }
}

/** The reference, with the same preview images, compressed the same way as our build. */
async function prepareReference() {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-reference-'));
  await cp(join(root, 'bench/reference'), dir, { recursive: true });
  await renderReferencePictures(join(dir, 'projects'));
  const { precompressDirectory } = await load('outputs/precompress.ts');
  await precompressDirectory(dir);
  return dir;
}

/** @param {import('node:http').Server} server */
function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

let lighthouseVersion = '';

async function audit(url, profile) {
  const lhr = await runLighthouse(url, profile);
  lighthouseVersion = lhr.lighthouseVersion;
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    htmlBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
    totalBytes: value('total-byte-weight'),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary',
      )
      .map((entry) => entry.id),
  };
}

const referenceDir = await prepareReference();
const servers = {
  site: createSiteServer({ root: join(root, 'dist') }),
  reference: createSiteServer({ root: referenceDir }),
};
const origins = { site: await listen(servers.site), reference: await listen(servers.reference) };

const results = [];
let deadTimeRows;
let inpRows;
let firstTapRows;
let themeCost;
let blockingRows;
/** The tap table alone: first taps on a phone, printed, no Lighthouse and no file written. */
const tapsOnly = args.includes('--taps-only');
/** The blocking table alone, printed, no Lighthouse and no file written. */
const blockingOnly = args.includes('--blocking-only');
/** Every figure: neither table alone. */
const everything = !tapsOnly && !blockingOnly;
const firstTapsTitle = `First taps, medians of ${INP_RUNS} runs: each of the four controls a visitor sees on a phone (390 px), tapped by a finger as the first thing on a freshly loaded Home, 800 ms after the network went quiet, under 4× CPU slowdown; the longest event duration of the tap (the browser reports none below 16 ms; the GPU is off, so pages are drawn in software), before the app has started and once it has, beside the floor, the same first tap on the plain-HTML reference's in-page link.`;
try {
  if (everything) {
    for (const profile of Object.keys(profiles)) {
      for (const page of pages) {
        const samples = { site: [], reference: [] };
        // Alternate the two, so a slow moment of the machine hits both alike.
        for (let run = 1; run <= runs; run += 1) {
          for (const target of ['site', 'reference']) {
            process.stdout.write(`${profile} ${page} ${target} run ${run}/${runs}…\n`);
            const path = target === 'reference' ? referenceFor(page) : page;
            samples[target].push(await audit(`${origins[target]}${path}`, profile));
          }
        }
        for (const target of ['site', 'reference']) {
          const metric = (key) => median(samples[target].map((sample) => sample[key]));
          results.push({
            profile,
            page,
            target,
            performance: metric('performance'),
            accessibility: metric('accessibility'),
            bestPractices: metric('bestPractices'),
            seo: metric('seo'),
            fcp: metric('fcp'),
            lcp: metric('lcp'),
            tbt: metric('tbt'),
            cls: metric('cls'),
            htmlBytes: metric('htmlBytes'),
            jsBytes: metric('jsBytes'),
            totalBytes: metric('totalBytes'),
            failedAudits: [...new Set(samples[target].flatMap((sample) => sample.failedAudits))],
          });
        }
      }
    }
  }
  if (!tapsOnly) {
    process.stdout.write('blocking time, with the app and without…\n');
    blockingRows = await measureBlocking(
      origins.site,
      origins.reference,
      pages,
      referenceFor,
      runs,
    );
  }
  if (everything) {
    process.stdout.write('dead time and INP…\n');
    deadTimeRows = (
      await measureDeadTime(
        { site: origins.site, reference: origins.reference },
        interactionPages,
        runs,
      )
    ).map((row) => ({ ...row, label: row.target === 'site' ? 'this site' : 'plain HTML' }));
    inpRows = await measureInp(origins.site, origins.reference, interactionPages);
    process.stdout.write('the theme before the first paint…\n');
    themeCost = {
      script: await inlineScriptSize(join(root, 'dist/about.html')),
      homeScripts: await inlineScriptSize(join(root, 'dist/index.html')),
      time: await rememberedThemeTime(`${origins.site}/`, Math.max(runs, 5)),
    };
  }
  if (!blockingOnly) {
    process.stdout.write('first taps on a phone…\n');
    firstTapRows = await measureInp(origins.site, origins.reference, ['/'], [], firstTaps);
  }
} finally {
  for (const server of Object.values(servers)) server.close();
  await rm(referenceDir, { recursive: true, force: true });
}

if (tapsOnly) {
  console.log(`\n${firstTapsTitle}\n\n${inpTable(firstTapRows)}`);
  process.exit(0);
}
const blockingTitle = `Blocking time by its source, medians of ${runs} runs: the Long Tasks after the first contentful paint, each one's time over 50 ms summed as TBT sums them, on a phone (412 px) under slow 4G and a 4× CPU slowdown applied by DevTools (measured, where Lighthouse's TBT above is simulated from a full-speed trace), until ${QUIET_WATCH_MS / 1000} s after the network went quiet; with the app, with its code held back (the head script alone), and the plain-HTML reference's twin (bench/blocking.mjs).`;
if (blockingOnly) {
  console.log(`\n${blockingTitle}\n\n${blockingTable(blockingRows)}`);
  process.exit(0);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = results.map((row) =>
  [
    row.target === 'site' ? row.page : referenceFor(row.page),
    row.profile,
    row.target === 'site' ? 'this site' : 'plain HTML',
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    ms(row.fcp),
    ms(row.lcp),
    ms(row.tbt),
    row.cls.toFixed(3),
    kB(row.htmlBytes),
    kB(row.jsBytes),
    kB(row.totalBytes),
  ].join(' | '),
);
const ratios = Object.keys(profiles).flatMap((profile) =>
  pages.map((page) => {
    const find = (target) =>
      results.find((row) => row.profile === profile && row.page === page && row.target === target);
    return `- ${page} ${profile}: LCP ${ms(find('site').lcp)} vs ${ms(find('reference').lcp)} (${referenceFor(page)}) = **${(
      find('site').lcp / find('reference').lcp
    ).toFixed(2)}×** the plain-HTML reference`;
  }),
);
const failures = results
  .filter((row) => row.failedAudits.length > 0)
  .map((row) => `- ${row.page} ${row.profile} ${row.target}: ${row.failedAudits.join(', ')}`);

const chromeVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const report = [
  `Lighthouse ${lighthouseVersion}, medians of ${runs} runs, ${chromeVersion}, ${new Date().toISOString().slice(0, 10)}.`,
  'Mobile is Lighthouse’s default (simulated slow 4G, 4× CPU slowdown); desktop its desktop preset.',
  '',
  '| Page | Profile | Build | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | HTML | JS | Total |',
  '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map((row) => `| ${row} |`),
  '',
  `HTML is the page as sent, its response headers included: within ${kB(firstRoundTripBytes)} (ten TCP segments, a new connection's first round trip, as real servers and Lighthouse's simulation send it) the first paint waits for no second round trip.`,
  '',
  'LCP against the reference, same run (the Ukrainian pages against their English twins in plain HTML):',
  ...ratios,
  '',
  blockingTitle,
  '',
  blockingTable(blockingRows),
  '',
  `Controls in Chromium. Dead time, medians of ${runs} runs: from the first contentful paint until every visible control works, on a phone under Lighthouse’s mobile throttling (slow 4G, 4× CPU).`,
  '',
  deadTimeTable(deadTimeRows, interactionPages),
  '',
  `INP, medians of ${INP_RUNS} runs: the longest event duration of one tap under 4× CPU slowdown (the browser reports none below 16 ms), before the app has started (its code held back: the head script alone) and once it has, beside the floor, a tap on the plain-HTML reference’s in-page link in the same run, at the same width and with the same input. The menu at 390 px, tapped by a finger, the rest at 1280 px, clicked by a mouse that reached the control first; the language link’s tap is kept on the page, so what counts is the page’s answer, not the next page’s load.`,
  '',
  inpTable(inpRows),
  '',
  firstTapsTitle,
  '',
  inpTable(firstTapRows),
  '',
  `No flash of the wrong theme: the script inlined in every page's head (theme and first-paint controls) is ${themeCost.script.raw} B, ${themeCost.script.gzip} B gzipped (Home carries the carousels' driver beside it, ${themeCost.homeScripts.raw - themeCost.script.raw} B more); applying a remembered theme in it takes ${themeCost.time.toFixed(2)} ms (median, 4× CPU slowdown) before the first paint. Lighthouse's runs above start with nothing remembered.`,
  ...(failures.length ? ['', 'Audits that did not pass:', ...failures] : []),
  '',
].join('\n');

console.log(`\n${report}`);
// Measurements recorded by other means sit below the report, each under a `## ` heading: they stay.
const resultsFile = join(root, 'bench/results.md');
const previous = await readFile(resultsFile, 'utf8').catch(() => '');
const recorded = previous.indexOf('\n## ');
await writeFile(
  resultsFile,
  recorded === -1 ? report : `${report}\n${previous.slice(recorded + 1)}`,
);
console.log('Written to bench/results.md.');
