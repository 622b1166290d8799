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

/** "3 devices will get it", for the preview. */
export const recipientsText = (devices: number) =>
  devices === 0 ? 'Nobody you chose gets reminders on a device yet.' : `${devices} ${devices === 1 ? 'device' : 'devices'} will get it.`;
