/**
 * Puts each subscription's coming reminders in the outbox (docs/reminders.md#when): every few
 * minutes, for the events of the next PLAN_AHEAD_MS, what ./reminder-rules.ts says is due, one
 * outbox message each, at the times the device follows (its own, else the itinerary's defaults).
 * The dedupe key names the reminder (subscription, what, when), so planning again adds nothing; an
 * event that moves, or a time that changes, gets a new key, and the old message, checked when it
 * is sent (./reminder-kind.ts), sends nothing.
 */
import { and, eq, exists, gt, lte, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { eventRsvpSettings, events, pushSubscriptions } from '../../../db/schema';
import { enqueue, type NewOutboxMessage } from '../outbox/outbox';
import { deliverable, pushRecipient } from './push-subscriptions';
import { eventsFor, reminderItinerary } from './reminder-events';
import { deviceReminderSettings, remindersFor, type DueReminder } from './reminder-rules';
import { NUDGE_BEFORE_MS, plannedNudges } from './rsvp-nudges';

/** How far ahead reminders are planned: past tomorrow's digest, which is due the evening before. */
export const PLAN_AHEAD_MS = 48 * 60 * 60_000;

export type ReminderPayload = { subscriptionId: number } & DueReminder;

const dedupeKey = (subscriptionId: number, reminder: DueReminder) =>
  reminder.kind === 'digest'
    ? `reminder:${subscriptionId}:digest:${reminder.day}:${reminder.dueAt}`
    : `reminder:${subscriptionId}:before:${reminder.eventId}:${reminder.startsAt}:${reminder.dueAt}`;

/** Plans the reminders of every subscription whose itinerary has events coming; returns how many messages it offered. */
export async function planReminders(handle: DatabaseHandle, now = Date.now()): Promise<number> {
  const coming = handle.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.projectRowId, pushSubscriptions.projectRowId), gt(events.datetime, new Date(now)), lte(events.datetime, new Date(now + PLAN_AHEAD_MS))));
  // An RSVP-by date near enough for a nudge (whatever the event's own date).
  const answersClosing = handle.db
    .select({ id: eventRsvpSettings.eventId })
    .from(eventRsvpSettings)
    .where(
      and(
        eq(eventRsvpSettings.projectRowId, pushSubscriptions.projectRowId),
        eq(eventRsvpSettings.asks, true),
        gt(eventRsvpSettings.rsvpBy, new Date(now)),
        lte(eventRsvpSettings.rsvpBy, new Date(now + NUDGE_BEFORE_MS + PLAN_AHEAD_MS)),
      ),
    );
  const subscriptions = await handle.db.select().from(pushSubscriptions).where(and(deliverable(), or(exists(coming), exists(answersClosing)))).orderBy(pushSubscriptions.projectRowId);
  let offered = 0;
  let itinerary: Awaited<ReturnType<typeof reminderItinerary>>;
  for (const subscription of subscriptions) {
    if (itinerary?.id !== subscription.projectRowId) itinerary = await reminderItinerary(handle, subscription.projectRowId);
    if (!itinerary) continue;
    const seen = await eventsFor(handle, subscription, itinerary, now, now + PLAN_AHEAD_MS);
    const settings = deviceReminderSettings(subscription, itinerary.reminders);
    const messages: NewOutboxMessage[] = remindersFor(seen, itinerary.timeZone, now, settings).map((reminder) => ({
      projectRowId: subscription.projectRowId,
      kind: 'reminder',
      recipient: pushRecipient(subscription.id),
      dedupeKey: dedupeKey(subscription.id, reminder),
      payload: { subscriptionId: subscription.id, ...reminder } satisfies ReminderPayload,
      dueAt: reminder.dueAt,
    }));
    messages.push(...(await plannedNudges(handle, subscription, itinerary, now, PLAN_AHEAD_MS)));
    await enqueue(handle, messages);
    offered += messages.length;
  }
  return offered;
}
