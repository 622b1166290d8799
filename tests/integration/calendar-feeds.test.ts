/**
 * Calendar feeds over real HTTP against the built server: creating feeds with a grant,
 * fetching them with nothing but the secret, per-person feeds, single-event downloads, revoking,
 * and feeds ending with the grant that made them (docs/security.md).
 */
import { createClient, type Client } from '@libsql/client';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { startServer, type RunningServer } from '../support/server';

type Feed = { person: string | null; url: string; webcalUrl: string; googleUrl: string };
type FeedBody = { success: true; feed: Feed };
type EventRow = { id: number; title: string; attendees: string | null };

let server: RunningServer;
let sql: Client;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' });
  sql = createClient({ url: server.databaseUrl });
});
afterAll(async () => {
  sql?.close();
  await server?.stop();
});

let clientCounter = 0;
const browser = () => new TestBrowser(server.url, { 'x-forwarded-for': `198.51.100.${++clientCounter}` });

/**
 * Parses a served calendar with ical.js and checks that a second, independent parser
 * (node-ical) reads the same events; every file ends with CRLF and is stamped when served.
 */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text).not.toMatch(/^METHOD:/m);
  const second = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(second.map((e) => [e.uid, String(e.summary), e.start.getTime()])).toEqual(
    events.map((e) => [e.uid, e.summary, e.startDate.toJSDate().getTime()]),
  );
  for (const e of second) expect(Math.abs(e.dtstamp.getTime() - Date.now())).toBeLessThan(60_000);
  return { calendar, events };
}

