import { describe, expect, it } from 'vitest';
import { CREATIONS_PER_HOUR, HOUR_MS } from '../../src/lib/limits';
import { limitCreation } from '../../src/server/projects/creation-limit';
import { HttpError } from '../../src/server/http/errors';
import { tempDatabase } from '../support/temp-db';

describe('itinerary creation limit', () => {
  it(`lets a client create ${CREATIONS_PER_HOUR} an hour, then answers 429 with Retry-After until the hour is over`, async () => {
    const db = await tempDatabase();
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    for (let i = 0; i < CREATIONS_PER_HOUR; i++) await limitCreation(db, 'client-a', t0 + i);
    const refused = await limitCreation(db, 'client-a', t0 + 60_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const error = refused as HttpError;
    expect(error.status).toBe(429);
    expect(error.message).toBe('You have created a lot of itineraries just now. Please try again in an hour.');
    expect(error.headers).toEqual({ 'Retry-After': '3600' });
    expect(error.details).toMatchObject({ retryAfterSeconds: 3600 });
    // Another client is not held back; the same one may go on once the hour has passed.
    await expect(limitCreation(db, 'client-b', t0 + 60_000)).resolves.toBeUndefined();
    await expect(limitCreation(db, 'client-a', t0 + HOUR_MS + 1)).resolves.toBeUndefined();
  });
});
