/**
 * When reminders are due, with a controlled clock, in the itinerary's zone: the 18:00 digest the
 * day before and the reminder 2 hours before, across the spring and autumn daylight-saving changes
 * of New York and Lisbon and in Tokyo (no change), quiet hours, and nothing late or past.
 */
import { describe, expect, it } from 'vitest';
import {
  afterQuietHours,
  beforeDueAt,
  dayIn,
  digestDueAt,
  instantAt,
  LATE_GRACE_MS,
  remindersFor,
} from '../../src/server/reminders/reminder-rules';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('the digest at 18:00 the day before, in the itinerary\'s zone', () => {
  it('reads 18:00 on the zone\'s clock in three zones', () => {
    expect(new Date(digestDueAt('2027-06-10', 'Europe/Lisbon')).toISOString()).toBe('2027-06-09T17:00:00.000Z');
    expect(new Date(digestDueAt('2027-06-10', 'America/New_York')).toISOString()).toBe('2027-06-09T22:00:00.000Z');
    expect(new Date(digestDueAt('2027-06-10', 'Asia/Tokyo')).toISOString()).toBe('2027-06-09T09:00:00.000Z');
  });

  it('stays at 18:00 by the clock on either side of a daylight-saving change: 23 or 25 hours apart', () => {
    // New York springs forward on 14 March 2027 and falls back on 7 November 2027.
    const ny = 'America/New_York';
    expect(new Date(digestDueAt('2027-03-14', ny)).toISOString()).toBe('2027-03-13T23:00:00.000Z');
    expect(new Date(digestDueAt('2027-03-15', ny)).toISOString()).toBe('2027-03-14T22:00:00.000Z');
    expect(digestDueAt('2027-03-15', ny) - digestDueAt('2027-03-14', ny)).toBe(23 * HOUR);
    expect(digestDueAt('2027-11-08', ny) - digestDueAt('2027-11-07', ny)).toBe(25 * HOUR);
    // Lisbon springs forward on 28 March 2027.
    expect(new Date(digestDueAt('2027-03-28', 'Europe/Lisbon')).toISOString()).toBe('2027-03-27T18:00:00.000Z');
    expect(new Date(digestDueAt('2027-03-29', 'Europe/Lisbon')).toISOString()).toBe('2027-03-28T17:00:00.000Z');
  });
});

describe('the reminder 2 hours before', () => {
  it('is two real hours before, even across the night the clocks jump', () => {
    // 03:30 on 14 March 2027 in New York (EDT, just after the jump) is 07:30 UTC; two hours
    // before is 05:30 UTC, which the clocks there read as 00:30 EST.
    const start = instantAt('2027-03-14', '03:30', 'America/New_York');
    expect(new Date(start).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(beforeDueAt(start)).toBe(start - 2 * HOUR);
  });
});

describe('quiet hours, 22:00 to 08:00 in the zone', () => {
  const zone = 'Europe/Lisbon';
  it('holds a message due at night until 08:00, that morning or the next', () => {
    expect(new Date(afterQuietHours(utc('2027-06-09T22:30:00Z'), zone)).toISOString()).toBe('2027-06-10T07:00:00.000Z');
    expect(new Date(afterQuietHours(utc('2027-06-10T05:00:00Z'), zone)).toISOString()).toBe('2027-06-10T07:00:00.000Z');
    expect(afterQuietHours(utc('2027-06-10T12:00:00Z'), zone)).toBe(utc('2027-06-10T12:00:00Z'));
    // 21:59 is not quiet; 22:00 is.
    expect(afterQuietHours(utc('2027-06-10T20:59:00Z'), zone)).toBe(utc('2027-06-10T20:59:00Z'));
    expect(afterQuietHours(utc('2027-06-10T21:00:00Z'), zone)).toBe(utc('2027-06-11T07:00:00Z'));
  });

  it('lets through the reminder of an event starting within 3 hours', () => {
    const due = utc('2027-06-10T04:00:00Z'); // 05:00 in Lisbon
    expect(afterQuietHours(due, zone, due + 2 * HOUR)).toBe(due);
    expect(afterQuietHours(due, zone, due + 4 * HOUR)).toBe(utc('2027-06-10T07:00:00Z'));
  });

  it('ends at 08:00 by the clock on the morning the clocks go forward', () => {
    // Lisbon, 28 March 2027: 01:00 becomes 02:00; 08:00 WEST is 07:00 UTC.
    expect(new Date(afterQuietHours(utc('2027-03-28T00:30:00Z'), zone)).toISOString()).toBe('2027-03-28T07:00:00.000Z');
  });
});

describe('remindersFor', () => {
  const zone = 'Asia/Tokyo';
  const at = (day: string, time: string) => instantAt(day, time, zone);
  const events = [
    { id: 1, startsAt: at('2027-06-10', '19:00') },
    { id: 2, startsAt: at('2027-06-10', '09:00') },
    { id: 3, startsAt: at('2027-06-11', '06:30') },
  ];

  it('gives each day a digest listing its events in order, and each event its reminder, by when due', () => {
    const now = at('2027-06-09', '12:00');
    const due = remindersFor(events, zone, now);
    expect(due.map((r) => (r.kind === 'digest' ? `digest ${r.day} [${r.eventIds.join(',')}]` : `before ${r.eventId}`))).toEqual([
      'digest 2027-06-10 [2,1]',
      'before 2',
      'before 1',
      'digest 2027-06-11 [3]',
      // 04:30 is in quiet hours, but the event starts within 3 hours: it goes.
      'before 3',
    ]);
    expect(due[0]?.dueAt).toBe(at('2027-06-09', '18:00'));
    expect(due[4]?.dueAt).toBe(at('2027-06-11', '04:30'));
  });

  it('leaves out what has started, and what is later than its due time by more than the grace', () => {
    // The evening of the 10th: event 2 has started, event 1's reminder was due at 17:00.
    const now = at('2027-06-10', '17:20');
    const due = remindersFor(events, zone, now);
    expect(due.map((r) => (r.kind === 'digest' ? `digest ${r.day}` : `before ${r.eventId}`))).toEqual(['before 1', 'digest 2027-06-11', 'before 3']);
    const muchLater = remindersFor(events, zone, at('2027-06-10', '17:00') + LATE_GRACE_MS + 60_000);
    expect(muchLater.some((r) => r.kind === 'before' && r.eventId === 1)).toBe(false);
  });

  it('follows the guest\'s own settings', () => {
    const now = at('2027-06-09', '12:00');
    expect(remindersFor(events, zone, now, { digest: false, before: true }).every((r) => r.kind === 'before')).toBe(true);
    const digestOnly = remindersFor(events, zone, now, { digest: true, before: false, digestAt: '20:30' });
    expect(digestOnly.map((r) => r.dueAt)).toEqual([at('2027-06-09', '20:30'), at('2027-06-10', '20:30')]);
    expect(dayIn(digestOnly[1]!.dueAt, zone)).toBe('2027-06-10');
  });
});
