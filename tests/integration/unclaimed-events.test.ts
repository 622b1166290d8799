/**
 * Unclaimed events over real HTTP: each user sees and changes only their own,
 * and sends them only into their own itineraries, under the free event limit, exactly once.
 * A forwarded confirmation's journey comes with its event until the user changes its date or place.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FREE_EVENT_LIMIT } from '../../src/lib/limits';
import type { EventView, UnclaimedEventView } from '../../src/lib/types';
import { forwardFixture, forwardingEnv, insertUnclaimedEvent, ownedItinerary, signIn, unclaimedEventView } from '../support/dashboard';
import { createItinerary, readItinerary, runSql } from '../support/itineraries';
import { TestBrowser } from '../support/http-client';
import { startServer, type RunningServer } from '../support/server';
import { serverSuite } from '../support/suite';

const suite = serverSuite(forwardingEnv);

const unclaimedCount = async (id: number) =>
  Number((await runSql(suite, 'SELECT count(*) AS n FROM unclaimed_events WHERE id = ?', [id])).rows[0]?.n);
const versionOf = async (projectId: string) =>
  Number((await runSql(suite, 'SELECT version FROM projects WHERE project_id = ?', [projectId])).rows[0]?.version);

describe('GET /api/unclaimed-events', () => {
  it('lists only the user’s own events, newest first, in the view shape', async () => {
    const ana = await signIn(suite);
    const ben = await signIn(suite);
    const older = await insertUnclaimedEvent(suite, ana.userId, { title: 'Flight LX 123', createdAt: Date.now() - 60_000, needsReview: true });
    const newer = await insertUnclaimedEvent(suite, ana.userId, { title: 'Hotel check-in', datetime: null, location: 'Rua Augusta 1' });
    await insertUnclaimedEvent(suite, ben.userId, { title: 'Ben’s train' });

    const { res, data } = await ana.browser.json<UnclaimedEventView[]>('GET', '/api/unclaimed-events');
    expect(res.status).toBe(200);
    expect(data.map((e) => e.id)).toEqual([newer, older]);
    expect(data[0]).toEqual(
      unclaimedEventView({ id: newer, title: 'Hotel check-in', location: 'Rua Augusta 1', createdAt: expect.any(String) as string }),
    );
    expect(data[1]).toMatchObject({ title: 'Flight LX 123', datetime: '2031-06-01T19:30:00.000Z', needsReview: true });
    expect((await ben.browser.json<UnclaimedEventView[]>('GET', '/api/unclaimed-events')).data.map((e) => e.title)).toEqual(['Ben’s train']);
  });
});

describe('PUT and DELETE /api/unclaimed-events/{id}', () => {
  it('changes only the fields sent; a date is replaced, never cleared; a new place drops old coordinates', async () => {
    const ana = await signIn(suite);
    const id = await insertUnclaimedEvent(suite, ana.userId, { location: 'Old Town', latitude: 38.7, longitude: -9.1, attendees: 'Ana' });
    const put = (body: unknown) => ana.browser.json<UnclaimedEventView & { message?: string }>('PUT', `/api/unclaimed-events/${id}`, body);

    let answer = await put({ title: '  Dinner at Luca’s  ', vibe: 'Cosy' });
    expect(answer.res.status).toBe(200);
    expect(answer.data).toMatchObject({ id, title: 'Dinner at Luca’s', vibe: 'Cosy', attendees: 'Ana', location: 'Old Town', datetime: '2031-06-01T19:30:00.000Z' });

    answer = await put({ datetime: '2031-06-02T20:00:00-04:00', attendees: '' });
    expect(answer.data).toMatchObject({ datetime: '2031-06-03T00:00:00.000Z', attendees: null, title: 'Dinner at Luca’s' });

    for (const [body, message] of [
      [{ datetime: '' }, 'Please choose a date and time.'],
      [{ datetime: null }, 'Please choose a date and time.'],
      [{ datetime: 'next Tuesday' }, 'Please choose a date and time.'],
      [{ title: '   ' }, 'Please enter an event title.'],
      [{ title: 'x'.repeat(201) }, 'Event titles can be at most 200 characters.'],
      [{ location: 'x'.repeat(501) }, 'Locations can be at most 500 characters.'],
      [{ eventType: 'x'.repeat(51) }, 'Event types can be at most 50 characters.'],
    ] as const) {
      const refused = await put(body);
      expect(refused.res.status, JSON.stringify(body)).toBe(400);
      expect(refused.data.message).toBe(message);
    }
    const coordinates = async () => (await runSql(suite, 'SELECT latitude, longitude FROM unclaimed_events WHERE id = ?', [id])).rows[0];
    // The same place keeps its coordinates; another place loses them.
    await put({ location: 'Old Town' });
    expect(await coordinates()).toMatchObject({ latitude: 38.7, longitude: -9.1 });
    answer = await put({ location: 'Harbour' });
    expect(answer.data.location).toBe('Harbour');
    expect(await coordinates()).toMatchObject({ latitude: null, longitude: null });
    expect((await ana.browser.json<UnclaimedEventView[]>('GET', '/api/unclaimed-events')).data[0]?.datetime).toBe('2031-06-03T00:00:00.000Z');

    expect((await ana.browser.json('DELETE', `/api/unclaimed-events/${id}`)).data).toEqual({ success: true });
    expect(await unclaimedCount(id)).toBe(0);
    expect((await ana.browser.json('DELETE', `/api/unclaimed-events/${id}`)).res.status).toBe(404);
    expect((await put({ title: 'Back?' })).res.status).toBe(404);
  });

  it('answers 404 for another user’s event and leaves it as it was', async () => {
    const ana = await signIn(suite);
    const ben = await signIn(suite);
    const id = await insertUnclaimedEvent(suite, ana.userId, { title: 'Ana’s flight' });
    const before = (await runSql(suite, 'SELECT * FROM unclaimed_events WHERE id = ?', [id])).rows.map((r) => ({ ...r }));
    for (const path of [`/api/unclaimed-events/${id}`, '/api/unclaimed-events/999999', '/api/unclaimed-events/abc']) {
      const updated = await ben.browser.json<{ message: string; code: string }>('PUT', path, { title: 'Ben’s now' });
      expect(updated.res.status, path).toBe(404);
      expect(updated.data).toEqual({ message: 'This event does not exist.', code: 'NOT_FOUND' });
      expect((await ben.browser.json('DELETE', path)).res.status, path).toBe(404);
    }
    expect((await runSql(suite, 'SELECT * FROM unclaimed_events WHERE id = ?', [id])).rows.map((r) => ({ ...r }))).toEqual(before);
  });
});

describe('a forwarded confirmation’s journey', () => {
  async function forward(user: Awaited<ReturnType<typeof signIn>>, fixture: string) {
    expect(await forwardFixture(suite, user, fixture)).toMatchObject({ status: 'stored', users: 1, events: 1 });
  }
  const listed = async (user: Awaited<ReturnType<typeof signIn>>) =>
    (await user.browser.json<UnclaimedEventView[]>('GET', '/api/unclaimed-events')).data;

  it('is listed with the event read from the email, kept by other edits, and dropped by a new date', async () => {
    const ana = await signIn(suite);
    // Flight KX 416, Frankfurt 07:05 → Lisbon 09:10 on 12 April 2027 (schema.org with offsets).
    await forward(ana, 'jsonld/flight-kranich-de-offsets.eml');
    const [event] = await listed(ana);
    expect(event).toMatchObject({ title: 'Flight KX416 Frankfurt → Lissabon', datetime: '2027-04-12T05:05:00.000Z' });
    expect(event?.journey).toEqual({
      mode: 'flight',
      number: 'KX416',
      from: { place: 'Frankfurt am Main (FRA), Frankfurt, DE', code: 'FRA', timeZone: 'Europe/Berlin', time: '2027-04-12T05:05:00.000Z' },
      to: { place: 'Lissabon Humberto Delgado (LIS), Lissabon, PT', code: 'LIS', timeZone: 'Europe/Lisbon', time: '2027-04-12T08:10:00.000Z' },
    });
    const id = event!.id;
    const put = async (body: unknown) => {
      const answer = await ana.browser.json<UnclaimedEventView>('PUT', `/api/unclaimed-events/${id}`, body);
      expect(answer.res.status).toBe(200);
      return answer.data;
    };
    // A new title, or the date it already has, still describes the same leg.
    expect((await put({ title: 'Flight to the conference' })).journey).toEqual(event?.journey);
    expect((await put({ datetime: '2027-04-12T07:05:00+02:00' })).journey).toEqual(event?.journey);
    // Another date: the confirmation no longer describes the event.
    expect(await put({ datetime: '2027-04-13T07:05:00+02:00' })).toMatchObject({ datetime: '2027-04-13T05:05:00.000Z', journey: null });
    expect((await listed(ana))[0]).toMatchObject({ id, journey: null });
  });

  it('is dropped by a new place', async () => {
    const ben = await signIn(suite);
    // ICE 1003, Berlin Hbf 06:29 → München Hbf 10:31 on 19 August 2027.
    await forward(ben, 'jsonld/train-berlin-floating.eml');
    const [event] = await listed(ben);
    expect(event?.journey).toMatchObject({ mode: 'train', number: 'ICE 1003', from: { place: 'Berlin Hbf, Berlin, DE' }, to: { time: '2027-08-19T08:31:00.000Z' } });
    const { data } = await ben.browser.json<UnclaimedEventView>('PUT', `/api/unclaimed-events/${event!.id}`, { location: 'Berlin Südkreuz' });
    expect(data).toMatchObject({ location: 'Berlin Südkreuz', journey: null });
  });
});

describe('POST /api/unclaimed-events/{id}/assign', () => {
  it('moves the event into the user’s itinerary: a new event with its fields, the unclaimed one gone, the version moved', async () => {
    const ana = await signIn(suite);
    const trip = await ownedItinerary(suite, ana, { name: 'Lisbon' });
    const id = await insertUnclaimedEvent(suite, ana.userId, {
      title: 'Dinner at Luca',
      description: 'Table for 4',
      location: 'Rua das Flores 10',
      latitude: 38.71,
      longitude: -9.14,
      attendees: 'Ana, Ben',
      privateNotes: 'Booking ref LX-99',
    });
    const version = await versionOf(trip.projectId);
    const { res, data } = await ana.browser.json<{ success: true; event: EventView }>('POST', `/api/unclaimed-events/${id}/assign`, { projectId: trip.projectId });
    expect(res.status).toBe(200);
    expect(data.success).toBe(true);
    expect(data.event).toMatchObject({
      title: 'Dinner at Luca',
      description: 'Table for 4',
      datetime: '2031-06-01T19:30:00.000Z',
      location: 'Rua das Flores 10',
      latitude: 38.71,
      longitude: -9.14,
      attendees: 'Ana, Ben',
      privateNotes: 'Booking ref LX-99',
    });
    expect(await unclaimedCount(id)).toBe(0);
    expect(await versionOf(trip.projectId)).toBe(version + 1);
    const seen = await readItinerary(trip.guest, trip.projectId);
    expect(seen.events.map((e) => e.title)).toEqual(['Dinner at Luca']);
    // Guests never see private notes.
    expect(seen.events[0]?.privateNotes).toBeUndefined();
  });

  it('refuses an event without a date, another user’s event, and an itinerary the user does not own', async () => {
    const ana = await signIn(suite);
    const ben = await signIn(suite);
    const anas = await ownedItinerary(suite, ana);
    const bens = await ownedItinerary(suite, ben);
    const unowned = await createItinerary(suite);
    const undated = await insertUnclaimedEvent(suite, ana.userId, { datetime: null });
    const dated = await insertUnclaimedEvent(suite, ana.userId);
    const assign = (browser: typeof ana.browser, id: number, projectId: string) =>
      browser.json<{ message: string; code?: string }>('POST', `/api/unclaimed-events/${id}/assign`, { projectId });

    const noDate = await assign(ana.browser, undated, anas.projectId);
    expect(noDate.res.status).toBe(400);
    expect(noDate.data.message).toBe('Add a date before sending this event to an itinerary.');
    for (const projectId of [bens.projectId, unowned.projectId, 'example-paris', 'nosuchid']) {
      const refused = await assign(ana.browser, dated, projectId);
      expect(refused.res.status, projectId).toBe(404);
      expect(refused.data).toEqual({ message: 'This itinerary does not exist.', code: 'NOT_FOUND' });
    }
    // Ben cannot take Ana's event into his own itinerary.
    const stolen = await assign(ben.browser, dated, bens.projectId);
    expect(stolen.res.status).toBe(404);
    expect(stolen.data.message).toBe('This event does not exist.');
    expect(await unclaimedCount(dated)).toBe(1);
    expect(await unclaimedCount(undated)).toBe(1);
    for (const trip of [anas, bens, unowned]) expect((await readItinerary(trip.guest, trip.projectId)).events).toEqual([]);
    expect((await ana.browser.json('POST', `/api/unclaimed-events/${dated}/assign`, {})).res.status).toBe(400);
  });

  it('keeps the free event limit: 403 TRIAL_LIMIT_REACHED, and the event stays unclaimed', async () => {
    const ana = await signIn(suite);
    const trip = await ownedItinerary(suite, ana, { paid: false });
    for (let i = 0; i < FREE_EVENT_LIMIT; i++) {
      const id = await insertUnclaimedEvent(suite, ana.userId, { title: `Event ${i}` });
      expect((await ana.browser.post(`/api/unclaimed-events/${id}/assign`, { projectId: trip.projectId })).status).toBe(200);
    }
    const extra = await insertUnclaimedEvent(suite, ana.userId, { title: 'One too many' });
    const version = await versionOf(trip.projectId);
    const { res, data } = await ana.browser.json<{ code: string }>('POST', `/api/unclaimed-events/${extra}/assign`, { projectId: trip.projectId });
    expect(res.status).toBe(403);
    expect(data.code).toBe('TRIAL_LIMIT_REACHED');
    expect(await unclaimedCount(extra)).toBe(1);
    expect(await versionOf(trip.projectId)).toBe(version);
    expect((await readItinerary(trip.guest, trip.projectId)).events).toHaveLength(FREE_EVENT_LIMIT);
    // After the upgrade it goes through.
    await runSql(suite, 'UPDATE projects SET is_paid = 1 WHERE project_id = ?', [trip.projectId]);
    expect((await ana.browser.post(`/api/unclaimed-events/${extra}/assign`, { projectId: trip.projectId })).status).toBe(200);
  });

  it('assigning the same event twice at once creates exactly one event', async () => {
    const ana = await signIn(suite);
    const first = await ownedItinerary(suite, ana, { name: 'First' });
    const second = await ownedItinerary(suite, ana, { name: 'Second' });
    for (let round = 0; round < 5; round++) {
      const id = await insertUnclaimedEvent(suite, ana.userId, { title: `Race ${round}` });
      const answers = await Promise.all(
        [first, second, first, second].map((trip) => ana.browser.post(`/api/unclaimed-events/${id}/assign`, { projectId: trip.projectId })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404, 404]);
      const copies = await runSql(suite, 'SELECT count(*) AS n FROM events WHERE title = ?', [`Race ${round}`]);
      expect(Number(copies.rows[0]?.n)).toBe(1);
      expect(await unclaimedCount(id)).toBe(0);
    }
  });
});

describe('two app processes on one database', () => {
  let other: RunningServer | undefined;
  afterAll(async () => {
    await other?.stop();
  });

  it('a double assign sent to both creates exactly one event', async () => {
    other = await startServer({ DATABASE_URL: suite.server.databaseUrl });
    const ana = await signIn(suite);
    const trip = await ownedItinerary(suite, ana);
    const elsewhere = new TestBrowser(other.url);
    elsewhere.cookies.set('session', ana.token);
    for (let round = 0; round < 5; round++) {
      const id = await insertUnclaimedEvent(suite, ana.userId, { title: `Split ${round}` });
      const answers = await Promise.all(
        [ana.browser, elsewhere, ana.browser, elsewhere].map((b) => b.post(`/api/unclaimed-events/${id}/assign`, { projectId: trip.projectId })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404, 404]);
      const copies = await runSql(suite, 'SELECT count(*) AS n FROM events WHERE title = ?', [`Split ${round}`]);
      expect(Number(copies.rows[0]?.n)).toBe(1);
    }
  });
});