/** A calendar app: no cookies, no Origin, just the URL. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { res, text: await res.text() };
}

async function parisViewer() {
  const b = browser();
  expect((await b.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' })).status).toBe(200);
  return b;
}

async function requestFeed(b: TestBrowser, projectId: string, body: unknown = {}) {
  return b.json<FeedBody & { message?: string }>('POST', `/api/projects/${projectId}/calendar-feeds`, body);
}

/** An itinerary of our own (the creator is its admin) with events written straight to the database. */
async function ownItinerary() {
  const admin = browser();
  const { res, data } = await admin.json<{ project: { projectId: string; accessCode: string; adminCode: string } }>(
    'POST',
    '/api/projects',
    { name: 'Lisbon, Long Weekend' },
  );
  expect(res.status).toBe(201);
  const { projectId, accessCode, adminCode } = data.project;
  const row = await sql.execute({ sql: 'SELECT id FROM projects WHERE project_id = ?', args: [projectId] });
  const projectRowId = Number(row.rows[0]!.id);
  const start = Date.UTC(2030, 4, 10, 17, 0);
  const insert = (title: string, offsetHours: number, attendees: string | null, privateNotes: string | null) =>
    sql.execute({
      sql: `INSERT INTO events (project_id, title, description, datetime, location, latitude, longitude, attendees, vibe, private_notes)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      args: [projectRowId, title, 'Meet in the lobby.', start + offsetHours * 3_600_000, 'Praça do Comércio, Lisboa', 38.7075, -9.1364, attendees, 'Comfortable shoes', privateNotes],
    });
  const ids = [];
  ids.push((await insert('Tram 28 ride', 0, 'Everyone', 'Tickets bought: ref LX-5521')).rows[0]!.id);
  ids.push((await insert('Fado night', 26, 'Everyone except Rui', null)).rows[0]!.id);
  ids.push((await insert('Surf lesson', 40, 'Rui, Marta', 'Paid €90, voucher SURF-1234')).rows[0]!.id);
  const guest = browser();
  expect((await guest.post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(200);
  return { admin, guest, projectId, projectRowId, accessCode, adminCode, eventIds: ids.map(Number) };
}

describe('POST /api/projects/{id}/calendar-feeds', () => {
  it('needs a grant for the itinerary', async () => {
    const { res, data } = await requestFeed(browser(), 'example-paris');
    expect(res.status).toBe(401);
    expect(data.message).toBe('Please enter the access code to view this itinerary.');
    expect((await requestFeed(browser(), 'nosuchid')).res.status).toBe(404);
  });

  it('gives a viewer a secret feed URL that works without cookies and holds the whole itinerary', async () => {
    const viewer = await parisViewer();
    const { res, data } = await requestFeed(viewer, 'example-paris');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { feed } = data;
    expect(data.success).toBe(true);
    expect(feed.person).toBeNull();
    expect(feed.url).toMatch(new RegExp(`^${server.url}/calendar/[a-z2-7]{52}\\.ics$`));
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(feed.googleUrl).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcalUrl)}`);

    const { res: ics, text } = await fetchFeed(feed.url);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe('inline; filename="paris-mes-amies.ics"');
    expect(ics.headers.get('cache-control')).toBe('private, max-age=300');
    expect(ics.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(ics.headers.getSetCookie()).toEqual([]);

    const events = (await viewer.json<EventRow[]>('GET', '/api/projects/example-paris/events')).data;
    const { calendar, events: vevents } = parseIcs(text);
    expect(vevents).toHaveLength(events.length);
    expect(vevents.map((e) => e.uid)).toEqual(events.map((e) => `event-${e.id}@127.0.0.1`));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Paris\\, Mes Amies');
    // Private notes (the hotel's confirmation number) and the access code never reach a feed.
    expect(text).not.toContain('PR-48213');
    expect(text).not.toContain('EXAMPLE');
    expect(text).not.toContain(feed.url.split('/').pop()!.replace('.ics', ''));
  });

  it('answers If-None-Match with 304', async () => {
    const { data } = await requestFeed(await parisViewer(), 'example-paris');
    const first = await fetchFeed(data.feed.url);
    parseIcs(first.text);
    const etag = first.res.headers.get('etag')!;
    // A copy made a second later is stamped later (DTSTAMP) and keeps its ETag.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await fetchFeed(data.feed.url);
    expect(later.text).not.toBe(first.text);
    expect(later.res.headers.get('etag')).toBe(etag);
    const again = await fetchFeed(data.feed.url, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.res.headers.get('etag')).toBe(etag);
    expect((await fetchFeed(data.feed.url, { 'if-none-match': '"stale"' })).res.status).toBe(200);
  });

  it('returns the same feed when one browser asks twice, one after the other or at once', async () => {
    const a = await parisViewer();
    const b = await parisViewer();
    const first = await requestFeed(a, 'example-paris', { person: null });
    const second = await requestFeed(a, 'example-paris', {});
    expect(second.res.status).toBe(200);
    expect(second.data.feed.url).toBe(first.data.feed.url);
    // Feeds belong to the browser's grant: another browser gets its own.
    const others = await requestFeed(b, 'example-paris', {});
    expect(others.res.status).toBe(201);
    expect(others.data.feed.url).not.toBe(first.data.feed.url);

    const together = await Promise.all([
      requestFeed(a, 'example-paris', { person: 'Priya' }),
      requestFeed(a, 'example-paris', { person: 'priya' }),
      requestFeed(a, 'example-paris', { person: ' PRIYA ' }),
    ]);
    expect(together.map((r) => r.res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(together.map((r) => r.data.feed.url)).size).toBe(1);
    expect(together[0].data.feed.person).toBe('Priya');
    expect(together[0].data.feed.url).not.toBe(first.data.feed.url);
  });

  it('gives a person feed holding only the events that person attends', async () => {
    const viewer = await parisViewer();
    const all = (await viewer.json<EventRow[]>('GET', '/api/projects/example-paris/events')).data;
    const { res, data } = await requestFeed(viewer, 'example-paris', { person: 'jess' });
    expect(res.status).toBeLessThan(300);
    expect(data.feed.person).toBe('Jess'); // the itinerary's spelling
    const { res: ics, text } = await fetchFeed(data.feed.url);
    expect(ics.headers.get('content-disposition')).toBe('inline; filename="paris-mes-amies-jess.ics"');
    const { calendar, events } = parseIcs(text);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(all.length);
    expect(events.map((e) => e.summary)).toContain('Jess arrives on the Eurostar');
    expect(events.map((e) => e.summary)).not.toContain('Land at Charles de Gaulle');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Paris\\, Mes Amies (Jess)');
  });

  it('refuses a person who is not on the itinerary, and bad bodies', async () => {
    const viewer = await parisViewer();
    const { res, data } = await requestFeed(viewer, 'example-paris', { person: 'Gandalf' });
    expect(res.status).toBe(400);
    expect(data.message).toBe('No one called “Gandalf” is on this itinerary. Please choose a name from the list.');
    expect((await requestFeed(viewer, 'example-paris', { person: 42 })).res.status).toBe(400);
    expect((await requestFeed(viewer, 'example-paris', { person: 'x'.repeat(101) })).res.status).toBe(400);
    // Cross-site writes are refused like every other API write.
    const cross = await viewer.request('POST', '/api/projects/example-paris/calendar-feeds', {}, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
  });
});

describe('GET /calendar/{secret}.ics', () => {
  it('is 404 for unknown secrets', async () => {
    expect((await fetchFeed(`${server.url}/calendar/${'a'.repeat(52)}.ics`)).res.status).toBe(404);
    expect((await fetchFeed(`${server.url}/calendar/short.ics`)).res.status).toBe(404);
  });

  it('follows edits: same UID, new content, new ETag; never codes or private notes', async () => {
    const own = await ownItinerary();
    const { data } = await requestFeed(own.guest, own.projectId);
    const before = await fetchFeed(data.feed.url);
    expect(before.res.status).toBe(200);
    expect(before.res.headers.get('content-disposition')).toBe('inline; filename="lisbon-long-weekend.ics"');
    const parsed = parseIcs(before.text).events;
    expect(parsed.map((e) => e.summary)).toEqual(['Tram 28 ride', 'Fado night', 'Surf lesson']);
    expect(parsed[0]!.startDate.toJSDate().toISOString()).toBe('2030-05-10T17:00:00.000Z');
    expect(parsed[0]!.description).toBe('Meet in the lobby.\n\nVibe & Style: Comfortable shoes\n\nPeople: Everyone');
    expect(parsed[0]!.location).toBe('Praça do Comércio, Lisboa');
    for (const secret of [own.accessCode, own.adminCode, 'LX-5521', 'SURF-1234']) expect(before.text).not.toContain(secret);

    await sql.execute({
      sql: 'UPDATE events SET title = ?, updated_at = updated_at + 60000 WHERE id = ?',
      args: ['Tram 28 ride (moved)', own.eventIds[0]!],
    });
    await sql.execute({ sql: 'UPDATE projects SET version = version + 1 WHERE id = ?', args: [own.projectRowId] });
    const after = await fetchFeed(data.feed.url, { 'if-none-match': before.res.headers.get('etag')! });
    expect(after.res.status).toBe(200);
    const edited = parseIcs(after.text).events;
    expect(edited[0]!.summary).toBe('Tram 28 ride (moved)');
    expect(edited[0]!.uid).toBe(parsed[0]!.uid);
    expect(edited[0]!.sequence).toBeGreaterThan(parsed[0]!.sequence);
  });
});

describe('GET /api/projects/{id}/events/{eventId}/ics', () => {
  it('downloads one event for a viewer', async () => {
    const viewer = await parisViewer();
    const events = (await viewer.json<EventRow[]>('GET', '/api/projects/example-paris/events')).data;
    const target = events.find((e) => e.title === 'Land at Charles de Gaulle')!;
    const res = await viewer.get(`/api/projects/example-paris/events/${target.id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="land-at-charles-de-gaulle.ics"');
    const { calendar, events: vevents } = parseIcs(await res.text());
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.uid).toBe(`event-${target.id}@127.0.0.1`);
    expect(vevents[0]!.summary).toBe('Land at Charles de Gaulle');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
  });

  it('is 401 without a grant and 404 for an event of another itinerary', async () => {
    const own = await ownItinerary();
    const eventId = own.eventIds[0]!;
    expect((await browser().get(`/api/projects/${own.projectId}/events/${eventId}/ics`)).status).toBe(401);
    expect((await own.guest.get(`/api/projects/${own.projectId}/events/${eventId}/ics`)).status).toBe(200);
    const viewer = await parisViewer();
    expect((await viewer.get(`/api/projects/example-paris/events/${eventId}/ics`)).status).toBe(404);
    expect((await viewer.get('/api/projects/example-paris/events/abc/ics')).status).toBe(404);
  });
});

describe('DELETE /api/projects/{id}/calendar-feeds', () => {
  it('needs an admin: viewers get 403, and nobody may revoke an example', async () => {
    const viewer = await parisViewer();
    const res = await viewer.delete('/api/projects/example-paris/calendar-feeds');
    expect(res.status).toBe(403);
    const own = await ownItinerary();
    expect((await own.guest.delete(`/api/projects/${own.projectId}/calendar-feeds`)).status).toBe(403);
    expect((await browser().delete(`/api/projects/${own.projectId}/calendar-feeds`)).status).toBe(401);
  });

  it('turns off every feed of the itinerary; the next request gets a new link', async () => {
    const own = await ownItinerary();
    const whole = (await requestFeed(own.guest, own.projectId)).data.feed;
    const marta = (await requestFeed(own.guest, own.projectId, { person: 'Marta' })).data.feed;
    expect(parseIcs((await fetchFeed(marta.url)).text).events.map((e) => e.summary)).toEqual([
      'Tram 28 ride',
      'Fado night',
      'Surf lesson',
    ]);
    const rui = (await requestFeed(own.admin, own.projectId, { person: 'Rui' })).data.feed;
    expect(parseIcs((await fetchFeed(rui.url)).text).events.map((e) => e.summary)).toEqual(['Tram 28 ride', 'Surf lesson']);

    const { res, data } = await own.admin.json<{ success: boolean; revoked: number }>(
      'DELETE',
      `/api/projects/${own.projectId}/calendar-feeds`,
    );
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true, revoked: 3 });
    for (const feed of [whole, marta, rui]) expect((await fetchFeed(feed.url)).res.status).toBe(404);

    const fresh = await requestFeed(own.guest, own.projectId);
    expect(fresh.res.status).toBe(201);
    expect(fresh.data.feed.url).not.toBe(whole.url);
    expect((await fetchFeed(fresh.data.feed.url)).res.status).toBe(200);
  });
});

describe('a feed lives as long as the grant that made it', () => {
  const summaries = async (url: string) => parseIcs((await fetchFeed(url)).text).events.map((e) => e.summary);

  it('ends when its browser exits, and stays ended when the browser enters the code again', async () => {
    const own = await ownItinerary();
    const feed = (await requestFeed(own.guest, own.projectId)).data.feed;
    expect((await fetchFeed(feed.url)).res.status).toBe(200);
    expect((await own.guest.delete(`/api/projects/${own.projectId}/access`)).status).toBe(200);
    expect((await fetchFeed(feed.url)).res.status).toBe(404);
    expect((await own.guest.post(`/api/projects/${own.projectId}/access`, { accessCode: own.accessCode })).status).toBe(200);
    expect((await fetchFeed(feed.url)).res.status).toBe(404);
    const fresh = await requestFeed(own.guest, own.projectId);
    expect(fresh.res.status).toBe(201);
    expect(fresh.data.feed.url).not.toBe(feed.url);
    expect((await fetchFeed(fresh.data.feed.url)).res.status).toBe(200);
  });

  it('ends with the Exit of a page without JavaScript', async () => {
    const own = await ownItinerary();
    const feed = (await requestFeed(own.guest, own.projectId, { person: 'Rui' })).data.feed;
    const exit = await own.guest.request('POST', `/api/projects/${own.projectId}/exit`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(exit.status).toBe(303);
    expect((await fetchFeed(feed.url)).res.status).toBe(404);
  });

  it('ends when its browser signs out', async () => {
    const own = await ownItinerary();
    const guestFeed = (await requestFeed(own.guest, own.projectId)).data.feed;
    const adminFeed = (await requestFeed(own.admin, own.projectId, { person: 'Marta' })).data.feed;
    expect((await own.guest.post('/api/logout', {})).status).toBe(200);
    expect((await fetchFeed(guestFeed.url)).res.status).toBe(404);
    // Another browser's feed is not touched.
    expect((await fetchFeed(adminFeed.url)).res.status).toBe(200);
    expect((await own.admin.post('/api/logout', {})).status).toBe(200);
    expect((await fetchFeed(adminFeed.url)).res.status).toBe(404);
  });

  it('gives every admin feeds of their own; a new admin code ends the feeds of the admins it demotes', async () => {
    const own = await ownItinerary();
    await sql.execute({ sql: 'UPDATE projects SET is_paid = 1 WHERE id = ?', args: [own.projectRowId] });
    const second = browser();
    expect((await second.post(`/api/projects/${own.projectId}/verify-admin`, { adminCode: own.adminCode })).status).toBe(200);
    const ownersFeed = (await requestFeed(own.admin, own.projectId, { person: 'Rui' })).data.feed;
    const { res, data } = await requestFeed(second, own.projectId, { person: 'Rui' });
    expect(res.status).toBe(201);
    const secondsFeed = data.feed;
    expect(secondsFeed.url).not.toBe(ownersFeed.url);
    // A feed the second admin made as a guest, before entering the admin code, is a guest's feed.
    const guestFeed = (await requestFeed(own.guest, own.projectId)).data.feed;

    const put = await own.admin.json<{ message?: string }>('PUT', `/api/projects/${own.projectId}/customizations`, { adminCode: 'NEWADMIN42' });
    expect(put.res.status, put.data.message).toBe(200);
    expect((await fetchFeed(secondsFeed.url)).res.status).toBe(404);
    expect((await fetchFeed(ownersFeed.url)).res.status).toBe(200);
    expect((await fetchFeed(guestFeed.url)).res.status).toBe(200);
    // Entering the new code makes the browser an admin again, with a new feed: the old one stays off.
    expect((await second.post(`/api/projects/${own.projectId}/verify-admin`, { adminCode: 'NEWADMIN42' })).status).toBe(200);
    expect((await fetchFeed(secondsFeed.url)).res.status).toBe(404);
    const again = await requestFeed(second, own.projectId, { person: 'Rui' });
    expect(again.res.status).toBe(201);
    expect(await summaries(again.data.feed.url)).toEqual(['Tram 28 ride', 'Surf lesson']);
  });

  it('ends an admin’s feed when the admin grant is demoted by any means, read when the feed is fetched', async () => {
    const own = await ownItinerary();
    const feed = (await requestFeed(own.admin, own.projectId)).data.feed;
    expect((await fetchFeed(feed.url)).res.status).toBe(200);
    await sql.execute({ sql: "UPDATE project_grants SET role = 'viewer' WHERE project_id = ? AND role = 'admin'", args: [own.projectRowId] });
    expect((await fetchFeed(feed.url)).res.status).toBe(404);
  });

  it('ends when the grant’s browser session has expired, before any sweep', async () => {
    const own = await ownItinerary();
    const feed = (await requestFeed(own.guest, own.projectId)).data.feed;
    const session = own.guest.cookies.get('session')!.split('.')[0]!;
    await sql.execute({ sql: 'UPDATE sessions SET expires_at = ? WHERE id = ?', args: [Date.now() - 1000, session] });
    expect((await fetchFeed(feed.url)).res.status).toBe(404);
  });

  it('ends every signed-out browser’s feed with new codes that sign everyone out; the organiser’s stays', async () => {
    const own = await ownItinerary();
    await sql.execute({ sql: 'UPDATE projects SET is_paid = 1 WHERE id = ?', args: [own.projectRowId] });
    const exAdmin = browser();
    expect((await exAdmin.post(`/api/projects/${own.projectId}/verify-admin`, { adminCode: own.adminCode })).status).toBe(200);
    const exAdminFeed = (await requestFeed(exAdmin, own.projectId, { person: 'Marta' })).data.feed;
    const guestFeed = (await requestFeed(own.guest, own.projectId, { person: 'Marta' })).data.feed;
    const adminFeed = (await requestFeed(own.admin, own.projectId)).data.feed;
    const put = await own.admin.json<{ message?: string }>('PUT', `/api/projects/${own.projectId}/customizations`, {
      adminCode: 'NEWADMIN77',
      accessCode: 'FRESH1',
      signOutGuests: true,
    });
    expect(put.res.status, put.data.message).toBe(200);
    expect((await exAdmin.get(`/api/projects/${own.projectId}/itinerary`)).status).toBe(401);
    expect((await fetchFeed(exAdminFeed.url)).res.status).toBe(404);
    expect((await fetchFeed(guestFeed.url)).res.status).toBe(404);
    expect((await fetchFeed(adminFeed.url)).res.status).toBe(200);
    // Back in with the new code, the old link stays off.
    expect((await own.guest.post(`/api/projects/${own.projectId}/access`, { accessCode: 'FRESH1' })).status).toBe(200);
    expect((await fetchFeed(guestFeed.url)).res.status).toBe(404);
  });

  it('gives each browser its own feed; a feed made before a grant ended is not handed out again', async () => {
    const own = await ownItinerary();
    const other = browser();
    expect((await other.post(`/api/projects/${own.projectId}/access`, { accessCode: own.accessCode })).status).toBe(200);
    const mine = (await requestFeed(own.guest, own.projectId)).data.feed;
    const theirs = await requestFeed(other, own.projectId);
    expect(theirs.res.status).toBe(201);
    expect(theirs.data.feed.url).not.toBe(mine.url);
    expect((await other.delete(`/api/projects/${own.projectId}/access`)).status).toBe(200);
    expect((await fetchFeed(mine.url)).res.status).toBe(200);
    expect((await fetchFeed(theirs.data.feed.url)).res.status).toBe(404);
  });
});
