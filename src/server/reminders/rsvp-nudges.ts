/**
 * RSVP nudges (docs/reminders.md#rsvp-nudges): once, NUDGE_BEFORE_MS before an event's RSVP-by
 * date, a guest on the guest list who goes to the event and has not answered gets a push asking
 * them to (on each device subscribed as them). Planned with the reminders; checked again when
 * sent, so an answer given meanwhile, a new date or answers no longer asked for send nothing.
 */
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import * as z from 'zod';
import type { DatabaseHandle } from '../../../db/index';
import { eventRsvpSettings, events, guests, pushSubscriptions, rsvpAnswers, type PushSubscriptionRow } from '../../../db/schema';
import type { NewOutboxMessage } from '../outbox/outbox';
import type { OutboxKind } from '../outbox/outbox-rules';
import { deliver } from './deliver';
import { pushRecipient } from './push-subscriptions';
import { eventsFor, reminderItinerary } from './reminder-events';
import { afterQuietHours, LATE_GRACE_MS } from './reminder-rules';

export const NUDGE_BEFORE_MS = 2 * 24 * 60 * 60_000;

/** The event asks for answers until `rsvpBy`, `subscription`'s guest goes, and has not answered. */
async function owesAnswer(handle: DatabaseHandle, subscription: PushSubscriptionRow, eventId: number, rsvpBy: number) {
  if (subscription.guestId === null || subscription.identity === null) return null;
  const [row] = await handle.db
    .select({ title: events.title, datetime: events.datetime, asks: eventRsvpSettings.asks, rsvpBy: eventRsvpSettings.rsvpBy, guestKey: guests.guestKey })
    .from(events)
    .innerJoin(eventRsvpSettings, eq(eventRsvpSettings.eventId, events.id))
    .innerJoin(guests, eq(guests.id, subscription.guestId))
    .where(and(eq(events.id, eventId), eq(events.projectRowId, subscription.projectRowId), eq(guests.projectRowId, subscription.projectRowId)));
  if (!row || !row.asks || row.rsvpBy?.getTime() !== rsvpBy) return null;
  const [answered] = await handle.db
    .select({ id: rsvpAnswers.id })
    .from(rsvpAnswers)
    .where(and(eq(rsvpAnswers.eventId, eventId), eq(rsvpAnswers.guestKey, row.guestKey)));
  return answered ? null : row;
}

/** The nudges due for `subscription` (a guest on the list) by its itinerary's RSVP-by dates. */
export async function plannedNudges(
  handle: DatabaseHandle,
  subscription: PushSubscriptionRow,
  itinerary: { version: number; publicVersion: number; timeZone: string },
  now: number,
  aheadMs: number,
): Promise<NewOutboxMessage[]> {
  if (subscription.guestId === null || subscription.identity === null) return [];
  const asking = await handle.db
    .select({ eventId: eventRsvpSettings.eventId, rsvpBy: eventRsvpSettings.rsvpBy })
    .from(eventRsvpSettings)
    .where(
      and(
        eq(eventRsvpSettings.projectRowId, subscription.projectRowId),
        eq(eventRsvpSettings.asks, true),
        isNotNull(eventRsvpSettings.rsvpBy),
        gt(eventRsvpSettings.rsvpBy, new Date(now)),
        lte(eventRsvpSettings.rsvpBy, new Date(now + NUDGE_BEFORE_MS + aheadMs)),
      ),
    );
  const messages: NewOutboxMessage[] = [];
  for (const { eventId, rsvpBy } of asking) {
    const by = rsvpBy!.getTime();
    const dueAt = afterQuietHours(by - NUDGE_BEFORE_MS, itinerary.timeZone);
    if (dueAt < now - LATE_GRACE_MS || dueAt >= by) continue;
    const owed = await owesAnswer(handle, subscription, eventId, by);
    if (!owed) continue;
    // Only for an event the guest hears about (a private one only by their personal link).
    const startsAt = owed.datetime.getTime();
    const seen = await eventsFor(handle, subscription, itinerary, startsAt - 1, startsAt);
    if (!seen.some((event) => event.id === eventId)) continue;
    messages.push({
      projectRowId: subscription.projectRowId,
      kind: 'rsvp-nudge',
      recipient: pushRecipient(subscription.id),
      dedupeKey: `nudge:${subscription.id}:${eventId}:${by}`,
      payload: { subscriptionId: subscription.id, eventId, rsvpBy: by },
      dueAt,
    });
  }
  return messages;
}

const nudgePayload = z.object({ subscriptionId: z.number().int(), eventId: z.number().int(), rsvpBy: z.number() });

export const rsvpNudgeKind: OutboxKind = {
  async send(message, handle) {
    const payload = nudgePayload.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    const { subscriptionId, eventId, rsvpBy } = payload.data;
    const [subscription] = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    if (!subscription) return { result: 'skip', reason: 'The subscription is gone' };
    if (rsvpBy <= Date.now()) return { result: 'skip', reason: 'Answers have closed' };
    const owed = await owesAnswer(handle, subscription, eventId, rsvpBy);
    if (!owed) return { result: 'skip', reason: 'Answered, or no longer asked' };
    const itinerary = await reminderItinerary(handle, subscription.projectRowId);
    if (!itinerary) return { result: 'skip', reason: 'The itinerary is gone' };
    const by = new Intl.DateTimeFormat('en-US', { timeZone: itinerary.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
      new Date(rsvpBy),
    );
    return deliver(handle, subscription, {
      title: `Will you come to ${owed.title}?`,
      body: `Please answer by ${by}.`,
      url: `/project/${encodeURIComponent(itinerary.projectId)}#event-${eventId}`,
      tag: `nudge-${eventId}`,
    }, message);
  },
};
