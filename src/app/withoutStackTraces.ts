/**
 * Evaluated just before React DOM (src/app/reactDom.ts imports it first): the errors React DOM
 * makes as it is evaluated (five sentinels it throws to itself, never shown) get no stack trace.
 * In a visitor's browser a stack trace is cheap; but where DevTools is attached (Lighthouse,
 * PageSpeed Insights, a developer's own), V8 records each with its source positions, and to find
 * them parses all of React DOM again on the main thread: 70–170 ms on a phone.
 */
const stackTraceLimit = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
// Deleted rather than set to 0: at 0, DevTools' own limit still applies.
if (stackTraceLimit?.configurable) Reflect.deleteProperty(Error, 'stackTraceLimit');

/** Gives errors made from now on their stack traces back. */
export function restoreStackTraces(): void {
  if (stackTraceLimit?.configurable)
    Object.defineProperty(Error, 'stackTraceLimit', stackTraceLimit);
}
