import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { withTemplateWords } from '../content/interface/index.ts';
import { localizeContent, localizeHistory } from '../content/localize.ts';
import { cvOf } from './cv.ts';
import { contentFromResume } from './importResume.ts';
import { jsonResumeOf } from './jsonResume.ts';
import { leavesOf } from './resumeLeftovers.ts';
import { resumeSchemaProblems } from './resumeSchema.ts';

/** The standard's own sample resume, as its package ships it. */
const sample = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'),
    'utf8',
  ),
) as Record<string, unknown>;

/** The value at a leaf's path (`work[0].highlights[1]`) in `value`. */
const valueAt = (value: unknown, path: string): unknown =>
  path
    .split(/\.|(?=\[)/)
    .reduce<unknown>(
      (inner, key) =>
        inner === undefined || inner === null
          ? undefined
          : (inner as Record<string, unknown>)[key.replace(/^\[(\d+)\]$/, '$1')],
      value,
    );

/** Equal, or the same address (`https://a.dev` is `https://a.dev/`). */
const sameValue = (sent: unknown, returned: unknown) =>
  sent === returned ||
  (typeof sent === 'string' &&
    typeof returned === 'string' &&
    URL.parse(sent)?.href !== undefined &&
    URL.parse(sent)?.href === URL.parse(returned)?.href);

/** The paths the import's report names as not kept: `work[0].description, …: why`. */
const reportedPaths = (lines: readonly string[]) =>
  lines.flatMap((line) =>
    line
      .slice(0, line.indexOf(': '))
      .split(', ')
      .map((path) => path.replace(/ \(\d+ entr(?:y|ies)\)$/, '')),
  );

describe('a round trip through JSON Resume, on the standard’s own sample', () => {
  const result = contentFromResume(sample, 'en');
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  const site = withTemplateWords(result.content);
  const cv = cvOf(localizeContent(site, 'en'), localizeHistory(site, 'en'), {
    home: site.siteUrl,
  });
  const back = jsonResumeOf(cv, `${site.siteUrl}resume.json`);
  const notKept = reportedPaths([...result.leftOut, ...result.shortened]);
  const isReported = (path: string) =>
    notKept.some(
      (reported) =>
        path === reported || path.startsWith(`${reported}.`) || path.startsWith(`${reported}[`),
    );

  it('gives back a resume valid against the standard’s schema', () => {
    expect(resumeSchemaProblems(back)).toEqual([]);
  });

  it('gives back every field it keeps, equal, under the standard’s own name', () => {
    const kept = leavesOf(sample).filter((path) => !isReported(path));
    const differing = kept
      .map((path) => ({ path, sent: valueAt(sample, path), back: valueAt(back, path) }))
      .filter(({ path, sent, back: returned }) => {
        // A project's keywords come back as the skills they name, in the skill lists' order.
        const keywords = /^(projects\[\d+\]\.keywords)\[\d+\]$/.exec(path)?.[1];
        if (keywords) return !(valueAt(back, keywords) as unknown[] | undefined)?.includes(sent);
        return !sameValue(sent, returned);
      });
    expect(differing).toEqual([]);
  });

  it('names what it does not keep, references among them, which stay off a public site', () => {
    expect(result.leftOut).toContainEqual(
      expect.stringMatching(/^references \(1 entry\): .*stays off a public site$/),
    );
    expect(back).not.toHaveProperty('references');
  });
});
