/**
 * What the case studies' and the posts' checks share: the write-ups in their folder, and their
 * problems, each named by the folder and the file (`site/posts/first-load.en.mdx`).
 */

import type { ContentProblem } from '../schema.ts';

export async function writeUpsIn(folder?: { folder: string; list: () => Promise<string[]> }) {
  const names = ((await folder?.list()) ?? []).filter((name) => name.endsWith('.mdx'));
  const problems: ContentProblem[] = [];
  const problem = (name: string, message: string) =>
    problems.push({ field: `${folder?.folder}/${name}`, message });
  return { names, problems, problem };
}
