import type {
  FullConfig,
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { isExampleProject } from './rehearsedExamples';

/**
 * Fails the run when an example's project ran no test: a spec its rehearsal.json names, or a
 * title pattern it gives, that matches nothing would otherwise pass, checking nothing.
 */
export default class EveryExampleRuns implements Reporter {
  private readonly ran = new Map<string, number>();

  onBegin(config: FullConfig) {
    for (const { name } of config.projects) if (isExampleProject(name)) this.ran.set(name, 0);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    if (this.ran.has(project) && result.status !== 'skipped') {
      this.ran.set(project, (this.ran.get(project) ?? 0) + 1);
    }
  }

  async onEnd(result: FullResult) {
    const idle = [...this.ran].filter(([, count]) => count === 0).map(([name]) => name);
    if (idle.length === 0 || result.status === 'interrupted') return undefined;
    console.error(
      `\n✖ ${idle.join(', ')} ran no test: its rehearsal.json names a spec or a title that matches none.`,
    );
    return { status: 'failed' as const };
  }

  printsToStdio() {
    return false;
  }
}
