/**
 * When the invitations of an itinerary are worked out again (docs/reminders.md#calendar-invitations):
 * an `invitation-sync` outbox message, run by ./invitation-kind.ts. A change to who attends what
 * (the guest list, its groups) leaves one for the whole itinerary, due ALERT_COALESCE_MS later
 * (more changes meanwhile join it, as for change alerts); a newly confirmed address gets one of
 * its own, due at once, for its upcoming events.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { ALERT_COALESCE_MS } from '../reminders/change-alerts';
import { pushRecipient } from '../reminders/push-subscriptions';
import type { NewOutboxMessage } from '../outbox/outbox';

export const INVITATION_SYNC_KIND = 'invitation-sync';

/** The outbox recipient of an itinerary's whole-itinerary sync. */
const syncRecipient = (projectRowId: number) => `invitations:${projectRowId}`;

/**
 * A statement for the batch that changes who attends what on the itinerary: adds its sync unless
 * one is already waiting and not yet taken, and only when an address there gets invitations.
 */
export function noteInvitationSync(db: Database, projectRowId: number, now: number) {
  const recipient = syncRecipient(projectRowId);
  return db.run(sql`
    INSERT INTO outbox_messages (project_id, kind, recipient, dedupe_key, payload, due_at)
    SELECT ${projectRowId}, ${INVITATION_SYNC_KIND}, ${recipient}, ${`${INVITATION_SYNC_KIND}:${projectRowId}:${now}`}, '{}', ${now + ALERT_COALESCE_MS}
    WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE project_id = ${projectRowId} AND invitations = 1 AND confirmed_at IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM outbox_messages
        WHERE recipient = ${recipient} AND kind = ${INVITATION_SYNC_KIND} AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ${now})
      )
    ON CONFLICT (dedupe_key) DO NOTHING`);
}

/** The sync of one address just confirmed: its invitations, at once. */
export function confirmedAddressSync(projectRowId: number, subscriptionId: number, now: number): NewOutboxMessage {
  return {
    projectRowId,
    kind: INVITATION_SYNC_KIND,
    recipient: pushRecipient(subscriptionId),
    dedupeKey: `${INVITATION_SYNC_KIND}:subscription:${subscriptionId}:${now}`,
    payload: { subscriptionIds: [subscriptionId] },
    dueAt: now,
  };
}
