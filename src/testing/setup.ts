import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadAllLanguages } from '@/content';

// Every language's content, as the build has it: a test may render any page in any language.
await loadAllLanguages();

/**
 * A console error or warning fails the test that caused it, as it would fail the end-to-end
 * suite. A test that expects one replaces the spy's implementation for that test.
 */
const consoleNoise: string[] = [];

beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleNoise.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  const noise = consoleNoise.splice(0);
  if (noise.length > 0) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
