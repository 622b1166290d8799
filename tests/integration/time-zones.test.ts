/**
 * An itinerary's time zone over real HTTP (docs/time-zones.md): a new itinerary starts in the
 * zone its creator's browser sends, and a zone change keeps the events' clock times unless the
 * admin asks to keep their moments, in the itinerary, its page and its calendar feed alike.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, type ApiAnswer } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

const put = (b: TestBrowser, projectId: string, body: unknown) =>
  b.json<ApiAnswer>('PUT', `/api/projects/${projectId}/customizations`, body);

/** What the zone's clocks read at `iso`, worked out here with Intl alone. */
function wallTime(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

// 19:00 in Lisbon on 12 July 2030 (summer time, UTC+1), and 09:30 on 3 December (UTC+0).
const DINNER_IN_LISBON = '2030-07-12T18:00:00.000Z';
const BREAKFAST_IN_LISBON = '2030-12-03T09:30:00.000Z';

async function lisbonItinerary(options: { paid?: boolean } = {}) {
  const trip = await createItinerary(suite, { name: 'Lisbon Weekend', timeZone: 'Europe/Lisbon', ...options });
  for (const [title, datetime] of [
    ['Dinner', DINNER_IN_LISBON],
    ['Breakfast', BREAKFAST_IN_LISBON],
  ]) {
    const res = await trip.admin.post(`/api/projects/${trip.projectId}/events`, { title, datetime });
    expect(res.status).toBe(201);
  }
  return trip;
}

async function eventTimes(b: TestBrowser, projectId: string) {
  const { events } = await readItinerary(b, projectId);
  return Object.fromEntries(events.map((e) => [e.title, e.datetime]));
}

describe('a new itinerary’s time zone', () => {
  it('is the zone the creator’s browser sends, spelled as the tz database spells it', async () => {
    const { guest, projectId } = await createItinerary(suite, { timeZone: 'europe/lisbon' });
    expect((await readItinerary(guest, projectId)).project.timeZone).toBe('Europe/Lisbon');
    // The dashboard's body (with the owner's name) takes it the same way.
    const b = suite.browser();
    const { res, data } = await b.json<{ project: { projectId: string } }>('POST', '/api/projects', {
      name: 'Tokyo Trip',
      ownerName: 'Aiko',
      timeZone: 'Asia/Tokyo',
    });
    expect(res.status).toBe(201);
    expect((await readItinerary(b, data.project.projectId)).project.timeZone).toBe('Asia/Tokyo');
  });

  it('falls back to New York time when the zone is missing or unknown, and still creates', async () => {
    for (const timeZone of [undefined, 'Mars/Olympus_Mons', '+01:00', '', 42, null, 'x'.repeat(300)]) {
      const { admin, projectId } = await createItinerary(suite, { timeZone });
      const { status, project } = await readItinerary(admin, projectId);
      expect(status, String(timeZone)).toBe(200);
      expect(project.timeZone, String(timeZone)).toBe('America/New_York');
    }
  });
});

describe('changing the time zone', () => {
  it('keeps the clock times by default: 19:00 in Lisbon is 19:00 in Tokyo', async () => {
    const { admin, guest, projectId } = await lisbonItinerary();
    const before = await readItinerary(guest, projectId);
    const { res, data } = await put(admin, projectId, { timeZone: 'Asia/Tokyo' });
    expect(res.status).toBe(200);
    expect(data.project?.timeZone).toBe('Asia/Tokyo');
    const after = await readItinerary(guest, projectId);
    // One change: the zone and its events moved together.
    expect(after.project.version).toBe(before.project.version + 1);
    const times = Object.fromEntries(after.events.map((e) => [e.title, e.datetime]));
    expect(wallTime(times.Dinner!, 'Asia/Tokyo')).toBe('2030-07-12 19:00');
    expect(wallTime(times.Breakfast!, 'Asia/Tokyo')).toBe('2030-12-03 09:30');
    expect(times.Dinner).toBe('2030-07-12T10:00:00.000Z');

    // Saying so explicitly does the same; back in Lisbon the instants are the first ones again.
    expect((await put(admin, projectId, { timeZone: 'Europe/Lisbon', keepTimes: 'clock' })).res.status).toBe(200);
    expect(await eventTimes(guest, projectId)).toEqual({ Dinner: DINNER_IN_LISBON, Breakfast: BREAKFAST_IN_LISBON });

    // The guest's page prints the same clock time in the new zone.
    expect((await put(admin, projectId, { timeZone: 'America/New_York' })).res.status).toBe(200);
    const html = await (await guest.get(`/project/${projectId}`)).text();
    const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('7:00 PM , Friday, July 12, 2030 EDT');
    expect(text).toContain('9:30 AM , Tuesday, December 3, 2030 EST');
  });

  it('keeps the moments when asked: the same instants, read on the new zone’s clock', async () => {
    const { admin, guest, projectId } = await lisbonItinerary();
    const { res, data } = await put(admin, projectId, { timeZone: 'Asia/Tokyo', keepTimes: 'moment' });
    expect(res.status).toBe(200);
    expect(data.project?.timeZone).toBe('Asia/Tokyo');
    const times = await eventTimes(guest, projectId);
    expect(times).toEqual({ Dinner: DINNER_IN_LISBON, Breakfast: BREAKFAST_IN_LISBON });
    expect(wallTime(times.Dinner!, 'Asia/Tokyo')).toBe('2030-07-13 03:00');
  });

  it('is free on unpaid itineraries, either way', async () => {
    const { admin, guest, projectId } = await lisbonItinerary({ paid: false });
    expect((await put(admin, projectId, { timeZone: 'Asia/Tokyo', keepTimes: 'moment' })).res.status).toBe(200);
    expect((await put(admin, projectId, { timeZone: 'Europe/Paris', keepTimes: 'clock' })).res.status).toBe(200);
    const times = await eventTimes(guest, projectId);
    expect(wallTime(times.Dinner!, 'Europe/Paris')).toBe('2030-07-13 03:00');
  });

  it('refuses an unclear choice, and a choice without a zone, changing nothing', async () => {
    const { admin, guest, projectId } = await lisbonItinerary();
    const before = await readItinerary(guest, projectId);
    for (const [body, message] of [
      [{ timeZone: 'Asia/Tokyo', keepTimes: 'both' }, "Choose whether events keep their clock times ('clock') or their moments ('moment')."],
      [{ keepTimes: 'clock' }, 'Keeping clock times or moments goes with a new time zone.'],
    ] as const) {
      const { res, data } = await put(admin, projectId, body);
      expect(res.status).toBe(400);
      expect(data.message).toBe(message);
    }
    expect(await readItinerary(guest, projectId)).toEqual(before);
  });

  it('moves every event exactly once when admins change the zone at the same moment', async () => {
    const { admin, guest, projectId } = await lisbonItinerary();
    const zones = ['Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney', 'Europe/Berlin', 'America/Sao_Paulo'];
    const answers = await Promise.all(zones.map((timeZone) => put(admin, projectId, { timeZone })));
    expect(answers.map((a) => a.res.status)).toEqual(zones.map(() => 200));
    const { project, events } = await readItinerary(guest, projectId);
    expect(zones).toContain(project.timeZone);
    const times = Object.fromEntries(events.map((e) => [e.title, e.datetime]));
    expect(wallTime(times.Dinner!, project.timeZone)).toBe('2030-07-12 19:00');
    expect(wallTime(times.Breakfast!, project.timeZone)).toBe('2030-12-03 09:30');
  });

  it('the calendar feed follows: new start times, a newer SEQUENCE, the new zone', async () => {
    const { admin, projectId } = await lisbonItinerary();
    const { data } = await admin.json<{ feed: { url: string } }>('POST', `/api/projects/${projectId}/calendar-feeds`, {});
    // The events were last edited long ago: calendar apps must see that they changed.
    await runSql(suite, 'UPDATE events SET updated_at = ? WHERE project_id = (SELECT id FROM projects WHERE project_id = ?)', [
      Date.parse('2025-01-01T00:00:00Z'),
      projectId,
    ]);
    const read = async () => {
      const text = await (await fetch(data.feed.url)).text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const dinner = events.find((e) => e.summary === 'Dinner');
      if (!dinner) throw new Error('no dinner in the feed');
      return {
        zone: calendar.getFirstPropertyValue('x-wr-timezone'),
        start: dinner.startDate.toJSDate().toISOString(),
        sequence: dinner.sequence,
      };
    };
    const before = await read();
    expect(before).toMatchObject({ zone: 'Europe/Lisbon', start: DINNER_IN_LISBON });

    expect((await put(admin, projectId, { timeZone: 'America/Chicago' })).res.status).toBe(200);
    const after = await read();
    expect(after.zone).toBe('America/Chicago');
    expect(wallTime(after.start, 'America/Chicago')).toBe('2030-07-12 19:00');
    expect(after.sequence).toBeGreaterThan(before.sequence);

    // Keeping the moments leaves the feed's times alone.
    expect((await put(admin, projectId, { timeZone: 'Asia/Tokyo', keepTimes: 'moment' })).res.status).toBe(200);
    expect((await read()).start).toBe(after.start);
  });
});
