/**
 * Runs `work` once the browser has nothing else to do, within a second at the latest; where it
 * has no idle callbacks (Safari), in the next task. Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
  }
  const task = setTimeout(work, 0);
  return () => clearTimeout(task);
}
