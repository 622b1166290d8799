/**
 * Anyone may create an itinerary without an account; a client creating dozens an hour
 * is a script, not an organiser.
 */
import type { DatabaseHandle } from '../../../db/index';
import { CREATIONS_PER_HOUR, HOUR_MS } from '../../lib/limits';
import { tooManyRequests } from '../http/errors';
import { recordHit } from '../limits/rate-limit';

export async function limitCreation(handle: DatabaseHandle, client: string, now = Date.now()) {
  const { count } = await recordHit(
    handle,
    `create:client:${client}`,
    {
      max: CREATIONS_PER_HOUR + 1,
      windowMs: HOUR_MS,
      lockMs: (_strike, windowStart, at) => windowStart + HOUR_MS - at,
    },
    now,
  );
  if (count > CREATIONS_PER_HOUR) {
    throw tooManyRequests(() => 'You have created a lot of itineraries just now. Please try again in an hour.', 'RATE_LIMITED', HOUR_MS);
  }
}
