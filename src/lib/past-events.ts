/**
 * How a past event looks on the List tab (docs/accessibility.md "Contrast"): it is told apart by
 * a neutral time stripe, the word 'Past' and quieter text, never by fading the card with opacity
 * (that took its text down to 3.2:1). Every text colour here reads at CONTRAST_THRESHOLD or
 * better on the background it sits on; the card stays white, so the theme's link colour (already
 * chosen for white, src/lib/theme.ts) keeps its contrast too.
 */
import { CONTRAST_THRESHOLD, contrastRatio } from './contrast';

export const PAST_EVENT_COLORS = {
  /** The time stripe, in place of the theme's gradient. */
  stripe: '#ebe8f0',
  stripeText: '#3f3852',
  card: '#ffffff',
  title: '#4b4360',
  text: '#5c5570',
} as const;

/** Each text colour of a past event with the background it sits on. */
export const PAST_EVENT_TEXT_ON: ReadonlyArray<readonly [text: string, background: string]> = [
  [PAST_EVENT_COLORS.stripeText, PAST_EVENT_COLORS.stripe],
  [PAST_EVENT_COLORS.title, PAST_EVENT_COLORS.card],
  [PAST_EVENT_COLORS.text, PAST_EVENT_COLORS.card],
];

/** The pairs below the contrast threshold (none, or the colours above need changing). */
export function unreadablePastEventColors(pairs = PAST_EVENT_TEXT_ON) {
  return pairs.filter(([text, background]) => contrastRatio(text, background) < CONTRAST_THRESHOLD);
}
