/**
 * The browser's idle periods in a component test: none comes until the test brings one with
 * `becomeIdle`, as fake timers bring time. What waits for one (the app-drawn CV, the popovers'
 * unseen layout) would otherwise arrive at a moment of its own, racing the test's steps.
 */
const waiting = new Map<number, IdleRequestCallback>();
let lastId = 0;

export function installIdleCallbacks(): void {
  window.requestIdleCallback = (callback) => {
    lastId += 1;
    waiting.set(lastId, callback);
    return lastId;
  };
  window.cancelIdleCallback = (id) => waiting.delete(id);
}

/** An idle period: runs every idle callback waiting now. */
export function becomeIdle(): void {
  const due = [...waiting.values()];
  waiting.clear();
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
}

/** Forgets the callbacks a test left waiting. */
export function forgetIdleCallbacks(): void {
  waiting.clear();
}
