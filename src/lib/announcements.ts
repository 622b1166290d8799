/**
 * "Message your guests" (docs/reminders.md#announcements), what the admin panel and the server
 * share: the message's limit, who it goes to, and its check.
 */
import * as z from 'zod/mini';

export const ANNOUNCEMENT_MAX = 500;
/** Messages one itinerary may send in a day: enough for news, not for a stream of them. */
export const ANNOUNCEMENTS_PER_DAY = 10;

export const announcementSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'Write a message first.'), z.maxLength(ANNOUNCEMENT_MAX, `A message can have up to ${ANNOUNCEMENT_MAX} characters.`)),
  to: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('everyone') }),
    z.object({ kind: z.literal('group'), groupId: z.number().check(z.int(), z.positive()) }),
    z.object({ kind: z.literal('rsvp'), eventId: z.number().check(z.int(), z.positive()), status: z.enum(['going', 'maybe', 'none']) }),
  ]),
  // false: only count who would get it (the preview).
  send: z.boolean(),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** Who a message reaches, or who gets reminders: counts of devices (push) and confirmed email addresses, never who. */
export type Reach = { devices: number; emails: number };

/** "2 devices and 1 email address". */
export function reachText({ devices, emails }: Reach): string {
  const parts = [devices > 0 && `${devices} ${devices === 1 ? 'device' : 'devices'}`, emails > 0 && `${emails} email ${emails === 1 ? 'address' : 'addresses'}`];
  return parts.filter(Boolean).join(' and ');
}

/** "2 devices and 1 email address will get it", for the preview. */
export const recipientsText = (reach: Reach) =>
  reach.devices + reach.emails === 0 ? 'Nobody you chose gets reminders yet.' : `${reachText(reach)} will get it.`;
