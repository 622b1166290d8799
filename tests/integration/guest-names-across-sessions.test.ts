/**
 * A guest's name outlives the browser session that wrote under it (docs/product.md#whose-name-is-whose):
 * signing in carries the travel and answers to the new session, and when a session ends (signed
 * out or expired) its names stay held for NAME_HOLD_MS, so nobody else writes as that person while
 * they could still come back. A signed-in writer who signs in again gets their rows back; an
 * organiser frees a name by deleting what was written under it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { NAME_HOLD_MS } from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql, sessionIdOf } from '../support/itineraries';
import { startSmtpSink } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';
import { addEvent, arrival, joinAsGuest } from '../support/travel';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });

let addresses = 0;
const newAddress = () => `guest${++addresses}-${Date.now()}@example.test`;

/** Signs `browser` in through the emailed link, pressing the page's button as a person does. */
async function signIn(browser: TestBrowser, email: string) {
  const sent = smtp.messages.length;
  expect((await browser.json('POST', '/api/auth/email-link', { email })).res.status).toBe(200);
  await smtp.waitForMessages(sent + 1);
  const mail = smtp.messages.find((m, i) => i >= sent && m.to.includes(email));
  const token = /callback\?token=([a-z0-9]+)/.exec(mail?.parsed.text ?? '')?.[1] ?? '';
  const pressed = await browser.request('POST', '/api/auth/email-link/callback', `token=${token}`, {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(pressed.status).toBe(303);
  expect((await browser.get('/api/auth/user')).status).toBe(200);
}

const signOut = async (browser: TestBrowser) => expect((await browser.post('/api/logout', {})).status).toBe(200);

/** An itinerary with one event that asks for RSVPs from anyone. */
async function askingTrip() {
  const trip = await createItinerary(suite, { paid: false });
  const eventId = await addEvent(trip.admin, trip.projectId, { attendees: null });
  const set = await trip.admin.json('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp-settings`, { asks: true });
  expect(set.res.status).toBe(200);
  const travel = `/api/projects/${trip.projectId}/travel`;
  const rsvp = `/api/projects/${trip.projectId}/events/${eventId}/rsvp`;
  return {
    ...trip,
    eventId,
    addTravel: (b: TestBrowser, name: string, over: Record<string, unknown> = {}) =>
      b.json<{ id: number; mine: boolean; canEdit: boolean; code?: string }>('POST', travel, arrival(name, over)),
    editTravel: (b: TestBrowser, id: number, over: Record<string, unknown> = {}) => b.request('PUT', `${travel}/${id}`, arrival('ignored', over)),
    deleteTravel: (b: TestBrowser, id: number) => b.request('DELETE', `${travel}/${id}`),
    myTravel: async (b: TestBrowser) =>
      (await b.json<{ entries: { guestName: string; mine: boolean; canEdit: boolean }[] }>('GET', travel)).data.entries.filter((e) => e.mine),
    answer: (b: TestBrowser, name: string, status: string) => b.json<{ name: string; status: string; mine: boolean; code?: string }>('PUT', rsvp, { name, status }),
    clearAnswer: (b: TestBrowser, name: string) => b.json('DELETE', rsvp, { name }),
  };
}

describe('a guest name across sessions', () => {
  it('comes along when the guest signs in: the same browser keeps editing, nobody else takes the name', async () => {
    const trip = await askingTrip();
    const ana = trip.guest;
    const entry = await trip.addTravel(ana, 'Ana', { seatsFree: 2 });
    expect(entry.res.status).toBe(201);
    expect((await trip.answer(ana, 'Ana', 'going')).res.status).toBe(200);

    await signIn(ana, newAddress());

    // Still Ana's own, in the new session.
    expect((await trip.editTravel(ana, entry.data.id, { localTime: '2031-06-12T16:00' })).status).toBe(200);
    expect((await trip.myTravel(ana)).map((e) => [e.guestName, e.canEdit])).toEqual([['Ana', true]]);
    const changed = await trip.answer(ana, 'Ana', 'maybe');
    expect(changed.res.status).toBe(200);
    expect(changed.data).toMatchObject({ status: 'maybe', mine: true });

    // Another browser can neither overwrite her answer nor add travel as her.
    const other = await joinAsGuest(suite, trip);
    const overwrite = await trip.answer(other, 'ana', 'no');
    expect(overwrite.res.status).toBe(403);
    expect(overwrite.data.code).toBe('NAME_TAKEN');
    const impersonate = await trip.addTravel(other, 'Ana');
    expect(impersonate.res.status).toBe(403);
    expect(impersonate.data.code).toBe('NAME_TAKEN');
  });

  it(`stays held for ${NAME_HOLD_MS / 86_400_000} days after the guest signs out or the session expires; an organiser can free it`, async () => {
    const trip = await askingTrip();
    const bea = trip.guest;
    const entry = await trip.addTravel(bea, 'Bea');
    expect(entry.res.status).toBe(201);
    expect((await trip.answer(bea, 'Bea', 'going')).res.status).toBe(200);
    await signOut(bea);

    const other = await joinAsGuest(suite, trip);
    expect((await trip.answer(other, 'Bea', 'no')).data.code).toBe('NAME_TAKEN');
    expect((await trip.addTravel(other, 'Bea')).data.code).toBe('NAME_TAKEN');
    // The rows are still there, unchanged, and the organiser can still change them.
    const answers = await runSql(suite, "SELECT status FROM rsvp_answers WHERE event_id = ? AND guest_name = 'Bea'", [trip.eventId]);
    expect(answers.rows.map((r) => r.status)).toEqual(['going']);
    expect((await trip.editTravel(trip.admin, entry.data.id, { localTime: '2031-06-12T18:00' })).status).toBe(200);
    expect((await trip.answer(trip.admin, 'Bea', 'maybe')).res.status).toBe(200);
    // An organiser's change leaves the name held.
    expect((await trip.addTravel(other, 'Bea')).data.code).toBe('NAME_TAKEN');

    // An organiser frees the name by deleting what was written under it.
    expect((await trip.deleteTravel(trip.admin, entry.data.id)).status).toBe(200);
    expect((await trip.clearAnswer(trip.admin, 'Bea')).res.status).toBe(200);
    expect((await trip.addTravel(other, 'Bea')).res.status).toBe(201);

    // A session that expires holds its names the same way.
    const cy = await joinAsGuest(suite, trip);
    expect((await trip.answer(cy, 'Cy', 'going')).res.status).toBe(200);
    const cyId = sessionIdOf(cy);
    await runSql(suite, 'UPDATE sessions SET expires_at = ? WHERE id = ?', [Date.now() - 1000, cyId]);
    expect((await cy.get('/api/auth/user')).status).toBe(401); // the server notices and ends it
    expect((await runSql(suite, 'SELECT count(*) AS n FROM sessions WHERE id = ?', [cyId])).rows[0]?.n).toBe(0);
    expect((await trip.answer(other, 'Cy', 'no')).data.code).toBe('NAME_TAKEN');

    // Once the hold is over, the name is free again, and a guest who answers takes the answer over.
    const held = await runSql(suite, "SELECT held_until FROM rsvp_answers WHERE event_id = ? AND guest_name = 'Cy'", [trip.eventId]);
    const heldUntil = Number(held.rows[0]?.held_until);
    expect(heldUntil).toBeGreaterThan(Date.now() + NAME_HOLD_MS - 60_000);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + NAME_HOLD_MS);
    await runSql(suite, "UPDATE rsvp_answers SET held_until = ? WHERE event_id = ? AND guest_name = 'Cy'", [Date.now() - 1, trip.eventId]);
    const taken = await trip.answer(other, 'Cy', 'no');
    expect(taken.res.status).toBe(200);
    expect(taken.data).toMatchObject({ status: 'no', mine: true });
  });

  it('returns to a signed-in writer who signs in again, on any browser, while it is held', async () => {
    const trip = await askingTrip();
    const email = newAddress();
    const phone = await joinAsGuest(suite, trip);
    await signIn(phone, email);
    const entry = await trip.addTravel(phone, 'Dora');
    expect(entry.res.status).toBe(201);
    expect((await trip.answer(phone, 'Dora', 'going')).res.status).toBe(200);
    await signOut(phone);

    const other = await joinAsGuest(suite, trip);
    expect((await trip.addTravel(other, 'Dora')).data.code).toBe('NAME_TAKEN');

    // Dora signs in on her laptop: her entry and answer are hers again there.
    const laptop = await joinAsGuest(suite, trip);
    await signIn(laptop, email);
    expect((await trip.myTravel(laptop)).map((e) => [e.guestName, e.canEdit])).toEqual([['Dora', true]]);
    expect((await trip.editTravel(laptop, entry.data.id, { localTime: '2031-06-12T17:00' })).status).toBe(200);
    expect((await trip.answer(laptop, 'Dora', 'maybe')).data).toMatchObject({ status: 'maybe', mine: true });
    expect((await trip.answer(other, 'Dora', 'no')).data.code).toBe('NAME_TAKEN');

    // Someone else signing in gets nothing of hers.
    const stranger = await joinAsGuest(suite, trip);
    await signIn(stranger, newAddress());
    expect(await trip.myTravel(stranger)).toEqual([]);
  });
});
