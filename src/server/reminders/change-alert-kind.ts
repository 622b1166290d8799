/**
 * The outbox's `event-change` messages (./change-alerts.ts), when due: the event as it is now is
 * compared with the snapshot taken at the first edit, and every device that hears about the event
 * gets one push saying what changed, as a `push` message of its own (each once: its dedupe key names
 * the change and the device). Nothing is sent for an edit guests are not told about (a
 * description, a note), for an event that has started or has gone by, or to a device that does
 * not hear about the event (./reminder-events.ts: private events included only for their listed
 * guests, who came by their personal link).
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { DatabaseHandle } from '../../../db/index';
import { events, pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema';
import { attends } from '../../lib/attendees';
import { guestAttendance } from '../guests/visibility';
import { reconcileInvitations } from '../invitations/invitations';
import { enqueue, type NewOutboxMessage } from '../outbox/outbox';
import type { OutboxKind } from '../outbox/outbox-rules';
import type { PushNotification } from './push';
import { deliverable, pushRecipient } from './push-subscriptions';
import { eventsFor, reminderItinerary, type ReminderItinerary } from './reminder-events';
import { afterQuietHours, dayIn } from './reminder-rules';

const snapshot = z.object({
  title: z.string(),
  startsAt: z.number(),
  location: z.string().nullable(),
  attendees: z.string().nullable(),
  visibility: z.string(),
});
const changePayload = z.object({ eventId: z.number().int(), before: snapshot.nullable() });
type Snapshot = z.infer<typeof snapshot>;

export type EventChange =
  | { kind: 'added'; now: Snapshot }
  | { kind: 'cancelled'; before: Snapshot }
  | { kind: 'moved'; before: Snapshot; now: Snapshot }
  | { kind: 'place'; before: Snapshot; now: Snapshot };

/** What guests are told changed between `before` and `now` (null: nothing they are told about). */
export function changeBetween(before: Snapshot | null, now: Snapshot | null): EventChange | null {
  if (!before && now) return { kind: 'added', now };
  if (before && !now) return { kind: 'cancelled', before };
  if (!before || !now) return null;
  if (before.startsAt !== now.startsAt) return { kind: 'moved', before, now };
  if ((before.location ?? '') !== (now.location ?? '')) return { kind: 'place', before, now };
  return null;
}

const time = (instant: number, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
/** "Sat, Jun 14, 7:00 PM" in `timeZone`. */
export const dayAndTime = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** "Dinner moved from 7:00 PM to 8:30 PM" (with the day when the day changes), and the like. */
export function changeNotification(change: EventChange, eventId: number, itinerary: Pick<ReminderItinerary, 'projectId' | 'name' | 'timeZone'>): PushNotification {
  const zone = itinerary.timeZone;
  const url = `/project/${encodeURIComponent(itinerary.projectId)}${change.kind === 'cancelled' ? '' : `#event-${eventId}`}`;
  const tag = `change-${eventId}`;
  switch (change.kind) {
    case 'added':
      return { title: `New in ${itinerary.name}: ${change.now.title}`, body: [dayAndTime(change.now.startsAt, zone), change.now.location].filter(Boolean).join(' · '), url, tag };
    case 'cancelled':
      return { title: `Cancelled: ${change.before.title}`, body: `It was on ${dayAndTime(change.before.startsAt, zone)}.`, url, tag };
    case 'moved': {
      const sameDay = dayIn(change.before.startsAt, zone) === dayIn(change.now.startsAt, zone);
      const from = sameDay ? time(change.before.startsAt, zone) : dayAndTime(change.before.startsAt, zone);
      const to = sameDay ? time(change.now.startsAt, zone) : dayAndTime(change.now.startsAt, zone);
      return { title: `${change.now.title} moved from ${from} to ${to}`, body: [sameDay ? dayAndTime(change.now.startsAt, zone) : '', change.now.location].filter(Boolean).join(' · ') || 'Tap to see the plan.', url, tag };
    }
    case 'place':
      return { title: `${change.now.title}: new place`, body: change.now.location ? `Now at ${change.now.location}` : 'The place was removed.', url, tag };
  }
}

/**
 * Whether `subscription` heard about the event as it was before (a cancelled event): public
 * events by who attends; a private one only for a listed guest by their personal link, named
 * in its attendees.
 */
async function heardBefore(handle: DatabaseHandle, subscription: PushSubscriptionRow, before: Snapshot): Promise<boolean> {
  if (subscription.guestId !== null && subscription.identity !== null) {
    if (before.visibility === 'listed' && subscription.identity !== 'link') return false;
    return (await guestAttendance(handle, subscription.projectRowId, subscription.guestId))(before.attendees);
  }
  if (before.visibility === 'listed') return false;
  const people = subscription.people ? (JSON.parse(subscription.people) as string[]) : [];
  return people.length === 0 || people.some((person) => attends(before.attendees, person));
}

export const changeAlertKind: OutboxKind = {
  async send(message, handle) {
    const payload = changePayload.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    const { eventId, before } = payload.data;
    // Calendar invitations follow the event too, whatever guests are alerted about (a new description, a guest taken off).
    await reconcileInvitations(handle, message.projectRowId, { eventIds: [eventId] });
    const itinerary = await reminderItinerary(handle, message.projectRowId);
    if (!itinerary) return { result: 'skip', reason: 'The itinerary is gone' };
    const [row] = await handle.db
      .select({ title: events.title, datetime: events.datetime, location: events.location, attendees: events.attendees, visibility: events.visibility })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.projectRowId, message.projectRowId)));
    const now = row ? { title: row.title, startsAt: row.datetime.getTime(), location: row.location, attendees: row.attendees, visibility: row.visibility } : null;
    const change = changeBetween(before, now);
    if (!change) return { result: 'skip', reason: 'Nothing guests are told about changed' };
    const at = Date.now();
    const startsAt = change.kind === 'cancelled' ? change.before.startsAt : change.now.startsAt;
    if (startsAt <= at) return { result: 'skip', reason: 'The event has started or gone by' };
    const notification = changeNotification(change, eventId, itinerary);
    const subscriptions = await handle.db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.projectRowId, message.projectRowId), deliverable()));
    const alerts: NewOutboxMessage[] = [];
    for (const subscription of subscriptions) {
      const hears =
        change.kind === 'cancelled'
          ? await heardBefore(handle, subscription, change.before)
          : (await eventsFor(handle, subscription, itinerary, startsAt - 1, startsAt)).some((event) => event.id === eventId);
      if (!hears) continue;
      alerts.push({
        projectRowId: message.projectRowId,
        kind: 'push',
        recipient: pushRecipient(subscription.id),
        dedupeKey: `alert:${message.id}:${subscription.id}`,
        payload: { subscriptionId: subscription.id, notification },
        // Quiet hours hold alerts too, except about an event starting within 3 hours.
        dueAt: afterQuietHours(at, itinerary.timeZone, startsAt),
      });
    }
    await enqueue(handle, alerts);
    return { result: 'sent' };
  },
};
