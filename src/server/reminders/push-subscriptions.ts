/**
 * Browsers' Web Push subscriptions to an itinerary's reminders (docs/reminders.md). A browser with
 * a grant subscribes; whose reminders it gets is what the grant says then (the guest it is, and
 * how it knows), or else the people it filters to. Limits hold inside the statement, so concurrent
 * subscribes cannot pass them.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, pushSubscriptions } from '../../../db/schema';
import { HOUR_MS } from '../../lib/limits';
import type { DeviceReminderTimes } from '../../lib/organiser-schemas';
import type { Access } from '../access/access';
import { config } from '../core/config';
import { badRequest, HttpError } from '../http/errors';
import { takeAllowance } from '../limits/allowance';
import { dropPendingFor, enqueue } from '../outbox/outbox';
import { reminderDefaultsColumns, reminderItinerary } from './reminder-events';
import { deviceReminderSettings } from './reminder-rules';
import {
  PUSH_SUBSCRIBES_PER_CLIENT_PER_HOUR,
  PUSH_SUBSCRIPTIONS_PER_BROWSER,
  PUSH_SUBSCRIPTIONS_PER_ITINERARY,
  pushEndpointProblem,
  type PushSubscriptionInput,
} from './push-rules';

export const PUSH_MESSAGES = {
  unknownService: "This browser's notification service isn't one we can send to. Try email reminders instead.",
  full: 'This itinerary has as many devices getting reminders as it can take.',
  tooManyHere: 'This browser already gets reminders on several devices. Turn one off first.',
  tooMany: 'Too many changes to reminders from here.',
} as const;

/** Subscriptions anything may be sent to: every device, and the email addresses that were confirmed. */
export const deliverable = () => or(eq(pushSubscriptions.channel, 'push'), isNotNull(pushSubscriptions.confirmedAt));

/** The recipient name outbox messages to a subscription carry. */
export const pushRecipient = (subscriptionId: number) => `push:${subscriptionId}`;

/**
 * Whose reminders a subscription this browser makes now gets (docs/reminders.md#whose-events):
 * the guest its grant names and how it knows, or else the people it filters to (null: everyone).
 */
export function subscriberOf(access: Access, sessionId: string, people: string[] | null) {
  return {
    sessionId,
    guestId: access.role === 'viewer' ? access.guestId : null,
    identity: access.role === 'viewer' ? access.identity : null,
    people: people && people.length > 0 ? JSON.stringify(people) : null,
  };
}

/**
 * Adds (or renews) this browser's subscription, and sends a first notification through the
 * outbox, so the guest sees at once that it works. Returns the subscription's id.
 */
export async function subscribe(
  handle: DatabaseHandle,
  access: Access,
  sessionId: string,
  client: string,
  input: PushSubscriptionInput,
  people: string[] | null,
  settings?: { digest: boolean; before: boolean },
  times?: DeviceReminderTimes,
): Promise<number> {
  const problem = pushEndpointProblem(input.endpoint, config().PUSH_SERVICE_HOSTS);
  if (problem) throw badRequest(PUSH_MESSAGES.unknownService);
  await takeAllowance(handle, `push-subscribe:client:${client}`, PUSH_SUBSCRIBES_PER_CLIENT_PER_HOUR, PUSH_MESSAGES.tooMany, HOUR_MS);
  const who = {
    ...subscriberOf(access, sessionId, people),
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    // What it gets once it chose (else the itinerary's defaults), and its own times (null: the defaults').
    ...(settings && { ...settings, kindsChosen: true }),
    ...times,
  };
  const id = await handle.write(async (db) => {
    // The same endpoint again (a renewed subscription, another grant on the same device) takes it over.
    const renewed = await db
      .update(pushSubscriptions)
      .set(who)
      .where(and(eq(pushSubscriptions.projectRowId, access.projectRowId), eq(pushSubscriptions.endpoint, input.endpoint)))
      .returning({ id: pushSubscriptions.id });
    if (renewed[0]) return renewed[0].id;
    // Inserted only while both limits hold (one statement: concurrent subscribes cannot pass them).
    const rows = await db.all<{ id: number }>(sql`
      INSERT INTO push_subscriptions (project_id, session_id, guest_id, identity, people, endpoint, p256dh, auth, digest, "before", kinds_chosen, digest_at, before_minutes)
      SELECT ${access.projectRowId}, ${who.sessionId}, ${who.guestId}, ${who.identity}, ${who.people}, ${input.endpoint}, ${who.p256dh}, ${who.auth},
        ${settings?.digest ?? true}, ${settings?.before ?? true}, ${settings !== undefined}, ${times?.digestAt ?? null}, ${times?.beforeMinutes ?? null}
      WHERE (SELECT count(*) FROM push_subscriptions WHERE project_id = ${access.projectRowId}) < ${PUSH_SUBSCRIPTIONS_PER_ITINERARY}
        AND (SELECT count(*) FROM push_subscriptions WHERE project_id = ${access.projectRowId} AND session_id = ${sessionId} AND channel = 'push') < ${PUSH_SUBSCRIPTIONS_PER_BROWSER}
      RETURNING id`);
    return rows[0]?.id ?? null;
  });
  if (id === null) {
    const here = await handle.db.$count(
      pushSubscriptions,
      and(eq(pushSubscriptions.projectRowId, access.projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.channel, 'push')),
    );
    throw new HttpError(409, here >= PUSH_SUBSCRIPTIONS_PER_BROWSER ? PUSH_MESSAGES.tooManyHere : PUSH_MESSAGES.full, 'LIMIT_REACHED');
  }
  const itinerary = await reminderItinerary(handle, access.projectRowId);
  if (!itinerary) return id;
  await enqueue(handle, [
    {
      projectRowId: access.projectRowId,
      kind: 'push',
      recipient: pushRecipient(id),
      dedupeKey: `push-welcome:${id}:${input.keys.auth}`,
      payload: {
        subscriptionId: id,
        notification: {
          title: itinerary.name,
          body: "You'll get reminders for this itinerary on this device.",
          url: `/project/${encodeURIComponent(itinerary.projectId)}`,
          tag: `welcome-${id}`,
        },
      },
      dueAt: Date.now(),
    },
  ]);
  return id;
}

/** This browser's subscription with `endpoint` goes, with its pending messages. */
export async function unsubscribe(handle: DatabaseHandle, projectRowId: number, sessionId: string, endpoint: string): Promise<boolean> {
  const gone = await handle.write((db) =>
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.projectRowId, projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id }),
  );
  await dropPendingFor(handle, gone.map((row) => pushRecipient(row.id)));
  return gone.length > 0;
}

/**
 * What this browser's device with `endpoint` gets (the kinds as it follows them now), and its own
 * times (null: it follows the itinerary's), or null when it has no such subscription.
 */
export async function deviceSettings(handle: DatabaseHandle, projectRowId: number, sessionId: string, endpoint: string) {
  const [row] = await handle.db
    .select({
      kindsChosen: pushSubscriptions.kindsChosen,
      digest: pushSubscriptions.digest,
      before: pushSubscriptions.before,
      digestAt: pushSubscriptions.digestAt,
      beforeMinutes: pushSubscriptions.beforeMinutes,
      defaults: reminderDefaultsColumns,
    })
    .from(pushSubscriptions)
    .innerJoin(projects, eq(projects.id, pushSubscriptions.projectRowId))
    .where(and(eq(pushSubscriptions.projectRowId, projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
  if (!row) return null;
  const { digest, before } = deviceReminderSettings(row, row.defaults);
  return { digest, before, digestAt: row.digestAt, beforeMinutes: row.beforeMinutes };
}
