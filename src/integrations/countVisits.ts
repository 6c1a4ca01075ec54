import type { Integrations } from '@/content/integrationsSchema';
import { asksNotToBeTracked } from './doNotTrack';

/**
 * Starts the visit counts the owner turned on, unless the visitor's browser asks not to be
 * tracked: then nothing of them is even fetched. Each service's code is a chunk of its own,
 * fetched only where it is on.
 */
export async function countVisits(analytics: NonNullable<Integrations['analytics']>) {
  if (asksNotToBeTracked(navigator as Navigator & { globalPrivacyControl?: boolean })) return;
  const { plausible, umami } = analytics;
  if (plausible) (await import('./plausible')).countWithPlausible(plausible);
  if (umami) (await import('./umami')).countWithUmami(umami);
}
