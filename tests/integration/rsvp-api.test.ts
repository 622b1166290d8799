/**
 * RSVPs over real HTTP: the admin's settings per event, answers only from the names an event
 * includes, one browser per name, plus-ones within the event's limit, the RSVP-by date, counts for
 * everyone with names and notes for admins only, the answers limit under parallel requests, and the CSV.
 */
import { describe, expect, it } from 'vitest';
import type { EventRsvpView, RsvpAnswerView } from '../../src/server/rsvps/rsvps';
import { RSVP_ANSWERS_PER_EVENT } from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, joinAsGuest, parseCsv } from '../support/travel';

const suite = serverSuite();

type Answer = RsvpAnswerView & { message?: string; code?: string };
const answer = (b: TestBrowser, projectId: string, eventId: number, body: unknown) =>
  b.json<Answer>('PUT', `/api/projects/${projectId}/events/${eventId}/rsvp`, body);
const clear = (b: TestBrowser, projectId: string, eventId: number, name: string) =>
  b.json<{ message?: string }>('DELETE', `/api/projects/${projectId}/events/${eventId}/rsvp`, { name });
const settings = (b: TestBrowser, projectId: string, eventId: number, body: unknown) =>
  b.json<{ message?: string }>('PUT', `/api/projects/${projectId}/events/${eventId}/rsvp-settings`, body);
const rsvps = async (b: TestBrowser, projectId: string) => {
  const res = await b.request('GET', `/api/projects/${projectId}/rsvps`);
  return { status: res.status, text: await res.clone().text(), data: (await res.json()) as EventRsvpView[] };
};

async function askingTrip(attendees: string | null = 'Ana, Ben, Caro', rules: Record<string, unknown> = {}) {
  const trip = await createItinerary(suite, { paid: false });
  const eventId = await addEvent(trip.admin, trip.projectId, { attendees });
  const set = await settings(trip.admin, trip.projectId, eventId, { asks: true, ...rules });
  if (set.res.status !== 200) throw new Error(`settings: ${set.res.status} ${set.data.message}`);
  return { ...trip, eventId };
}

