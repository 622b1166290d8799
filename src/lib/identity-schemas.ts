/**
 * The forms of who a guest is (docs/product.md#who-a-guest-is): "Who are you?" (a name picked from
 * the guest list, or skip) and the organiser's "Only personal links" switch.
 */
import * as z from 'zod/mini';

const PICK_MESSAGE = 'Please choose your name from the list, or skip.';

/** "Who are you?" as the page's form posts it: a guest's id, or skip. */
export const whoFormSchema = z.union([
  z.object({ skip: z.literal('1') }),
  z.object({ guestId: z.string().check(z.regex(/^[1-9][0-9]{0,11}$/, PICK_MESSAGE)) }),
], { error: PICK_MESSAGE });

/** PUT …/shared-code: whether the shared access code opens the itinerary. */
export const sharedCodeSchema = z.object({ on: z.boolean('Say whether the shared code opens the itinerary.') });
