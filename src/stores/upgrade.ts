/**
 * The upgrade prompt, opened from anywhere: a ghost upsell, a
 * disabled control, or any 403 the server answers with a trial code.
 */
import { atom } from 'nanostores';
import { ApiError } from '../lib/api-client';
import { trialFeature } from '../lib/trial';

/** The blocked feature in words ('manage FAQs'), or null when the prompt is closed. */
export const $upgradeFeature = atom<string | null>(null);

export function openUpgrade(feature: string): void {
  $upgradeFeature.set(feature);
}

export function closeUpgrade(): void {
  $upgradeFeature.set(null);
}

/**
 * Opens the upgrade prompt when `error` is a 403 carrying a `code`; returns whether it
 * did, so callers fall back to their error toast otherwise.
 */
export function showUpgradeFor(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const code = error.data?.code;
  if (typeof code !== 'string' || code === 'FORBIDDEN') return false;
  openUpgrade(trialFeature(code));
  return true;
}
