/**
 * Runs `work` once the browser has painted the next frame, so that what an interaction changed
 * so far reaches the screen before slower work starts (the frame after the next animation frame
 * callback; a task queued from it runs after that frame's paint).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
