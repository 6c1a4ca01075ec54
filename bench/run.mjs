// `npm run bench`: builds the site, serves it next to its plain-HTML twin in bench/reference/, and
// measures each page beside its twin in the same run: Lighthouse's mobile figures (simulated slow
// 4G and 4× CPU), the blocking time with the slowdown applied (bench/blocking.mjs), and the first
// load's scripts; then each control of Home beside the same control in plain HTML
// (bench/interactions.mjs). It writes one table of pages and one of controls, ratios first, to
// bench/results.md, which keeps the latest run only. A benchmark, not a test: it reports figures
// and never fails on them; then an example owner's site in a web font beside the same in the
// system's (bench/withFont.mjs). Options: --runs=N (default 3), --skip-build, --controls-only,
// --blocking-only and --font-only (that table alone, printed, nothing written).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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
  controlsTable,
  INP_RUNS,
  measureControls,
  median,
  milliseconds as ms,
  overBy,
} from './interactions.mjs';
import { blockingTable, measureBlocking, QUIET_WATCH_MS } from './blocking.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { inlineScriptSize, rememberedThemeTime } from './theme.mjs';
import { fontTable, measureWithFont } from './withFont.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
/**
 * The pages measured, each beside its twin on the reference: every kind of page, in both
 * languages; the reference is the English site, so a Ukrainian page stands beside its English twin.
 */
const pages = [
  ['/', '/'],
  ['/about', '/about'],
  ['/work/movies', '/work/movies'],
  ['/blog', '/blog'],
  ['/blog/measuring-first-load', '/blog/measuring-first-load'],
  ['/blog/tags/performance', '/blog/tags/performance'],
  ['/uk/', '/'],
  ['/uk/about', '/about'],
  ['/uk/work/movies', '/work/movies'],
  ['/uk/blog', '/blog'],
  ['/uk/blog/measuring-first-load', '/blog/measuring-first-load'],
  ['/uk/blog/tags/produktivnist', '/blog/tags/performance'],
];
const twinOf = (page) => pages.find(([path]) => path === page)[1];

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

/** A built file's size as the server sends it, Brotli-compressed, without its headers. */
function compressedSize(pathname) {
  const file = join(root, 'dist', `${decodeURIComponent(pathname)}.br`);
  return existsSync(file) ? statSync(file).size : 0;
}

async function audit(url) {
  const lhr = await runLighthouse(url, 'mobile');
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
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => {
        const file = new URL(request.url).pathname;
        return { file, bytes: request.transferSize, compressed: compressedSize(file) };
      }),
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

/** The controls' table alone, printed, no Lighthouse and no file written. */
const controlsOnly = args.includes('--controls-only');
/** The blocking table alone, printed, no Lighthouse and no file written. */
const blockingOnly = args.includes('--blocking-only');
/** The web font's table alone, printed, nothing written. */
const fontOnly = args.includes('--font-only');
const everything = !controlsOnly && !blockingOnly && !fontOnly;

const lighthouseRows = new Map();
let blockingRows = [];
let controlRows = [];
let themeCost;
let fontRows = [];
try {
  if (everything) {
    for (const [page, twin] of pages) {
      const samples = { site: [], twin: [] };
      // Alternate the two, so a slow moment of the machine hits both alike.
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`${page} run ${run}/${runs}…\n`);
        samples.site.push(await audit(`${origins.site}${page}`));
        samples.twin.push(await audit(`${origins.reference}${twin}`));
      }
      const medians = (list) => ({
        ...Object.fromEntries(
          [
            'performance',
            'accessibility',
            'bestPractices',
            'seo',
            'fcp',
            'lcp',
            'tbt',
            'cls',
            'htmlBytes',
          ].map((key) => [key, median(list.map((sample) => sample[key]))]),
        ),
        // The same files every run: the first run's, with their sizes as sent.
        scripts: list[0].scripts,
        failedAudits: [...new Set(list.flatMap((sample) => sample.failedAudits))],
      });
      lighthouseRows.set(page, { site: medians(samples.site), twin: medians(samples.twin) });
    }
  }
  if (everything || fontOnly) fontRows = await measureWithFont(audit, runs);
  if (!controlsOnly && !fontOnly) {
    process.stdout.write('blocking time, with the app and without…\n');
    blockingRows = await measureBlocking(
      origins.site,
      origins.reference,
      pages.map(([page]) => page),
      twinOf,
      runs,
    );
  }
  if (!blockingOnly && !fontOnly) {
    process.stdout.write('the controls beside their twins…\n');
    controlRows = await measureControls(origins.site, origins.reference);
  }
  if (everything) {
    process.stdout.write('the theme before the first paint…\n');
    themeCost = {
      script: await inlineScriptSize(join(root, 'dist/about.html')),
      time: await rememberedThemeTime(`${origins.site}/`, Math.max(runs, 5)),
    };
  }
} finally {
  for (const server of Object.values(servers)) server.close();
  await rm(referenceDir, { recursive: true, force: true });
}

