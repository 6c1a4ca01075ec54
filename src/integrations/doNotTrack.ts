/** What the browser says of tracking: Do Not Track, and Global Privacy Control where it has it. */
export interface TrackingSignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * Whether the visitor's browser asks not to be tracked: `navigator.doNotTrack` is "1" (Do Not
 * Track) or `navigator.globalPrivacyControl` is true (Global Privacy Control). Where it asks,
 * no visit is counted and nothing of the counting is fetched.
 */
export function asksNotToBeTracked(signals: TrackingSignals): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true;
}
