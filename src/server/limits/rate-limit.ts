/**
 * Database-backed fixed-window counters (wrong codes, creations) (shared by every app process).
 *
 * Each failure is one atomic UPSERT ... RETURNING, so concurrent failures are all counted; the
 * request that crosses the limit sets the lock. A key stays locked until `locked_until`.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { accessAttempts } from '../../../db/schema';
import { DAY_MS } from '../../lib/limits';

export type LimitRule = {
  /** Failures allowed in one window; the one that reaches it locks the key. */
  max: number;
  windowMs: number;
  /** How long the lock lasts, given how many times this key has been locked (1 = first). */
  lockMs: (strike: number, windowStart: number, now: number) => number;
};

export type HitResult = { count: number; lockedUntil: number | null };

/** Milliseconds until `key` may be tried again, or 0 when it is not locked. */
export async function lockedFor(handle: DatabaseHandle, key: string, now = Date.now()) {
  const row = await handle.db.query.accessAttempts.findFirst({
    where: eq(accessAttempts.key, key),
    columns: { lockedUntil: true },
  });
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now ? until - now : 0;
}

/**
 * Adds one to `key`'s count in a fixed window of `windowMs` (a window that has ended starts again
 * at 1), in one atomic UPSERT. With `cap`, an open window already at `cap` is left alone and no
 * row comes back: the caller is refused without anything being counted.
 */
export async function countHit(handle: DatabaseHandle, key: string, windowMs: number, now: number, cap?: number) {
  const expired = now - windowMs;
  const rows = await handle.write((db) =>
    db
      .insert(accessAttempts)
      .values({ key, count: 1, windowStart: new Date(now), strikes: 0, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: accessAttempts.key,
        set: {
          count: sql`case when ${accessAttempts.windowStart} <= ${expired} then 1 else ${accessAttempts.count} + 1 end`,
          windowStart: sql`case when ${accessAttempts.windowStart} <= ${expired} then ${now} else ${accessAttempts.windowStart} end`,
          updatedAt: new Date(now),
        },
        ...(cap === undefined ? {} : { setWhere: sql`${accessAttempts.windowStart} <= ${expired} or ${accessAttempts.count} < ${cap}` }),
      })
      .returning(),
  );
  return rows[0];
}

export async function recordHit(
  handle: DatabaseHandle,
  key: string,
  rule: LimitRule,
  now = Date.now(),
): Promise<HitResult> {
  const row = await countHit(handle, key, rule.windowMs, now);
  if (!row) throw new Error('Failure was not recorded');
  let lockedUntil = row.lockedUntil?.getTime() ?? null;
  if (row.count === rule.max) {
    // Strikes fade: a key whose last lock ended over a day ago starts again at the first strike.
    const freshStart = lockedUntil === null || lockedUntil < now - DAY_MS;
    const strike = freshStart ? 1 : row.strikes + 1;
    lockedUntil = now + rule.lockMs(strike, row.windowStart.getTime(), now);
    await handle.write((db) =>
      db
        .update(accessAttempts)
        .set({ strikes: strike, lockedUntil: new Date(lockedUntil ?? now) })
        .where(eq(accessAttempts.key, key)),
    );
  }
  return { count: row.count, lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null };
}

/** Forget the failures of `key` (after a success); strikes stay so repeat lockouts still double. */
export async function clearHits(handle: DatabaseHandle, key: string) {
  await handle.write((db) => db.update(accessAttempts).set({ count: 0 }).where(eq(accessAttempts.key, key)));
}
