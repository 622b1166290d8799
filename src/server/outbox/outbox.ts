/**
 * The outbox's queries (docs/outbox.md): a message is a row first; whichever process gets there
 * claims due rows with a lease, in one statement, so two processes never hold the same row at
 * once; the holder settles each row after its send, and only while it still holds it.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { outboxMessages, type OutboxMessage } from '../../../db/schema';
import { settlement, type SendOutcome, type Settlement } from './outbox-rules';

export type NewOutboxMessage = {
  projectRowId: number;
  kind: string;
  /** Who it goes to, as `channel:id` (`push:12`): the recipient's pending messages go with it. */
  recipient: string;
  /** The same key twice is one message: enqueueing is safe to repeat. */
  dedupeKey: string;
  payload: unknown;
  dueAt: number;
};

/** Adds messages; one whose dedupe key is already in the outbox (sent or not) is left as it is. */
export async function enqueue(handle: DatabaseHandle, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await handle.write((db) =>
    db
      .insert(outboxMessages)
      .values(
        messages.map((m) => ({
          projectRowId: m.projectRowId,
          kind: m.kind,
          recipient: m.recipient,
          dedupeKey: m.dedupeKey,
          payload: JSON.stringify(m.payload),
          dueAt: new Date(m.dueAt),
        })),
      )
      .onConflictDoNothing({ target: outboxMessages.dedupeKey }),
  );
}

/**
 * Up to `limit` pending messages due at `now` that nobody holds (never claimed, or their holder's
 * lease ran out), claimed for `owner` until now + `leaseMs`, oldest due first. One UPDATE: the
 * database runs it whole, so each row goes to one claimant.
 */
export async function claimDue(handle: DatabaseHandle, owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const at = new Date(now);
  return handle.write((db) => {
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.state, 'pending'),
          lte(outboxMessages.dueAt, at),
          or(isNull(outboxMessages.leaseUntil), lte(outboxMessages.leaseUntil, at)),
        ),
      )
      .orderBy(asc(outboxMessages.dueAt), asc(outboxMessages.id))
      .limit(limit);
    return db
      .update(outboxMessages)
      .set({ leaseOwner: owner, leaseUntil: new Date(now + leaseMs), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(and(inArray(outboxMessages.id, due), eq(outboxMessages.state, 'pending')))
      .returning();
  });
}

/**
 * Records how `message` (claimed by `owner`) went. Only while `owner` still holds it: a holder
 * whose lease ran out (it hung) changes nothing. Returns what the row became, or null when the
 * lease was lost.
 */
export async function settle(handle: DatabaseHandle, message: OutboxMessage, owner: string, outcome: SendOutcome, now: number): Promise<Settlement | null> {
  const next = settlement(outcome, message.attempts, now);
  const held = and(eq(outboxMessages.id, message.id), eq(outboxMessages.leaseOwner, owner), eq(outboxMessages.state, 'pending'));
  const released = { leaseOwner: null, leaseUntil: null };
  const changes =
    next.state === 'sent'
      ? { ...released, state: 'sent', sentAt: new Date(now), lastError: null }
      : next.state === 'pending'
        ? { ...released, dueAt: new Date(next.dueAt), lastError: next.error.slice(0, 500) }
        : { ...released, state: next.state, lastError: next.error.slice(0, 500) };
  const rows = await handle.write(async (db) => {
    const updated = await db.update(outboxMessages).set(changes).where(held).returning({ id: outboxMessages.id });
    // A recipient that is gone takes its other pending messages with it.
    if (updated.length > 0 && next.state === 'dropped' && next.recipientGone) {
      await db
        .update(outboxMessages)
        .set({ state: 'dropped', lastError: 'The recipient is gone', leaseOwner: null, leaseUntil: null })
        .where(and(eq(outboxMessages.recipient, message.recipient), eq(outboxMessages.state, 'pending')));
    }
    return updated;
  });
  return rows.length > 0 ? next : null;
}

/** Pending messages to `recipients` go (an unsubscribe, a removed subscription). */
export async function dropPendingFor(handle: DatabaseHandle, recipients: string[]): Promise<void> {
  if (recipients.length === 0) return;
  await handle.write((db) =>
    db.delete(outboxMessages).where(and(inArray(outboxMessages.recipient, recipients), eq(outboxMessages.state, 'pending'))),
  );
}