const controlsTitle = `Controls, medians of ${INP_RUNS} runs: each control of Home as the first thing a visitor does on a freshly loaded page, 800 ms after its network went quiet, under 4× CPU slowdown; what is counted is the longest event of the tap (the browser reports none below 16 ms; the GPU is off, so pages are drawn in software), beside its twin, the same control written in plain HTML on the reference, in the same run. Those a phone shows are tapped by a finger at 390 px; the header's section links, which a phone keeps in the menu, are clicked at 1280 px by a mouse that reached them first. "Before the app starts": its code held back, the head script alone.`;
if (controlsOnly) {
  console.log(`\n${controlsTitle}\n\n${controlsTable(controlRows)}`);
  process.exit(0);
}
if (blockingOnly) {
  console.log(`\n${blockingTable(blockingRows)}`);
  process.exit(0);
}
if (fontOnly) {
  console.log(`\n${fontTable(fontRows)}`);
  process.exit(0);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const scriptBytes = (scripts) => scripts.reduce((sum, { bytes }) => sum + bytes, 0);
const compressedBytes = (scripts) => scripts.reduce((sum, { compressed }) => sum + compressed, 0);
const scriptWeight = (scripts) =>
  `**${kB(compressedBytes(scripts))}** (${kB(scriptBytes(scripts))} as sent)`;
const ratio = (site, twin) => `**${(site / twin).toFixed(2)}×** (${ms(site)} / ${ms(twin)})`;
const pageRows = pages.map(([page]) => {
  const { site, twin } = lighthouseRows.get(page);
  const blocking = blockingRows.find((row) => row.page === page);
  return [
    page,
    ratio(site.lcp, twin.lcp),
    ratio(site.fcp, twin.fcp),
    `**${overBy(blocking.tbt.app, blocking.tbt.floor)}** (${ms(blocking.tbt.app)} / ${ms(blocking.tbt.floor)}; ${ms(blocking.tbt.heldBack)} without the app)`,
    `${ms(blocking.longest.app)} / ${ms(blocking.longest.floor)}`,
    `${overBy(site.tbt, twin.tbt)} (${ms(site.tbt)} / ${ms(twin.tbt)})`,
    `${site.cls.toFixed(3)} / ${twin.cls.toFixed(3)}`,
    `${kB(site.htmlBytes)} / ${kB(twin.htmlBytes)}`,
    scriptWeight(site.scripts),
    `${site.performance} / ${site.accessibility} / ${site.bestPractices} / ${site.seo}`,
  ].join(' | ');
});
const scriptLists = pages.map(([page]) => {
  const { scripts } = lighthouseRows.get(page).site;
  const files = scripts.map(({ file, compressed }) => `${file.split('/').pop()} ${kB(compressed)}`);
  return `- ${page}: ${scriptWeight(scripts)}: ${files.join(', ')}`;
});
const failures = [...lighthouseRows].flatMap(([page, { site, twin }]) =>
  [
    ['this site', site],
    ['twin', twin],
  ]
    .filter(([, row]) => row.failedAudits.length > 0)
    .map(([name, row]) => `- ${page}, ${name}: ${row.failedAudits.join(', ')}`),
);

const chromeVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const report = [
  `# The site beside its plain-HTML twin`,
  '',
  `Lighthouse ${lighthouseVersion} on its mobile profile (simulated slow 4G, 4× CPU slowdown), ${chromeVersion}, ${new Date().toISOString().slice(0, 10)}; medians of ${runs} runs, each page and its twin taken in turn. Each cell is this site's figure beside its twin's: the Ukrainian pages stand beside their English twins.`,
  '',
  '| Page | LCP × twin | FCP × twin | TBT over twin, measured | Longest task, site / twin | TBT over twin, Lighthouse | CLS | HTML as sent | First-load script | Perf / A11y / Best pr. / SEO |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...pageRows.map((row) => `| ${row} |`),
  '',
  `- **TBT, measured**: the Long Tasks after the first contentful paint, each one's time over 50 ms summed as TBT sums them, on a phone (412 px) under slow 4G and a 4× CPU slowdown applied by DevTools, until ${QUIET_WATCH_MS / 1000} s after the network went quiet (bench/blocking.mjs); "without the app": its code held back, the head script alone. The page is driven without DevTools' Runtime domain, as a visitor's browser runs it: while that domain is on, V8 records a stack trace with source positions for every Error made, and parses again on the main thread the code each was made in. Lighthouse turns the domain on, and its TBT is simulated besides: it multiplies a trace taken at full speed by four, and on this two-core machine that puts even the twin over 50 ms in some runs.`,
  `- **HTML as sent**: the page with its response headers; within ${kB(firstRoundTripBytes)} (ten TCP segments) the first paint waits for no second round trip.`,
  "- **First-load script**: every script the page fetches until the network is quiet (Home's printed CV, fetched once the page is idle, among them), compressed with Brotli as the server sends it, and in brackets as sent, with the headers of `npm start`'s HTTP/1.1 (about 0.5 kB a file; HTTP/2 and 3 hosts compress them); listed below.",
  '',
  controlsTitle,
  '',
  controlsTable(controlRows),
  '',
  fontTable(fontRows),
  '',
  'First-load scripts, compressed:',
  '',
  ...scriptLists,
  '',
  `The script inlined in every page's head (the theme and the controls from the first paint) is ${themeCost.script.raw} B, ${themeCost.script.gzip} B gzipped; applying a remembered theme in it takes ${themeCost.time.toFixed(2)} ms (median, 4× CPU slowdown) before the first paint. Lighthouse's runs start with nothing remembered.`,
  ...(failures.length ? ['', 'Audits that did not pass:', ...failures] : []),
  '',
].join('\n');

console.log(`\n${report}`);
await writeFile(join(root, 'bench/results.md'), report);
console.log('Written to bench/results.md.');
