/**
 * Housekeeping: nothing the product stores for a while grows without bound. Run on a schedule
 * (./scheduled.ts: a timer on Node, the cron trigger on the edge; any process may run it, the
 * deletes are idempotent):
 * - expired sessions, with their itinerary grants and the calendar feeds those grants made (the
 *   names they wrote under stay held: ../guests/name-holds.ts);
 * - sign-in links past their expiry;
 * - rate-limit counters nobody has touched for two days whose lock (if any) ended over a day ago
 *   (a day is the longest window; strikes fade a day after a lock ends, see ../limits/rate-limit.ts);
 * - uploads that were handed a URL but never saved, after PENDING_UPLOAD_MAX_AGE_MS;
 * - outbox messages settled (sent, failed, dropped) over OUTBOX_KEEP_SETTLED_MS ago.
 */
import { and, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { accessAttempts, calendarFeeds, emailLoginTokens, outboxMessages, projectGrants, sessions } from '../../../db/schema';
import { DAY_MS, PENDING_UPLOAD_MAX_AGE_MS } from '../../lib/limits';
import { holdNames } from '../guests/name-holds';
import { OUTBOX_KEEP_SETTLED_MS } from '../outbox/outbox-rules';
import { objectStore } from '../uploads/storage';

export async function sweepExpired(handle: DatabaseHandle, now = Date.now()): Promise<void> {
  const at = new Date(now);
  const expiredSessions = handle.db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, at));
  await handle.write((db) =>
    db.batch([
      db.delete(projectGrants).where(inArray(projectGrants.sessionId, expiredSessions)),
      ...holdNames(db, (column) => inArray(column, expiredSessions), now),
      db.delete(calendarFeeds).where(inArray(calendarFeeds.sessionId, expiredSessions)),
      db.delete(sessions).where(lt(sessions.expiresAt, at)),
      db.delete(emailLoginTokens).where(lt(emailLoginTokens.expiresAt, at)),
      db
        .delete(accessAttempts)
        .where(
          and(
            lt(accessAttempts.updatedAt, new Date(now - 2 * DAY_MS)),
            or(isNull(accessAttempts.lockedUntil), lt(accessAttempts.lockedUntil, new Date(now - DAY_MS))),
          ),
        ),
      db.delete(outboxMessages).where(and(ne(outboxMessages.state, 'pending'), lt(outboxMessages.dueAt, new Date(now - OUTBOX_KEEP_SETTLED_MS)))),
    ]),
  );
  await objectStore().sweepPending(PENDING_UPLOAD_MAX_AGE_MS);
}
