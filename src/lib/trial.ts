import { UPSELL_MIN_EVENTS } from './limits';

/**
 * Free-tier codes (docs/product.md#free-tier-and-full-access) and the feature each names in the
 * upgrade prompt.
 * The server answers a paid-only action on an unpaid itinerary with 403 and one of these codes.
 */
export const TRIAL_FEATURES = {
  TRIAL_FAQ_BLOCKED: 'manage FAQs',
  TRIAL_CUSTOMIZATION_BLOCKED: 'customize themes and colors',
  TRIAL_IMAGE_BLOCKED: 'upload custom images',
  TRIAL_LIMIT_REACHED: 'add more events',
  TITLE_CHANGE_LIMIT_REACHED: 'change the title',
} as const;

type TrialCode = keyof typeof TRIAL_FEATURES;

/** The ghost upsells (Add Custom Link, Print) name these features. */
export const UPSELL_FEATURES = {
  links: 'add custom links',
  print: 'print your itinerary',
} as const;

/** The feature text for a 403 body's code (other codes 'access this feature'). */
export function trialFeature(code: string | undefined): string {
  return code && code in TRIAL_FEATURES ? TRIAL_FEATURES[code as TrialCode] : 'access this feature';
}

/**
 * Which ghost upsells an unpaid itinerary shows in admin mode: 'Print' once it has
 * UPSELL_MIN_EVENTS events, 'Add Custom Link' too while it has no links.
 */
export function ghostUpsells(
  project: { isPaid: boolean; customLinks: readonly unknown[] },
  eventCount: number,
  adminMode: boolean,
): { print: boolean; links: boolean } {
  const print = adminMode && !project.isPaid && eventCount >= UPSELL_MIN_EVENTS;
  return { print, links: print && project.customLinks.length === 0 };
}

/**
 * What the upgrade prompt says an unpaid organiser tried to do in the admin panel (each
 * attempt opens the prompt naming the feature). Colours and themes use the wording of
 * TRIAL_CUSTOMIZATION_BLOCKED.
 */
export const CUSTOMIZE_FEATURES = {
  colors: TRIAL_FEATURES.TRIAL_CUSTOMIZATION_BLOCKED,
  fonts: 'change fonts',
  background: 'change the background',
  title: TRIAL_FEATURES.TITLE_CHANGE_LIMIT_REACHED,
  displays: 'choose what your itinerary shows',
  links: UPSELL_FEATURES.links,
  codes: 'set custom access codes',
} as const;
