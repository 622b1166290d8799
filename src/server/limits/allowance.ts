/**
 * "At most N a window" (an hour unless said) for actions that are allowed but costly: sending
 * email, storing feedback, checking coupons, asking the geocoder. On the shared database counters
 * of ./rate-limit.ts: with `takeAllowance` every attempt counts, the one that reaches N is still
 * served, and later ones get 429 until the window that started with the first is over; with
 * `reserveAllowance` / `returnAllowance` only the actions that succeed spend it.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { accessAttempts } from '../../../db/schema';
import { HOUR_MS } from '../../lib/limits';
import { tooManyRequests, type HttpError } from '../http/errors';
import { countHit, lockedFor, recordHit, type LimitRule } from './rate-limit';

const windowRule = (max: number, windowMs: number): LimitRule => ({
  max,
  windowMs,
  lockMs: (_strike, windowStart, now) => windowStart + windowMs - now,
});

function rateLimited(message: string, retryAfterMs: number): HttpError {
  return tooManyRequests(
    (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      // Daily allowances wait for hours: "in 23 hours" reads better than "in 1380 minutes".
      const hours = Math.ceil(minutes / 60);
      const wait = minutes > 90 ? `${hours} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
      return `${message} Please try again in ${wait}.`;
    },
    'RATE_LIMITED',
    retryAfterMs,
  );
}

/** Counts one use of `key`, or throws 429 with `message` when the window's `max` is used up. */
export async function takeAllowance(
  handle: DatabaseHandle,
  key: string,
  max: number,
  message: string,
  windowMs = HOUR_MS,
  now = Date.now(),
) {
  await refuseWhileLocked(handle, key, message, now);
  const hit = await recordHit(handle, key, windowRule(max, windowMs), now);
  if (hit.count > max) throw rateLimited(message, (hit.lockedUntil ?? now + windowMs) - now);
}

/**
 * For secrets a caller must know (a webhook's): only failures count. Before the secret is
 * compared, a caller whose failures are used up is refused with 429; after a wrong one, call
 * `countFailure`.
 */
export async function refuseWhileLocked(handle: DatabaseHandle, key: string, message: string, now = Date.now()) {
  const wait = await lockedFor(handle, key, now);
  if (wait > 0) throw rateLimited(message, wait);
}

/** One use of an allowance held by a write in progress: given back if the write fails. */
export type AllowanceReservation = { key: string; windowStart: number };

/**
 * For allowances only successes should spend ("N writes that succeed a window"): reserves one use
 * of `key` in one atomic UPSERT that refuses to count past `max`, so parallel requests never hold
 * more than `max` between them; throws 429 with `message` when none is left. Give the use back
 * with `returnAllowance` when the action fails.
 */
export async function reserveAllowance(
  handle: DatabaseHandle,
  key: string,
  max: number,
  message: string,
  windowMs = HOUR_MS,
  now = Date.now(),
): Promise<AllowanceReservation> {
  const row = await countHit(handle, key, windowMs, now, max);
  if (row) return { key, windowStart: row.windowStart.getTime() };
  const spent = await handle.db.query.accessAttempts.findFirst({ where: eq(accessAttempts.key, key), columns: { windowStart: true } });
  const endsAt = (spent?.windowStart.getTime() ?? now) + windowMs;
  throw rateLimited(message, Math.max(1000, endsAt - now));
}

/** Gives a reserved use back, only within the window it was taken from; never below zero. */
export async function returnAllowance(handle: DatabaseHandle, reservation: AllowanceReservation) {
  await handle.write((db) =>
    db
      .update(accessAttempts)
      .set({ count: sql`max(${accessAttempts.count} - 1, 0)` })
      .where(sql`${accessAttempts.key} = ${reservation.key} and ${accessAttempts.windowStart} = ${reservation.windowStart}`),
  );
}
