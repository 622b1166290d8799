/**
 * When reminders are due, with a controlled clock, in the itinerary's zone: the 18:00 digest the
 * day before and the reminder 2 hours before, across the spring and autumn daylight-saving changes
 * of New York and Lisbon and in Tokyo (no change), quiet hours, and nothing late or past; another
 * digest time and lead (a 20:00 digest, a day's notice) across the same changes, a device's own
 * settings against the itinerary's defaults, and a planned reminder after its setting changed.
 */
import { describe, expect, it } from 'vitest';
import {
  afterQuietHours,
  beforeDueAt,
  dayIn,
  deviceReminderSettings,
  digestDueAt,
  dueAsPlanned,
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

const iso = (instant: number) => new Date(instant).toISOString();

describe('a 20:00 digest and a day\'s notice, across daylight-saving changes', () => {
  const ny = 'America/New_York';
  const lisbon = 'Europe/Lisbon';

  it('sends the digest at 20:00 by the clock on either side of the spring change, in two zones', () => {
    // New York springs forward on 14 March 2027: 20:00 EST is 01:00 UTC, 20:00 EDT 00:00 UTC.
    expect(iso(digestDueAt('2027-03-14', ny, '20:00'))).toBe('2027-03-14T01:00:00.000Z');
    expect(iso(digestDueAt('2027-03-15', ny, '20:00'))).toBe('2027-03-15T00:00:00.000Z');
    // Lisbon on 28 March 2027: 20:00 WET is 20:00 UTC, 20:00 WEST 19:00 UTC.
    expect(iso(digestDueAt('2027-03-28', lisbon, '20:00'))).toBe('2027-03-27T20:00:00.000Z');
    expect(iso(digestDueAt('2027-03-29', lisbon, '20:00'))).toBe('2027-03-28T19:00:00.000Z');
    // Planned through the rules, 20:00 is outside quiet hours and goes as it is.
    const dinner = { id: 7, startsAt: instantAt('2027-03-15', '19:00', ny) };
    const [digest] = remindersFor([dinner], ny, instantAt('2027-03-14', '09:00', ny), { digest: true, before: false, digestAt: '20:00' });
    expect(iso(digest!.dueAt)).toBe('2027-03-15T00:00:00.000Z');
  });

  it('gives a day\'s notice at the same clock time the day before: 23 or 25 hours across a change', () => {
    const cases: [string, string, string, string, number][] = [
      // zone, event day, its clock, the reminder (UTC), hours before
      [ny, '2027-03-14', '10:00', '2027-03-13T15:00:00.000Z', 23],
      [ny, '2027-11-07', '10:00', '2027-11-06T14:00:00.000Z', 25],
      [lisbon, '2027-03-28', '10:00', '2027-03-27T10:00:00.000Z', 23],
      [lisbon, '2027-10-31', '10:00', '2027-10-30T09:00:00.000Z', 25],
      [lisbon, '2027-06-10', '10:00', '2027-06-09T09:00:00.000Z', 24],
    ];
    for (const [zone, day, clock, expected, hours] of cases) {
      const start = instantAt(day, clock, zone);
      const due = beforeDueAt(start, 1440, zone);
      expect(iso(due), `${zone} ${day}`).toBe(expected);
      expect((start - due) / HOUR, `${zone} ${day}`).toBe(hours);
      const [reminder] = remindersFor([{ id: 1, startsAt: start }], zone, start - 3 * 24 * HOUR, { digest: false, before: true, beforeMinutes: 1440 });
      expect(reminder?.dueAt).toBe(due);
    }
    // Leads under a day stay real time: 3 hours before 03:30 on New York's spring night is 23:30 EST.
    const early = instantAt('2027-03-14', '03:30', ny);
    expect(beforeDueAt(early, 180, ny)).toBe(early - 3 * HOUR);
  });

  it('keeps quiet hours for another lead, and lets an event starting within 3 hours through', () => {
    const at = (day: string, time: string) => instantAt(day, time, lisbon);
    const plan = (startsAt: number, beforeMinutes: number) =>
      remindersFor([{ id: 1, startsAt }], lisbon, startsAt - 3 * 24 * HOUR, { digest: false, before: true, beforeMinutes })[0]?.dueAt;
    // A day before an event at 07:00 is 07:00, in quiet hours: it waits until 08:00 that day.
    expect(plan(at('2027-06-10', '07:00'), 1440)).toBe(at('2027-06-09', '08:00'));
    // A day before an event at 23:00 is 23:00: it waits until 08:00 on the event's day.
    expect(plan(at('2027-06-10', '23:00'), 1440)).toBe(at('2027-06-10', '08:00'));
    // 30 minutes before 23:00, and 3 hours before 10:30 (07:30), go at once: the event is near.
    expect(plan(at('2027-06-10', '23:00'), 30)).toBe(at('2027-06-10', '22:30'));
    expect(plan(at('2027-06-10', '10:30'), 180)).toBe(at('2027-06-10', '07:30'));
    // 1 hour before 09:30 is 08:30: outside quiet hours.
    expect(plan(at('2027-06-10', '09:30'), 60)).toBe(at('2027-06-10', '08:30'));
    // A 21:00 digest is not quiet; a digest time never is (the list ends at 21:00).
    expect(digestDueAt('2027-06-10', lisbon, '21:00')).toBe(at('2027-06-09', '21:00'));
  });
});

describe('a device\'s settings and a change of them', () => {
  const zone = 'Europe/Lisbon';
  const at = (day: string, time: string) => instantAt(day, time, zone);
  const defaults = { digest: true, digestAt: '18:00', before: true, beforeMinutes: 120 };
  const device = { kindsChosen: false, digest: true, before: true, digestAt: null, beforeMinutes: null };

  it('follows the itinerary\'s defaults until the device chooses its own', () => {
    expect(deviceReminderSettings(device, defaults)).toEqual(defaults);
    const changed = { digest: false, digestAt: '20:00', before: true, beforeMinutes: 1440 };
    expect(deviceReminderSettings(device, changed)).toEqual(changed);
    // Its own times and kinds win over any defaults.
    const own = { kindsChosen: true, digest: true, before: false, digestAt: '17:00', beforeMinutes: 30 };
    expect(deviceReminderSettings(own, changed)).toEqual({ digest: true, digestAt: '17:00', before: false, beforeMinutes: 30 });
    // A device that chose only a time keeps following the defaults' kinds.
    expect(deviceReminderSettings({ ...device, digestAt: '21:00' }, changed)).toEqual({ ...changed, digestAt: '21:00' });
  });

  it('plans a changed time anew, and the reminder planned at the old time is no longer due', () => {
    const events = [{ id: 1, startsAt: at('2027-06-10', '19:00') }];
    const now = at('2027-06-09', '09:00');
    const before = remindersFor(events, zone, now, defaults);
    const laterSettings = { ...defaults, digestAt: '20:00', beforeMinutes: 30 };
    const after = remindersFor(events, zone, now, laterSettings);
    expect(before.map((r) => iso(r.dueAt))).toEqual(['2027-06-09T17:00:00.000Z', '2027-06-10T16:00:00.000Z']);
    expect(after.map((r) => iso(r.dueAt))).toEqual(['2027-06-09T19:00:00.000Z', '2027-06-10T17:30:00.000Z']);
    // What was planned under the old settings sends nothing now; what the new ones plan does.
    expect(before.map((r) => dueAsPlanned(r, zone, laterSettings))).toEqual([false, false]);
    expect(after.map((r) => dueAsPlanned(r, zone, laterSettings))).toEqual([true, true]);
    expect(before.map((r) => dueAsPlanned(r, zone, defaults))).toEqual([true, true]);
  });
});
