import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFile as contentFileName } from '../src/content/contentFiles.ts';
import { siteFolderIn } from './siteFolder.mjs';
import { siteContent } from '../src/testing/siteContent.ts';
import { createSiteServer } from '../server/siteServer.mjs';

const siteFolder = siteFolderIn();

const root = fileURLToPath(new URL('..', import.meta.url));
const contentFile = join(siteFolder, contentFileName);

const [firstProject] = siteContent.projects;
const languages = Object.keys(siteContent.languages);
const writeUpOf = (language: string) => `${firstProject?.id}.${language}.mdx`;
const writeUp = writeUpOf(languages[0] ?? '');

/** The owner's content, with the first project's link broken. */
const brokenContent = `import { siteContent as content } from ${JSON.stringify(contentFile)};
export const siteContent = {
  ...content,
  projects: content.projects.map((project, index) =>
    index === 0 ? { ...project, project: 'not-a-link' } : project,
  ),
};
`;

/** A case study of the first project in every language, whose story is `story`. */
const caseStudy = (story: string) => `---
summary: A story.
role: Developer
period:
  start: 2024-01
  end: 2024-02
team: Solo
stack: [React]
---

## The story

${story}
`;

/** The owner's content, beside case studies of which the first carries a script. */
const contentWithScript = {
  // The words around case studies are the template's.
  'content.ts': `export { siteContent } from ${JSON.stringify(contentFile)};\n`,
  ...Object.fromEntries(
    languages.map((language) => [
      `case-studies/${writeUpOf(language)}`,
      caseStudy(writeUpOf(language) === writeUp ? '<script>alert(1)</script>' : 'Words.'),
    ]),
  ),
};

/** The owner's content, named in letters the fonts lack: it fails late, once the pages are made. */
const lateFailingContent = `import { siteContent as content } from ${JSON.stringify(contentFile)};
export const siteContent = {
  ...content,
  languages: Object.fromEntries(
    Object.entries(content.languages).map(([code, texts]) => [
      code,
      { ...texts, profile: { ...texts.profile, name: 'Ingrid 漢字' } },
    ]),
  ),
};
`;

/** `node scripts/build.mjs` with `args`, run beside the other builds of this file. */
function build(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', ...args], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

const EARLIER_BUILD = '<p>An earlier build</p>';

/**
 * Runs `work` while the site server serves `root`, asking it for Home every 100 ms, as a visitor
 * of `npm start` would during a rebuild: the answers it gave (status and text), and the work's.
 */
async function serveWhileBuilding<T>(root: string, work: () => Promise<T>) {
  const server = createSiteServer({ root, base: '/' });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const answers = new Set<string>();
  let building = true;
  const asking = (async () => {
    while (building) {
      const response = await fetch(origin, { headers: { accept: 'text/html' } });
      answers.add(`${response.status} ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work(), answers };
  } finally {
    building = false;
    await asking;
    server.close();
    server.closeAllConnections();
  }
}

// Concurrent: each build waits mostly on one core, and Vitest's one worker here leaves the other.
describe.concurrent('a failed build', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [
      'a content field',
      { 'content.ts': brokenContent },
      'projects[0].project: "not-a-link" is not an absolute http(s) URL',
      'projects[0].project',
    ],
    [
      'a write-up carrying a script',
      contentWithScript,
      'has <script>, which a write-up may not hold',
      `case-studies/${writeUp}:13:1`,
    ],
    // The CV's PDF, or first the link preview where the site folder has no picture of its own,
    // or first of all the pages' font, where it is the owner's own.
    [
      'a name the fonts cannot set',
      { 'content.ts': lateFailingContent },
      '"漢" (U+6F22), "字" (U+5B57), which none of the fonts has',
      /CV|link preview|look\.font/,
    ],
  ])(
    'ends with what is wrong in %s, not with the bundler’s stack trace, and leaves the last good build served',
    async (_case, files: Record<string, string>, message, where: string | RegExp) => {
      const dir = mkdtempSync(join(tmpdir(), 'failed-build-'));
      dirs.push(dir);
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      // .mts: a config outside the project is bundled as CommonJS otherwise, where ESM-only plugins fail.
      const config = join(dir, 'vite.config.mts');
      writeFileSync(
        config,
        `import { siteConfig } from ${JSON.stringify(join(root, 'vite.config.ts'))};
export default siteConfig({ contentFile: ${JSON.stringify(join(dir, 'content.ts'))} });
`,
      );
      const outDir = join(dir, 'dist');
      mkdirSync(outDir);
      writeFileSync(join(outDir, 'index.html'), EARLIER_BUILD);
      writeFileSync(join(outDir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
      const served = await serveWhileBuilding(outDir, () =>
        build(['--config', config, '--out-dir', outDir, '--log-level', 'error']),
      );
      const { status, stderr } = served.result;
      expect(served.answers, 'what npm start answered through the build').toEqual(
        new Set([`200 ${EARLIER_BUILD}`]),
      );
      expect(status).toBe(1);
      expect(stderr).toContain('The build failed.');
      expect(stderr).toContain(message);
      expect(stderr).toMatch(where);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe(EARLIER_BUILD);
      expect(existsSync(`${outDir}.partial`)).toBe(false);
    },
    90_000,
  );
});
