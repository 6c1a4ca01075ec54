import { REDUCED_MOTION } from '@/lib/motion';

/**
 * The system settings jsdom's `matchMedia` answers from (src/testing/setupDom.ts). Its answers
 * are live, as a browser's are: code that keeps a MediaQueryList (src/lib/motion.ts) sees a
 * test's setting, and every test starts from no preference.
 */
const systemPreferences = { reducedMotion: false };

/** Sets the system's "reduce motion" setting for the rest of the test. */
export function preferReducedMotion(reduce: boolean): void {
  systemPreferences.reducedMotion = reduce;
}

/** Whether the system, as set, matches a media query: only "reduce motion" is known. */
export function matchesSystem(query: string): boolean {
  return query === REDUCED_MOTION && systemPreferences.reducedMotion;
}
