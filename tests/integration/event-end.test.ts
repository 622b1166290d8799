/**
 * An event's optional end over real HTTP against the built server (docs/product.md#events): saved
 * and refused by the server, carried by the JSON routes, printed on the guest's page without
 * JavaScript, written as DTEND in downloads and feeds, and kept from forwarded confirmations.
 */
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import type { EventView, UnclaimedEventView } from '../../src/lib/types';
import { forwardFixture, forwardingEnv, insertUnclaimedEvent, ownedItinerary, signIn } from '../support/dashboard';
import { createItinerary, readItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite(forwardingEnv);

// 19:00 to 22:30 in New York on 14 June 2030 (EDT, UTC-4), and a party until 02:30 the next morning.
const DINNER = { title: 'Welcome dinner', datetime: '2030-06-14T23:00:00.000Z', endDatetime: '2030-06-15T02:30:00.000Z' };
const PARTY = { title: 'Rooftop party', datetime: '2030-06-15T23:00:00.000Z', endDatetime: '2030-06-16T06:30:00.000Z' };

async function trip() {
  const itinerary = await createItinerary(suite, { timeZone: 'America/New_York' });
  const add = async (body: unknown) => {
    const answer = await itinerary.admin.json<EventView & { message?: string }>('POST', `/api/projects/${itinerary.projectId}/events`, body);
    return answer;
  };
  return { ...itinerary, add };
}

/** DTSTART and DTEND of every event of a calendar, read by ical.js and by node-ical, which must agree. */
function times(text: string): [string, string][] {
  const first = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .map((e): [string, string] => [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]);
  const second = Object.values(nodeIcal.sync.parseICS(text))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .map((e): [string, string] => [e.start.toISOString(), e.end!.toISOString()]);
  expect(second).toEqual(first);
  return first;
}

describe('saving an end', () => {
  it('stores it, answers it, and lets the organiser change or remove it', async () => {
    const t = await trip();
    const { res, data } = await t.add(DINNER);
    expect(res.status).toBe(201);
    expect(data).toMatchObject(DINNER);
    expect((await readItinerary(t.guest, t.projectId)).events).toMatchObject([DINNER]);

    const path = `/api/projects/${t.projectId}/events/${data.id}`;
    const later = await t.admin.json<EventView>('PUT', path, { ...DINNER, endDatetime: '2030-06-15T03:00:00.000Z' });
    expect(later.res.status).toBe(200);
    expect(later.data.endDatetime).toBe('2030-06-15T03:00:00.000Z');
    const removed = await t.admin.json<EventView>('PUT', path, { title: DINNER.title, datetime: DINNER.datetime, endDatetime: '' });
    expect(removed.data.endDatetime).toBeNull();
    // Without the field at all (as before ends existed), an event has none.
    const plain = await t.add({ title: 'Brunch', datetime: '2030-06-16T15:00:00.000Z' });
    expect(plain.res.status).toBe(201);
    expect(plain.data.endDatetime).toBeNull();
  });

  it('refuses an end that is not after the start, or not a date, with a clear message, and stores nothing', async () => {
    const t = await trip();
    for (const endDatetime of [DINNER.datetime, '2030-06-14T22:00:00.000Z']) {
      const { res, data } = await t.add({ ...DINNER, endDatetime });
      expect(res.status).toBe(400);
      expect(data.message).toBe(MESSAGES.eventEndBeforeStart);
    }
    const bad = await t.add({ ...DINNER, endDatetime: 'after dinner' });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toBe(MESSAGES.eventEndInvalid);
    // An edit is held to the same rule.
    const saved = await t.add(DINNER);
    const edit = await t.admin.json<{ message?: string }>('PUT', `/api/projects/${t.projectId}/events/${saved.data.id}`, {
      ...DINNER,
      datetime: '2030-06-15T04:00:00.000Z',
    });
    expect(edit.res.status).toBe(400);
    expect(edit.data.message).toBe(MESSAGES.eventEndBeforeStart);
    expect((await readItinerary(t.admin, t.projectId)).events).toMatchObject([DINNER]);
  });
});

describe('where an end shows', () => {
  it('on the guest’s page as the server renders it (no JavaScript needed)', async () => {
    const t = await trip();
    await t.add(DINNER);
    await t.add(PARTY);
    await t.add({ title: 'Brunch', datetime: '2030-06-16T15:00:00.000Z' });
    const html = await (await t.guest.get(`/project/${t.projectId}`)).text();
    const card = (title: string) => html.slice(html.indexOf(`aria-label="${title}"`), html.indexOf('</article>', html.indexOf(`aria-label="${title}"`)));
    expect(card('Welcome dinner')).toContain('7:00 PM');
    expect(card('Welcome dinner')).toMatch(/<span class="sr-only">until <\/span><\/span><time dateTime="2030-06-15T02:30:00.000Z"[^>]*>10:30 PM<\/time>/);
    // An end on a later day names the day; the day and the time each stay whole.
    const rooftop = card('Rooftop party');
    expect(rooftop).toContain('<time dateTime="2030-06-16T06:30:00.000Z"');
    expect(rooftop.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toContain('Sun, Jun 16, 2:30 AM');
    expect(card('Brunch')).not.toContain('until');
  });

  it('as DTEND in the downloaded .ics and in the feed; an event without an end lasts an hour', async () => {
    const t = await trip();
    const dinner = (await t.add(DINNER)).data;
    await t.add(PARTY);
    const brunch = (await t.add({ title: 'Brunch', datetime: '2030-06-16T15:00:00.000Z' })).data;

    const one = await t.guest.get(`/api/projects/${t.projectId}/events/${dinner.id}/ics`);
    expect(one.status).toBe(200);
    const text = await one.text();
    expect(text).toContain('DTEND:20300615T023000Z');
    expect(times(text)).toEqual([[DINNER.datetime, DINNER.endDatetime]]);
    expect(times(await (await t.guest.get(`/api/projects/${t.projectId}/events/${brunch.id}/ics`)).text())).toEqual([
      ['2030-06-16T15:00:00.000Z', '2030-06-16T16:00:00.000Z'],
    ]);

    const feed = await t.guest.json<{ feed: { url: string } }>('POST', `/api/projects/${t.projectId}/calendar-feeds`, {});
    expect(feed.res.status).toBe(201);
    const served = await fetch(feed.data.feed.url);
    expect(times(await served.text())).toEqual([
      [DINNER.datetime, DINNER.endDatetime],
      [PARTY.datetime, PARTY.endDatetime],
      ['2030-06-16T15:00:00.000Z', '2030-06-16T16:00:00.000Z'],
    ]);
  });

  it('moves with the start when the zone changes and events keep their clock times', async () => {
    const t = await trip();
    await t.add(PARTY);
    const res = await t.admin.request('PUT', `/api/projects/${t.projectId}/customizations`, { timeZone: 'Europe/Lisbon' });
    expect(res.status).toBe(200);
    // 19:00 to 02:30 in New York becomes 19:00 to 02:30 in Lisbon (UTC+1 in June).
    expect((await readItinerary(t.guest, t.projectId)).events).toMatchObject([
      { datetime: '2030-06-15T18:00:00.000Z', endDatetime: '2030-06-16T01:30:00.000Z' },
    ]);
  });
});

describe('ends from forwarded confirmations', () => {
  const listed = async (user: Awaited<ReturnType<typeof signIn>>) =>
    (await user.browser.json<UnclaimedEventView[]>('GET', '/api/unclaimed-events')).data;
  const assign = (user: Awaited<ReturnType<typeof signIn>>, id: number, projectId: string) =>
    user.browser.json<{ event: EventView }>('POST', `/api/unclaimed-events/${id}/assign`, { projectId });

  it('a flight keeps its arrival as its end when it goes to an itinerary', async () => {
    const ana = await signIn(suite);
    const itinerary = await ownedItinerary(suite, ana, { name: 'Lisbon' });
    // Flight KX 416, Frankfurt 07:05 → Lisbon 09:10 on 12 April 2027.
    expect(await forwardFixture(suite, ana, 'jsonld/flight-kranich-de-offsets.eml')).toMatchObject({ status: 'stored', events: 1 });
    const [flight] = await listed(ana);
    const { res, data } = await assign(ana, flight!.id, itinerary.projectId);
    expect(res.status).toBe(200);
    expect(data.event).toMatchObject({ datetime: '2027-04-12T05:05:00.000Z', endDatetime: '2027-04-12T08:10:00.000Z' });
  });

  it('an invite keeps its DTEND; one without an end time gets none', async () => {
    const ana = await signIn(suite);
    const itinerary = await ownedItinerary(suite, ana, { name: 'Seattle' });
    // 09:00 to 17:00 Pacific time on 21 April 2027.
    expect(await forwardFixture(suite, ana, 'ical/event-seattle-pacific-standard-time.eml')).toMatchObject({ status: 'stored', events: 1 });
    const [workshop] = await listed(ana);
    expect((await assign(ana, workshop!.id, itinerary.projectId)).data.event).toMatchObject({
      datetime: '2027-04-21T16:00:00.000Z',
      endDatetime: '2027-04-22T00:00:00.000Z',
    });
    const plain = await insertUnclaimedEvent(suite, ana.userId, { title: 'Walking tour' });
    expect((await assign(ana, plain, itinerary.projectId)).data.event.endDatetime).toBeNull();
  });

  it('a new date drops the email’s end, and an end not after the start is never copied', async () => {
    const ana = await signIn(suite);
    const itinerary = await ownedItinerary(suite, ana, { name: 'Frankfurt' });
    await forwardFixture(suite, ana, 'jsonld/flight-kranich-de-offsets.eml');
    const [flight] = await listed(ana);
    const put = await ana.browser.json<UnclaimedEventView>('PUT', `/api/unclaimed-events/${flight!.id}`, { datetime: '2027-04-13T07:05:00+02:00' });
    expect(put.res.status).toBe(200);
    expect((await assign(ana, flight!.id, itinerary.projectId)).data.event).toMatchObject({ datetime: '2027-04-13T05:05:00.000Z', endDatetime: null });

    const odd = await insertUnclaimedEvent(suite, ana.userId, { title: 'Odd row' });
    await runSql(suite, 'UPDATE unclaimed_events SET end_datetime = datetime - 60000 WHERE id = ?', [odd]);
    expect((await assign(ana, odd, itinerary.projectId)).data.event.endDatetime).toBeNull();
  });
});
