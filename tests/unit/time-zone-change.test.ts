/**
 * The rules of an itinerary's time zone (docs/time-zones.md): the shift that keeps clock times,
 * its daylight-saving edges, midnight (all-day) events, and the save that moves the events in
 * the same transaction as the zone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { events, projects } from '../../db/schema';
import type { Database, DatabaseHandle } from '../../db/index';
import { updateCustomizations } from '../../src/server/customization/customization';
import { HttpError } from '../../src/server/http/errors';
import { clockTimeMoves } from '../../src/server/events/time-zone-change';
import { describeTimeZone, fromDatetimeLocal, keepWallClock, toDatetimeLocal } from '../../src/lib/zoned-time';
import { customizationSchema } from '../../src/lib/customization-schema';
import { createProjectSchema } from '../../src/lib/schemas';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

const iso = (instant: Date) => instant.toISOString();
/** The instant that reads `local` in `zone`, written independently of the code under test. */
const at = (local: string, zone: string) => fromDatetimeLocal(local, zone) ?? 'invalid';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('keeping clock times when the zone changes', () => {
  it('moves the instant so the event reads the same date and time in the new zone', () => {
    // 19:00 in Lisbon in July is 18:00 UTC; 19:00 in Tokyo is 10:00 UTC.
    const dinner = new Date('2026-07-10T18:00:00Z');
    expect(iso(keepWallClock(dinner, 'Europe/Lisbon', 'Asia/Tokyo'))).toBe('2026-07-10T10:00:00.000Z');
    expect(toDatetimeLocal(keepWallClock(dinner, 'Europe/Lisbon', 'America/New_York'), 'America/New_York')).toBe('2026-07-10T19:00');
    // Same zone: nothing moves. Seconds and milliseconds stay what they were.
    expect(iso(keepWallClock(dinner, 'Europe/Lisbon', 'Europe/Lisbon'))).toBe(iso(dinner));
    expect(iso(keepWallClock(new Date('2026-07-10T18:00:42.5Z'), 'Europe/Lisbon', 'UTC'))).toBe('2026-07-10T19:00:42.500Z');
  });

  it('uses each date’s own offset on both sides (winter and summer differ)', () => {
    // Lisbon is UTC+0 in January and UTC+1 in July; New York is UTC-5 then UTC-4.
    expect(iso(keepWallClock(new Date(at('2026-01-15T19:00', 'Europe/Lisbon')), 'Europe/Lisbon', 'America/New_York'))).toBe(
      '2026-01-16T00:00:00.000Z',
    );
    expect(iso(keepWallClock(new Date(at('2026-07-15T19:00', 'Europe/Lisbon')), 'Europe/Lisbon', 'America/New_York'))).toBe(
      '2026-07-15T23:00:00.000Z',
    );
  });

  it('a time the new zone skips (clocks go forward) moves forward by the gap', () => {
    // New York jumps from 02:00 to 03:00 on 8 March 2026; Lisbon does not change that night.
    const early = new Date('2026-03-08T02:30:00Z'); // 02:30 in Lisbon (UTC+0)
    const moved = keepWallClock(early, 'Europe/Lisbon', 'America/New_York');
    expect(toDatetimeLocal(moved, 'America/New_York')).toBe('2026-03-08T03:30');
    expect(iso(moved)).toBe('2026-03-08T07:30:00.000Z');
    // The minute before the gap and the first minute after it are plain.
    expect(toDatetimeLocal(keepWallClock(new Date('2026-03-08T01:59:00Z'), 'UTC', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T01:59');
    expect(toDatetimeLocal(keepWallClock(new Date('2026-03-08T03:00:00Z'), 'UTC', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T03:00');
  });

  it('a time the new zone has twice (clocks go back) is its first occurrence', () => {
    // New York reads 01:30 twice on 1 November 2026: 05:30 UTC (EDT) and 06:30 UTC (EST).
    const moved = keepWallClock(new Date('2026-11-01T01:30:00Z'), 'UTC', 'America/New_York');
    expect(iso(moved)).toBe('2026-11-01T05:30:00.000Z');
    // Both instants that read 01:30 in the old zone land on the same one in the new zone.
    const first = new Date('2026-10-25T00:30:00Z'); // 01:30 WEST in Lisbon
    const second = new Date('2026-10-25T01:30:00Z'); // 01:30 WET in Lisbon, an hour later
    expect(toDatetimeLocal(first, 'Europe/Lisbon')).toBe(toDatetimeLocal(second, 'Europe/Lisbon'));
    expect(iso(keepWallClock(first, 'Europe/Lisbon', 'Asia/Tokyo'))).toBe('2026-10-24T16:30:00.000Z');
    expect(iso(keepWallClock(second, 'Europe/Lisbon', 'Asia/Tokyo'))).toBe('2026-10-24T16:30:00.000Z');
  });

  it('a whole day a zone skipped is crossed too (Samoa, 30 December 2011)', () => {
    const moved = keepWallClock(new Date('2011-12-30T12:00:00Z'), 'UTC', 'Pacific/Apia');
    expect(toDatetimeLocal(moved, 'Pacific/Apia')).toBe('2011-12-31T12:00');
  });

  it('an all-day event (kept at midnight) keeps its date across the date line', () => {
    // Midnight in Auckland on 14 June is still 13 June in Los Angeles as an instant.
    const allDay = new Date(at('2026-06-14T00:00', 'Pacific/Auckland'));
    expect(toDatetimeLocal(allDay, 'America/Los_Angeles')).toBe('2026-06-13T05:00');
    const moved = keepWallClock(allDay, 'Pacific/Auckland', 'America/Los_Angeles');
    expect(toDatetimeLocal(moved, 'America/Los_Angeles')).toBe('2026-06-14T00:00');
    expect(iso(moved)).toBe('2026-06-14T07:00:00.000Z');
    // And the other way, the last minute of a day stays on that day.
    const late = new Date(at('2026-06-14T23:59', 'America/Los_Angeles'));
    expect(toDatetimeLocal(keepWallClock(late, 'America/Los_Angeles', 'Pacific/Auckland'), 'Pacific/Auckland')).toBe('2026-06-14T23:59');
  });

  it('gives the same answers on a device in any zone', () => {
    for (const device of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Lisbon', 'Australia/Lord_Howe']) {
      process.env.TZ = device;
      expect(iso(keepWallClock(new Date('2026-11-01T01:30:00Z'), 'UTC', 'America/New_York')), device).toBe('2026-11-01T05:30:00.000Z');
      expect(iso(keepWallClock(new Date('2026-03-08T02:30:00Z'), 'Europe/Lisbon', 'America/New_York')), device).toBe('2026-03-08T07:30:00.000Z');
      // The editor reads typed times by the same rule.
      expect(fromDatetimeLocal('2026-11-01T01:30', 'America/New_York'), device).toBe('2026-11-01T05:30:00.000Z');
      expect(fromDatetimeLocal('2026-03-08T02:30', 'America/New_York'), device).toBe('2026-03-08T07:30:00.000Z');
    }
  });

  it('lists only the events whose instant changes', () => {
    const list = [
      { id: 1, datetime: new Date('2026-07-10T18:00:00Z'), endDatetime: null },
      { id: 2, datetime: new Date('2026-12-10T09:15:00Z'), endDatetime: null },
    ];
    expect(clockTimeMoves(list, 'Europe/Lisbon', 'America/New_York')).toEqual([
      [1, Date.parse('2026-07-10T23:00:00Z'), null],
      [2, Date.parse('2026-12-10T14:15:00Z'), null],
    ]);
    // Paris and Berlin keep the same clocks all year: nothing to move.
    expect(clockTimeMoves(list, 'Europe/Paris', 'Europe/Berlin')).toEqual([]);
    // London and Lisbon agree in summer and winter alike.
    expect(clockTimeMoves(list, 'Europe/London', 'Europe/Lisbon')).toEqual([]);
  });
});

describe('an event’s end when the zone changes', () => {
  it('keeps its clock time like the start, on its own date’s offset', () => {
    // 19:00 on 31 October until 01:00 on 1 November in Lisbon; New York leaves summer time
    // on 1 November 2026, so the start and the end move by different amounts.
    const list = [{ id: 1, datetime: new Date('2026-10-31T19:00:00Z'), endDatetime: new Date('2026-11-01T01:00:00Z') }];
    const [move] = clockTimeMoves(list, 'Europe/Lisbon', 'America/New_York');
    expect(move).toEqual([1, Date.parse('2026-10-31T23:00:00Z'), Date.parse('2026-11-01T05:00:00Z')]);
    expect(toDatetimeLocal(move![1], 'America/New_York')).toBe('2026-10-31T19:00');
    expect(toDatetimeLocal(move![2]!, 'America/New_York')).toBe('2026-11-01T01:00');
  });

  it('keeps the event’s length where the repeated hour would put the end before the start', () => {
    // In Lisbon 01:50 (summer) to 01:10 (winter, after clocks went back) is a 20-minute event;
    // read on New York's clock the same night, 01:10 comes before 01:50.
    const start = new Date('2026-10-25T00:50:00Z');
    const end = new Date('2026-10-25T01:10:00Z');
    expect(toDatetimeLocal(start, 'Europe/Lisbon')).toBe('2026-10-25T01:50');
    expect(toDatetimeLocal(end, 'Europe/Lisbon')).toBe('2026-10-25T01:10');
    const [move] = clockTimeMoves([{ id: 7, datetime: start, endDatetime: end }], 'Europe/Lisbon', 'America/New_York');
    expect(move![2]! - move![1]).toBe(20 * 60 * 1000);
  });
});

describe('the editor’s date and time field', () => {
  it('refuses dates that do not exist rather than rolling them over', () => {
    expect(fromDatetimeLocal('2026-02-30T10:00', 'Europe/Lisbon')).toBeNull();
    expect(fromDatetimeLocal('2026-07-10T24:00', 'Europe/Lisbon')).toBeNull();
    expect(fromDatetimeLocal('2026-07-10T19:00', 'Not/AZone')).toBeNull();
    expect(fromDatetimeLocal('2026-07-10T19:00:30', 'Europe/Lisbon')).toBe('2026-07-10T18:00:30.000Z');
  });

  it('names the zone with the name in force on the date typed', () => {
    expect(describeTimeZone('Europe/Lisbon', Date.parse('2026-07-10T18:00:00Z'))).toBe('Lisbon time (GMT+1)');
    expect(describeTimeZone('Europe/Lisbon', Date.parse('2026-01-10T18:00:00Z'))).toBe('Lisbon time (GMT+0)');
    expect(describeTimeZone('America/Argentina/Buenos_Aires', 0)).toBe('Buenos Aires time (GMT-3)');
    expect(describeTimeZone('UTC', 0)).toBe('UTC time');
    expect(describeTimeZone('Etc/GMT-3', 0)).toBe('GMT+3 time');
  });
});

describe('request bodies', () => {
  it('a zone change says what events keep, clock times unless told', () => {
    expect(customizationSchema.parse({ timeZone: 'asia/tokyo' })).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(customizationSchema.parse({ timeZone: 'Asia/Tokyo', keepTimes: 'moment' }).keepTimes).toBe('moment');
    const wrong = customizationSchema.safeParse({ timeZone: 'Asia/Tokyo', keepTimes: 'both' });
    expect(wrong.error?.issues[0]?.message).toBe("Choose whether events keep their clock times ('clock') or their moments ('moment').");
    const alone = customizationSchema.safeParse({ keepTimes: 'clock' });
    expect(alone.error?.issues[0]?.message).toBe('Keeping clock times or moments goes with a new time zone.');
  });

  it('a new itinerary takes a known zone and drops any other without refusing', () => {
    expect(createProjectSchema.parse({ name: 'Lisbon', timeZone: 'europe/lisbon' }).timeZone).toBe('Europe/Lisbon');
    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', '', 42, 'x'.repeat(500), null]) {
      const parsed = createProjectSchema.safeParse({ name: 'Lisbon', timeZone });
      expect(parsed.success, String(timeZone)).toBe(true);
      expect(parsed.data?.timeZone ?? null).toBeNull();
    }
    expect(createProjectSchema.parse({ name: 'Lisbon' }).timeZone).toBeUndefined();
  });
});

describe('saving a new zone', () => {
  async function itineraryWithEvents(db: DatabaseHandle, overrides: Parameters<typeof insertProject>[1] = {}) {
    const project = await insertProject(db, { isPaid: true, timeZone: 'Europe/Lisbon', ...overrides });
    const [dinner] = await db.write((w) =>
      w
        .insert(events)
        .values({ projectRowId: project.id, title: 'Dinner', datetime: new Date(at('2026-07-10T19:00', 'Europe/Lisbon')) })
        .returning(),
    );
    return { project, dinner: dinner! };
  }
  const eventsOf = async (db: DatabaseHandle, projectRowId: number) =>
    (await db.db.select().from(events).where(eq(events.projectRowId, projectRowId))).map((e) => ({
      title: e.title,
      local: toDatetimeLocal(e.datetime, 'Asia/Tokyo'),
    }));

  it('moves every event, also one added after the request read the itinerary', async () => {
    const db = await tempDatabase();
    const { project: stale } = await itineraryWithEvents(db);
    // Another admin adds an event between this request's read and its save.
    await db.write((w) => w.insert(events).values({ projectRowId: stale.id, title: 'Late', datetime: new Date(at('2026-07-11T23:30', 'Europe/Lisbon')) }));
    await db.write((w) => w.update(projects).set({ version: stale.version + 1 }).where(eq(projects.id, stale.id)));
    const saved = await updateCustomizations(db, stale, 'me', { timeZone: 'Asia/Tokyo' });
    expect(saved.project.timeZone).toBe('Asia/Tokyo');
    expect(saved.project.version).toBe(stale.version + 2);
    const after = await eventsOf(db, stale.id);
    expect(after.map((e) => [e.title, e.local])).toEqual([
      ['Dinner', '2026-07-10T19:00'],
      ['Late', '2026-07-11T23:30'],
    ]);
  });

  it('moves an event’s end with its start, in the same save; an event without an end keeps none', async () => {
    const db = await tempDatabase();
    const { project } = await itineraryWithEvents(db);
    await db.write((w) =>
      w.insert(events).values({
        projectRowId: project.id,
        title: 'Party',
        datetime: new Date(at('2026-07-11T21:00', 'Europe/Lisbon')),
        endDatetime: new Date(at('2026-07-12T02:30', 'Europe/Lisbon')),
      }),
    );
    await updateCustomizations(db, project, 'me', { timeZone: 'Asia/Tokyo' });
    const rows = await db.db.select().from(events).where(eq(events.projectRowId, project.id));
    expect(rows.map((e) => [e.title, toDatetimeLocal(e.datetime, 'Asia/Tokyo'), e.endDatetime && toDatetimeLocal(e.endDatetime, 'Asia/Tokyo')])).toEqual([
      ['Dinner', '2026-07-10T19:00', null],
      ['Party', '2026-07-11T21:00', '2026-07-12T02:30'],
    ]);
  });

  it('reads again and moves the newcomer too when an event lands between its read and its write', async () => {
    const db = await tempDatabase();
    const { project } = await itineraryWithEvents(db);
    // Another app process adds an event right after this save has read the events (its first
    // batch): the version moved, so the guarded write changes nothing and the save tries again.
    let reads = 0;
    const racing: DatabaseHandle = {
      ...db,
      db: new Proxy(db.db, {
        get(target, property) {
          const value = Reflect.get(target, property) as unknown;
          if (property !== 'batch' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
          return async (...args: unknown[]) => {
            const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
            if (++reads === 1) {
              // Straight to the database, not through write(): the other process does not queue
              // behind this one's write lock (which this save holds while it reads).
              await (target as Database).insert(events).values({ projectRowId: project.id, title: 'Racer', datetime: new Date(at('2026-07-12T08:00', 'Europe/Lisbon')) });
              await (target as Database).update(projects).set({ version: sql`${projects.version} + 1` }).where(eq(projects.id, project.id));
            }
            return result;
          };
        },
      }),
    };
    await updateCustomizations(racing, project, 'me', { timeZone: 'Asia/Tokyo' });
    expect((await eventsOf(db, project.id)).map((e) => [e.title, e.local])).toEqual([
      ['Dinner', '2026-07-10T19:00'],
      ['Racer', '2026-07-12T08:00'],
    ]);
  });

  it('moves nothing when the save is refused, and nothing when asked to keep the moments', async () => {
    const db = await tempDatabase();
    const { project, dinner } = await itineraryWithEvents(db, { customTitle: 'Three', titleChangesUsed: 3 });
    await expect(updateCustomizations(db, project, 'me', { timeZone: 'Asia/Tokyo', customTitle: 'Four' })).rejects.toBeInstanceOf(HttpError);
    const stored = await db.db.query.events.findFirst({ where: eq(events.id, dinner.id) });
    expect(stored?.datetime.getTime()).toBe(dinner.datetime.getTime());
    expect((await db.db.query.projects.findFirst({ where: eq(projects.id, project.id) }))?.timeZone).toBe('Europe/Lisbon');

    await updateCustomizations(db, project, 'me', { timeZone: 'Asia/Tokyo', keepTimes: 'moment' });
    const kept = await db.db.query.events.findFirst({ where: eq(events.id, dinner.id) });
    expect(kept?.datetime.getTime()).toBe(dinner.datetime.getTime());
    expect(toDatetimeLocal(kept!.datetime, 'Asia/Tokyo')).toBe('2026-07-11T03:00');
  });
});
