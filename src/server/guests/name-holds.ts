/**
 * A guest's name outlives the session that wrote under it (docs/product.md#whose-name-is-whose).
 * Travel entries and RSVP answers belong to the browser session that wrote them, and their name to
 * that session too. When the session ends:
 * - by signing in, its rows move to the new session, in the same batch (`moveNames`);
 * - by signing out or expiring, its rows keep the name held for NAME_HOLD_MS (`holdNames`), and
 *   remember the signed-in user whose session it was, so that user signing in again while the
 *   hold lasts takes them back (`regainNames`). Meanwhile only organisers change them, and an
 *   organiser frees the name by deleting them.
 * Rows an admin wrote for someone never hold a name, so they are left alone.
 * Each function returns statements for a batch: they must run before the session's row is
 * deleted (deleting it clears `session_id`).
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { rsvpAnswers, sessions, travelEntries } from '../../../db/schema';
import { NAME_HOLD_MS } from '../../lib/limits';

type GuestRows = typeof travelEntries | typeof rsvpAnswers;

/** Both tables of guests' own rows, as a pair (a batch needs a tuple). */
function forBoth<T>(statement: (table: GuestRows) => T): [T, T] {
  return [statement(travelEntries), statement(rsvpAnswers)];
}

/**
 * Holds the names of the sessions that `ended` picks (given the rows' session column) until
 * `now + NAME_HOLD_MS`, remembering each session's user.
 */
export function holdNames(db: Database, ended: (sessionId: GuestRows['sessionId']) => SQL, now = Date.now()) {
  return forBoth((t) =>
    db
      .update(t)
      .set({
        heldUntil: new Date(now + NAME_HOLD_MS),
        heldForUserId: sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.id} = ${t.sessionId})`,
      })
      .where(and(ended(t.sessionId), eq(t.byAdmin, false))),
  );
}

/** Signing in: the old session's rows become the new session's. */
export function moveNames(db: Database, from: string, to: string) {
  return forBoth((t) => db.update(t).set({ sessionId: to }).where(eq(t.sessionId, from)));
}

/** Signing in as `userId`: rows an ended session of that user still holds become the new session's. */
export function regainNames(db: Database, userId: string, to: string, now = Date.now()) {
  return forBoth((t) =>
    db
      .update(t)
      .set({ sessionId: to, heldUntil: null, heldForUserId: null })
      .where(and(eq(t.heldForUserId, userId), isNull(t.sessionId), gt(t.heldUntil, new Date(now)), eq(t.byAdmin, false))),
  );
}

/**
 * SQL: a guest's row of `table` that keeps its name from `sessionId`: written by another live
 * session, or by an ended one whose hold has not run out. Admins' rows never do.
 */
export function holdsNameFrom(table: GuestRows, sessionId: string, now = Date.now()): SQL {
  return sql`${table.byAdmin} = 0 AND (
    (${table.sessionId} IS NOT NULL AND ${table.sessionId} <> ${sessionId})
    OR (${table.sessionId} IS NULL AND ${table.heldUntil} > ${now}))`;
}
