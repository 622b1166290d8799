/**
 * The outbox's `reminder` messages (./reminder-planner.ts): composed when sent, from the events as
 * they are then, for the subscription's eyes only. A reminder whose event moved, was cancelled or
 * is no longer this guest's sends nothing; a digest lists that day's events as they are now. The
 * notification carries the title, the time and the place: never a note, a code or an address.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { pushSubscriptions } from '../../../db/schema';
import type { OutboxKind, SendOutcome } from '../outbox/outbox-rules';
import type { PushNotification } from './push';
import { deliver } from './deliver';
import { eventsFor, reminderItinerary, type ReminderEvent } from './reminder-events';
import { addDays, dayIn, deviceReminderSettings, dueAsPlanned, instantAt } from './reminder-rules';

const reminderPayload = z.discriminatedUnion('kind', [
  z.object({ subscriptionId: z.number().int(), kind: z.literal('digest'), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), dueAt: z.number(), eventIds: z.array(z.number()) }),
  z.object({ subscriptionId: z.number().int(), kind: z.literal('before'), eventId: z.number().int(), startsAt: z.number(), dueAt: z.number() }),
]);

const TITLE_MAX = 80;
const BODY_MAX = 240;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "7:00 PM" in the itinerary's zone. */
const timeOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** "Today", "Tomorrow" or the weekday, as the itinerary's zone counts days from `now`. */
function dayWord(instant: number, timeZone: string, now: number): string {
  const day = dayIn(instant, timeZone);
  const today = dayIn(now, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date(instant));
}

/** The reminder of one event: "Welcome dinner", "Today at 7:00 PM · Casa do Alentejo". */
export function beforeNotification(event: ReminderEvent, itinerary: { projectId: string; timeZone: string }, now: number): PushNotification {
  const when = `${dayWord(event.startsAt, itinerary.timeZone, now)} at ${timeOf(event.startsAt, itinerary.timeZone)}`;
  return {
    title: clip(event.title, TITLE_MAX),
    body: clip([when, event.location].filter(Boolean).join(' · '), BODY_MAX),
    url: `/project/${encodeURIComponent(itinerary.projectId)}#event-${event.id}`,
    tag: `reminder-${event.id}`,
  };
}

/** The digest of a day: "Tomorrow in Lisbon Weekend: 3 events", "9:00 AM Breakfast · 1:00 PM Hike · …". */
export function digestNotification(day: string, dayEvents: ReminderEvent[], itinerary: { projectId: string; name: string; timeZone: string }, now: number): PushNotification {
  const first = dayEvents[0];
  const word = first ? dayWord(first.startsAt, itinerary.timeZone, now) : day;
  const count = dayEvents.length === 1 ? '1 event' : `${dayEvents.length} events`;
  return {
    title: clip(`${word} in ${itinerary.name}: ${count}`, TITLE_MAX),
    body: clip(dayEvents.map((event) => `${timeOf(event.startsAt, itinerary.timeZone)} ${event.title}`).join(' · '), BODY_MAX),
    url: `/project/${encodeURIComponent(itinerary.projectId)}`,
    tag: `digest-${day}`,
  };
}

export const reminderKind: OutboxKind = {
  async send(message, handle): Promise<SendOutcome> {
    const payload = reminderPayload.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    const reminder = payload.data;
    const [subscription] = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, reminder.subscriptionId));
    if (!subscription) return { result: 'skip', reason: 'The subscription is gone' };
    const itinerary = await reminderItinerary(handle, subscription.projectRowId);
    if (!itinerary) return { result: 'skip', reason: 'The itinerary is gone' };
    // The kind may have been turned off, or its time changed, since it was planned (a new time planned its own).
    const settings = deviceReminderSettings(subscription, itinerary.reminders);
    if (!settings[reminder.kind]) return { result: 'skip', reason: 'Turned off on this device' };
    if (!dueAsPlanned(reminder, itinerary.timeZone, settings)) return { result: 'skip', reason: 'Another time was chosen since it was planned' };
    const now = Date.now();
    let notification: PushNotification;
    if (reminder.kind === 'before') {
      if (reminder.startsAt <= now) return { result: 'skip', reason: 'The event has started' };
      const seen = await eventsFor(handle, subscription, itinerary, reminder.startsAt - 1, reminder.startsAt);
      const event = seen.find((e) => e.id === reminder.eventId);
      if (!event) return { result: 'skip', reason: 'The event moved, was cancelled or is no longer this guest’s' };
      notification = beforeNotification(event, itinerary, now);
    } else {
      const from = Math.max(now, instantAt(reminder.day, '00:00', itinerary.timeZone) - 1);
      const dayEvents = (await eventsFor(handle, subscription, itinerary, from, instantAt(addDays(reminder.day, 1), '00:00', itinerary.timeZone) - 1)).filter(
        (event) => dayIn(event.startsAt, itinerary.timeZone) === reminder.day,
      );
      if (dayEvents.length === 0) return { result: 'skip', reason: 'No events that day any more' };
      notification = digestNotification(reminder.day, dayEvents, itinerary, now);
    }
    return deliver(handle, subscription, notification, message);
  },
};
