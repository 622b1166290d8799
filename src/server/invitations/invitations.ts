/**
 * Sending calendar invitations (docs/reminders.md#calendar-invitations): for each confirmed email
 * subscription that asked for them, the events it hears about now are compared with what it was
 * sent (`calendar_invitations`), and each message it is owed (./invitation-rules.ts) is recorded
 * and queued in one transaction. Safe to run again and from several processes at once: the row
 * moves to a SEQUENCE only from the one before it, and the outbox message exists only for the
 * row that landed (its dedupe key names the SEQUENCE), so one SEQUENCE is never queued twice.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { DatabaseHandle } from '../../../db/index';
import { calendarInvitations, pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema';
import { EVENT_DEFAULT_DURATION_MS } from '../../lib/limits';
import { config } from '../core/config';
import { pushRecipient } from '../reminders/push-subscriptions';
import { eventsFor, reminderItinerary, type HeardEvent } from '../reminders/reminder-events';
import { invitationSteps, type InvitationEvent, type InvitationStep } from './invitation-rules';

/** The outbox kind of one invitation email (./invitation-kind.ts). */
export const INVITATION_KIND = 'invitation';

/** An invitation's event as stored (`calendar_invitations.last`) and queued. */
export const invitationEventSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  start: z.number(),
  end: z.number(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string(),
});

/** What an `invitation` outbox message holds. */
export const invitationPayloadSchema = z.object({
  subscriptionId: z.number().int(),
  method: z.enum(['REQUEST', 'CANCEL']),
  sequence: z.number().int().min(0),
  event: invitationEventSchema,
});

/** One message per subscription, event and SEQUENCE. */
export const invitationDedupeKey = (subscriptionId: number, eventId: number, sequence: number) => `invitation:${subscriptionId}:${eventId}:${sequence}`;

/** The event as an invitation shows it: no private note, no code; an event without an end lasts an hour. */
export function invitationEventOf(event: HeardEvent, projectId: string, siteUrl: string): InvitationEvent {
  return {
    eventId: event.id,
    title: event.title,
    start: event.startsAt,
    end: event.endsAt ?? event.startsAt + EVENT_DEFAULT_DURATION_MS,
    location: event.location,
    description: event.description,
    url: `${siteUrl.replace(/\/+$/, '')}/project/${encodeURIComponent(projectId)}#event-${event.id}`,
  };
}

/** Every event, whenever it is: the rules themselves leave out the ones that have started. */
const ALL_TIME_MS = 8.64e15;

export type InvitationScope = { subscriptionIds?: readonly number[]; eventIds?: readonly number[] };

/**
 * Queues the invitations owed on one itinerary (or only to some subscriptions, about some
 * events); the number of messages queued.
 */
export async function reconcileInvitations(
  handle: DatabaseHandle,
  projectRowId: number,
  scope: InvitationScope = {},
  options: { now?: number; siteUrl?: string } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  const siteUrl = options.siteUrl ?? config().SITE_URL;
  const itinerary = await reminderItinerary(handle, projectRowId);
  if (!itinerary) return 0;
  const subscriptions = await handle.db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.projectRowId, projectRowId),
        eq(pushSubscriptions.channel, 'email'),
        eq(pushSubscriptions.invitations, true),
        isNotNull(pushSubscriptions.confirmedAt),
        scope.subscriptionIds ? inArray(pushSubscriptions.id, [...scope.subscriptionIds]) : undefined,
      ),
    );
  const inScope = (eventId: number) => !scope.eventIds || scope.eventIds.includes(eventId);
  let queued = 0;
  for (const subscription of subscriptions) {
    const heard = (await eventsFor(handle, subscription, itinerary, -ALL_TIME_MS, ALL_TIME_MS)).filter((event) => inScope(event.id));
    const rows = await handle.db
      .select()
      .from(calendarInvitations)
      .where(and(eq(calendarInvitations.subscriptionId, subscription.id), scope.eventIds ? inArray(calendarInvitations.eventId, [...scope.eventIds]) : undefined));
    const sent = rows.flatMap((row) => {
      const last = invitationEventSchema.safeParse(JSON.parse(row.last));
      return last.success ? [{ eventId: row.eventId, fingerprint: row.fingerprint, sequence: row.sequence, cancelled: row.cancelled, start: row.startsAt.getTime(), last: last.data }] : [];
    });
    const wanted = heard.map((event) => invitationEventOf(event, itinerary.projectId, siteUrl));
    for (const step of invitationSteps(wanted, sent, now)) queued += await queueStep(handle, subscription, step, now);
  }
  return queued;
}

/**
 * Records `step` as what the subscription was last sent about its event and queues its email, in
 * one transaction: the row moves only from the SEQUENCE before (a first message only where there
 * is none), the message is added only for the row that landed, and the pair's older messages
 * that wait and nobody is sending are dropped (the newer one says all they would). 1 when queued.
 */
async function queueStep(handle: DatabaseHandle, subscription: PushSubscriptionRow, step: InvitationStep, now: number): Promise<number> {
  const { eventId } = step.event;
  const key = invitationDedupeKey(subscription.id, eventId, step.sequence);
  const recipient = pushRecipient(subscription.id);
  const cancelled = step.method === 'CANCEL';
  const payload = JSON.stringify({ subscriptionId: subscription.id, method: step.method, sequence: step.sequence, event: step.event });
  const [, queued] = await handle.write((db) =>
    db.batch([
      db.run(sql`
        INSERT INTO calendar_invitations (subscription_id, event_id, fingerprint, sequence, cancelled, starts_at, last, updated_at)
        VALUES (${subscription.id}, ${eventId}, ${step.fingerprint}, ${step.sequence}, ${cancelled}, ${step.event.start}, ${JSON.stringify(step.event)}, ${now})
        ON CONFLICT (subscription_id, event_id) DO UPDATE SET
          fingerprint = excluded.fingerprint, sequence = excluded.sequence, cancelled = excluded.cancelled,
          starts_at = excluded.starts_at, last = excluded.last, updated_at = excluded.updated_at
        WHERE calendar_invitations.sequence = excluded.sequence - 1`),
      db.run(sql`
        INSERT INTO outbox_messages (project_id, kind, recipient, dedupe_key, payload, due_at)
        SELECT ${subscription.projectRowId}, ${INVITATION_KIND}, ${recipient}, ${key}, ${payload}, ${now}
        WHERE EXISTS (
          SELECT 1 FROM calendar_invitations
          WHERE subscription_id = ${subscription.id} AND event_id = ${eventId} AND sequence = ${step.sequence}
            AND fingerprint = ${step.fingerprint} AND cancelled = ${cancelled}
        )
        ON CONFLICT (dedupe_key) DO NOTHING`),
      db.run(sql`
        UPDATE outbox_messages SET state = 'dropped', last_error = 'A newer invitation replaced it'
        WHERE recipient = ${recipient} AND kind = ${INVITATION_KIND} AND state = 'pending'
          AND (lease_until IS NULL OR lease_until <= ${now})
          AND dedupe_key LIKE ${`invitation:${subscription.id}:${eventId}:%`} AND dedupe_key <> ${key}
          AND EXISTS (SELECT 1 FROM outbox_messages WHERE dedupe_key = ${key})`),
    ]),
  );
  return queued.rowsAffected;
}
