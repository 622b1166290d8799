/**
 * What the access forms make of a refused code: the server's status and body classified, and the
 * lockout card's words about when to try again (from the server's Retry-After, never "refresh").
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_TEXT, classifyAccessRefusal, retryText, waitText } from '../../src/lib/access-flow';

describe('classifyAccessRefusal', () => {
  it('keeps the wait the server gave with a lockout', () => {
    expect(classifyAccessRefusal(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Too many.', retryAfterSeconds: 900 })).toEqual({
      kind: 'locked',
      message: 'Too many.',
      retryAfterSeconds: 900,
    });
    // The wrong code that used the last attempt: locked, with the wait it started.
    expect(classifyAccessRefusal(401, { code: 'INVALID_ACCESS_CODE', message: 'Wrong.', attemptsRemaining: 0, retryAfterSeconds: 899 })).toEqual({
      kind: 'locked',
      message: ACCESS_TEXT.blocked,
      retryAfterSeconds: 899,
    });
    expect(classifyAccessRefusal(429, { message: 'Too many.' })).toEqual({ kind: 'locked', message: 'Too many.' });
    // Too many new sessions from one connection is no lockout: the card says what happened, not "failed attempts".
    const busy = 'Many people have just opened itineraries from your connection. Please try again in 1 minute.';
    expect(classifyAccessRefusal(429, { code: 'RATE_LIMITED', message: busy, retryAfterSeconds: 60 })).toEqual({ kind: 'paused', message: busy });
  });

  it('counts a wrong code as an attempt, and an unknown itinerary as none', () => {
    expect(classifyAccessRefusal(401, { message: 'Wrong.', attemptsRemaining: 3 }, 4)).toEqual({ kind: 'denied', message: 'Wrong.', attemptsRemaining: 3 });
    expect(classifyAccessRefusal(404, { code: 'NOT_FOUND', message: 'This itinerary does not exist.' }, 4)).toEqual({
      kind: 'error',
      message: 'This itinerary does not exist.',
    });
  });
});

describe('when to try again', () => {
  it('rounds waits up to whole minutes and names hours', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(3601)).toBe('1 hour 1 minute');
    expect(waitText(23 * 3600 + 5 * 60)).toBe('23 hours 5 minutes');
  });

  it('says when, or that the wait is over, and never suggests a refresh', () => {
    expect(retryText(900)).toBe('You can try again in 15 minutes, or ask your host for the quick link.');
    expect(retryText(0)).toBe('You can try again now.');
    expect(retryText(undefined)).toMatch(/short wait/);
    for (const text of [retryText(900), retryText(0), retryText(undefined), ACCESS_TEXT.lockedOut, ACCESS_TEXT.blockedCard]) {
      expect(text).not.toMatch(/refresh/i);
    }
  });
});
