/**
 * "At most N an hour" for actions that are allowed but costly (sending email, storing feedback),
 * on the shared database counters of ./rate-limit.ts: every attempt counts, the one that reaches
 * N is still served, and later ones get 429 until the hour that started with the first is over.
 */
import type { DatabaseHandle } from '../../db/index';
import { HOUR_MS } from '../lib/limits';
import { HttpError } from './errors';
import { lockedFor, recordHit, type LimitRule } from './rate-limit';

const hourlyRule = (max: number): LimitRule => ({
  max,
  windowMs: HOUR_MS,
  lockMs: (_strike, windowStart, now) => windowStart + HOUR_MS - now,
});

function rateLimited(message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'RATE_LIMITED',
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** Counts one use of `key`, or throws 429 with `message` when the hour's `max` is used up. */
export async function takeHourlyAllowance(
  handle: DatabaseHandle,
  key: string,
  max: number,
  message: string,
  now = Date.now(),
) {
  const wait = await lockedFor(handle, key, now);
  if (wait > 0) throw rateLimited(message, wait);
  const hit = await recordHit(handle, key, hourlyRule(max), now);
  if (hit.count > max) throw rateLimited(message, (hit.lockedUntil ?? now + HOUR_MS) - now);
}