describe('RSVPs', () => {
  it('are asked only where the admin turned them on, and only admins change that', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const eventId = await addEvent(trip.admin, trip.projectId, { attendees: 'Ana' });
    const notAsked = await answer(trip.guest, trip.projectId, eventId, { name: 'Ana', status: 'going' });
    expect(notAsked.res.status).toBe(409);
    expect(notAsked.data.message).toBe('This event does not ask for RSVPs.');
    expect((await settings(trip.guest, trip.projectId, eventId, { asks: true })).res.status).toBe(403);
    expect((await settings(trip.admin, trip.projectId, eventId + 1000, { asks: true })).res.status).toBe(404);
    const bad = await settings(trip.admin, trip.projectId, eventId, { asks: true, plusOnesAllowed: true, plusOnesMax: 11 });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toBe('Plus-ones must be a whole number from 0 to 10.');
    expect((await settings(trip.admin, trip.projectId, eventId, { asks: true })).res.status).toBe(200);
    expect((await answer(trip.guest, trip.projectId, eventId, { name: 'Ana', status: 'going' })).res.status).toBe(200);
    expect((await rsvps(trip.guest, trip.projectId)).data.map((e) => e.eventId)).toEqual([eventId]);
  });

  it('take answers only from names the event includes, spelled as the event spells them', async () => {
    const listed = await askingTrip('Ana Lima, Ben');
    const zoe = await answer(listed.guest, listed.projectId, listed.eventId, { name: 'Zoe', status: 'going' });
    expect(zoe.res.status).toBe(403);
    expect(zoe.data.message).toBe('“Zoe” is not on this event’s guest list. Choose a name the event lists.');
    const ana = await answer(listed.guest, listed.projectId, listed.eventId, { name: '  ana   lima ', status: 'maybe' });
    expect(ana.res.status).toBe(200);
    expect(ana.data).toMatchObject({ name: 'Ana Lima', status: 'maybe', mine: true });

    const except = await askingTrip('Everyone except Bob');
    expect((await answer(except.guest, except.projectId, except.eventId, { name: 'bob', status: 'going' })).res.status).toBe(403);
    expect((await answer(except.guest, except.projectId, except.eventId, { name: 'Zed', status: 'going' })).res.status).toBe(200);
    const everyone = await askingTrip(null);
    expect((await answer(everyone.guest, everyone.projectId, everyone.eventId, { name: 'Anyone', status: 'no' })).res.status).toBe(200);
  });

  it('belong to the browser that answered first: another guest cannot change or clear them, an admin can', async () => {
    const trip = await askingTrip();
    const ben = await joinAsGuest(suite, trip);
    expect((await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going' })).res.status).toBe(200);
    const benAsAna = await answer(ben, trip.projectId, trip.eventId, { name: 'Ana', status: 'no' });
    expect(benAsAna.res.status).toBe(403);
    expect(benAsAna.data.code).toBe('NAME_TAKEN');
    const benClears = await clear(ben, trip.projectId, trip.eventId, 'Ana');
    expect(benClears.res.status).toBe(403);
    expect(benClears.data.message).toBe('Only the person who answered, or an organiser, can change this answer.');

    const byAdmin = await answer(trip.admin, trip.projectId, trip.eventId, { name: 'Ana', status: 'maybe', note: 'Told me by phone' });
    expect(byAdmin.res.status).toBe(200);
    // Still Ana's browser's answer.
    const own = (await rsvps(trip.guest, trip.projectId)).data[0]!.answers;
    expect(own).toEqual([expect.objectContaining({ name: 'Ana', status: 'maybe', mine: true, canEdit: true })]);
    expect((await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going' })).res.status).toBe(200);
    expect((await clear(trip.admin, trip.projectId, trip.eventId, 'ana')).res.status).toBe(200);
    expect((await rsvps(trip.admin, trip.projectId)).data[0]!.answers).toEqual([]);
    expect((await clear(trip.guest, trip.projectId, trip.eventId, 'Ana')).res.status).toBe(404);
  });

  it('show counts to everyone, and names and notes to admins only', async () => {
    const trip = await askingTrip('Ana, Ben, Caro', { plusOnesAllowed: true, plusOnesMax: 2 });
    const ben = await joinAsGuest(suite, trip);
    const secret = `allergic to ${crypto.randomUUID()}`;
    await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going', plusOnes: 2 });
    await answer(ben, trip.projectId, trip.eventId, { name: 'Ben', status: 'going', plusOnes: 1, note: secret });
    await answer(ben, trip.projectId, trip.eventId, { name: 'Caro', status: 'no' });

    const forAna = await rsvps(trip.guest, trip.projectId);
    expect(forAna.data[0]).toMatchObject({ counts: { going: 2, maybe: 0, no: 1, plusOnes: 3 }, plusOnesMax: 2, closed: false });
    expect(forAna.data[0]!.answers.map((a) => a.name)).toEqual(['Ana']);
    expect(forAna.text).not.toContain(secret);
    expect(forAna.text).not.toContain('Caro');
    const forAdmin = await rsvps(trip.admin, trip.projectId);
    expect(forAdmin.data[0]!.answers.map((a) => [a.name, a.note])).toEqual([['Ana', null], ['Ben', secret], ['Caro', null]]);

    const tooMany = await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going', plusOnes: 3 });
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.data.message).toBe('This event allows up to 2 plus-ones per guest.');
    const stranger = suite.browser();
    const refused = await stranger.request('GET', `/api/projects/${trip.projectId}/rsvps`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain(secret);
  });

  it('close for guests at the RSVP-by date; admins may still record answers', async () => {
    const trip = await askingTrip('Ana, Ben', { rsvpBy: new Date(Date.now() + 60_000).toISOString() });
    expect((await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going' })).res.status).toBe(200);
    await runSql(suite, 'UPDATE event_rsvp_settings SET rsvp_by = ? WHERE event_id = ?', [Date.UTC(2025, 0, 15, 17, 0), trip.eventId]);
    const late = await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'no' });
    expect(late.res.status).toBe(403);
    expect(late.data.code).toBe('RSVP_CLOSED');
    // The itinerary's zone is America/New_York: 17:00 UTC is 12:00 there.
    expect(late.data.message).toBe('RSVPs for this event closed on Jan 15, 2025, 12:00 PM. Please contact the organiser.');
    expect((await clear(trip.guest, trip.projectId, trip.eventId, 'Ana')).res.status).toBe(403);
    expect((await rsvps(trip.guest, trip.projectId)).data[0]).toMatchObject({ closed: true, rsvpBy: '2025-01-15T17:00:00.000Z' });
    expect((await answer(trip.admin, trip.projectId, trip.eventId, { name: 'Ben', status: 'going' })).res.status).toBe(200);
  });

  it(`hold at most ${RSVP_ANSWERS_PER_EVENT} answers per event under 20 parallel requests`, async () => {
    const trip = await askingTrip(null);
    const room = 7;
    await runSql(
      suite,
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO rsvp_answers (event_id, project_id, guest_name, guest_key, status)
       SELECT e.id, e.project_id, 'Guest ' || i, 'guest ' || i, 'going' FROM n, events e WHERE e.id = ?`,
      [RSVP_ANSWERS_PER_EVENT - room, trip.eventId],
    );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(trip.guest, trip.projectId, trip.eventId, { name: `Person ${i}`, status: 'going' })));
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(room);
    const refused = answers.filter((a) => a.res.status === 409);
    expect(refused).toHaveLength(20 - room);
    expect(refused[0]!.data.message).toBe(`This event already has ${RSVP_ANSWERS_PER_EVENT} answers, the most it can hold.`);
    // A name that has answered may still change its answer.
    expect((await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Person 0', status: 'maybe' })).res.status).toBe(200);
  });

  it('export every answer as CSV for admins', async () => {
    const trip = await askingTrip('Ana, Ben', { plusOnesAllowed: true, plusOnesMax: 1 });
    await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going', plusOnes: 1, note: '-vegan, "no nuts"' });
    await answer(trip.admin, trip.projectId, trip.eventId, { name: 'Ben', status: 'no' });
    expect((await trip.guest.get(`/api/projects/${trip.projectId}/exports/rsvps.csv`)).status).toBe(403);
    const res = await trip.admin.get(`/api/projects/${trip.projectId}/exports/rsvps.csv`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['Event', 'Event date', 'Event time', 'Name', 'Answer', 'Plus-ones', 'Note', 'Answered']);
    // 19:00 UTC is 15:00 in New York in June.
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['Welcome dinner', '2031-06-12', '15:00', 'Ana', 'Going', '1', `'-vegan, "no nuts"`],
      ['Welcome dinner', '2031-06-12', '15:00', 'Ben', 'Can’t make it', '0', ''],
    ]);
  });

  it('go with their event when it is deleted', async () => {
    const trip = await askingTrip();
    await answer(trip.guest, trip.projectId, trip.eventId, { name: 'Ana', status: 'going' });
    expect((await trip.admin.delete(`/api/projects/${trip.projectId}/events/${trip.eventId}`)).status).toBe(200);
    const left = await runSql(suite, 'SELECT (SELECT count(*) FROM rsvp_answers WHERE event_id = ?) + (SELECT count(*) FROM event_rsvp_settings WHERE event_id = ?) AS n', [trip.eventId, trip.eventId]);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
