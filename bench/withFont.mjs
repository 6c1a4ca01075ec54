// The cost of a web font, for `npm run bench`: an example owner's site that wears one (Inter, cut
// to its letters, `font-display: optional`), built once in it and once in the system's font, each
// page and deep link measured by Lighthouse beside the other in the same run. What it shows is
// whether the font moves anything (CLS, on a first visit, with a deep link too) and what it costs
// the largest paint.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer } from '../server/siteServer.mjs';
import { copyTemplate } from '../harness/templateCopy.mjs';
import { median, milliseconds as ms } from './interactions.mjs';

/** The example owner that wears a shipped font, and the pages measured on their site. */
const FONT_EXAMPLE = 'three-projects-three-languages';
const FONT_PAGES = ['/', '/#contacts', '/about'];

const run = (command, cwd) => {
  const done = spawnSync(command[0], command.slice(1), { cwd, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command.join(' ')} failed:\n${done.stderr}`);
};

/** Builds the example owner's site into `dist-font/` and, without its font, `dist-system/`. */
async function buildBoth(folder) {
  copyTemplate(folder);
  run(['node', 'scripts/new-site.mjs', FONT_EXAMPLE], folder);
  run(['node', 'scripts/build.mjs', '--log-level', 'error', '--out-dir', 'dist-font'], folder);
  const contentFile = join(folder, 'site/content.ts');
  const content = await readFile(contentFile, 'utf8');
  const inSystemFont = content.replace(/font: '[a-z0-9-]+'/, "font: 'system'");
  if (inSystemFont === content) throw new Error(`${FONT_EXAMPLE} no longer sets look.font.`);
  await writeFile(contentFile, inSystemFont);
  run(['node', 'scripts/build.mjs', '--log-level', 'error', '--out-dir', 'dist-system'], folder);
}

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );

/**
 * Each page of the font example in its font beside the system's: medians of `runs` Lighthouse
 * runs (`audit`, the bench's), taken in turn.
 */
export async function measureWithFont(audit, runs) {
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-bench-font-'));
  const servers = [];
  try {
    await buildBoth(folder);
    const origins = {};
    for (const build of ['font', 'system']) {
      const server = createSiteServer({ root: join(folder, `dist-${build}`) });
      servers.push(server);
      origins[build] = await listen(server);
    }
    const rows = [];
    for (const page of FONT_PAGES) {
      const samples = { font: [], system: [] };
      for (let turn = 1; turn <= runs; turn += 1) {
        process.stdout.write(`with a font: ${page} run ${turn}/${runs}…\n`);
        for (const build of ['font', 'system'])
          samples[build].push(await audit(`${origins[build]}${page}`));
      }
      const of = (build, key) => median(samples[build].map((sample) => sample[key]));
      rows.push({
        page,
        cls: { font: of('font', 'cls'), system: of('system', 'cls') },
        lcp: { font: of('font', 'lcp'), system: of('system', 'lcp') },
      });
    }
    return rows;
  } finally {
    for (const server of servers) server.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The rows as the report's table. */
export function fontTable(rows) {
  return [
    `A web font: the ${FONT_EXAMPLE} example in Inter beside it in the system's font, Lighthouse mobile, medians:`,
    '',
    '| Page | CLS, font / system | LCP × system |',
    '| --- | --: | --: |',
    ...rows.map(
      ({ page, cls, lcp }) =>
        `| ${page} | ${cls.font.toFixed(3)} / ${cls.system.toFixed(3)} | **${(lcp.font / lcp.system).toFixed(2)}×** (${ms(lcp.font)} / ${ms(lcp.system)}) |`,
    ),
  ].join('\n');
}
