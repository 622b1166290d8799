/**
 * Look-alike names over real HTTP (docs/security.md#look-alike-names): a name that looks like one
 * another browser holds (invisible characters, letters of another script, full-width forms) is
 * refused like that name itself, for travel and for RSVPs; the browser that holds the name gets
 * its own entries and answer back under it; names are stored cleaned; the board shows one person.
 */
import { describe, expect, it } from 'vitest';
import type { TravelEntryView } from '../../src/lib/arrivals-board';
import type { EventRsvpView, RsvpAnswerView } from '../../src/server/rsvps/rsvps';
import type { TravelListing } from '../../src/server/travel/travel';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, joinAsGuest } from '../support/travel';

const suite = serverSuite();

// Each looks like "Ana" on screen.
const LOOK_ALIKES = [
  'Ana\u200B', // zero-width space
  '\u0410na', // Cyrillic А
  'A\u00ADna', // soft hyphen
  'An\u2060a', // word joiner
  '\uFF21\uFF4E\uFF41', // full-width letters
  '\u202EAna', // right-to-left override
  'An\u0430', // Cyrillic а
];

type Refusal = { message?: string; code?: string };
const travelPath = (projectId: string) => `/api/projects/${projectId}/travel`;
const arrival = (guestName: string, localTime = '2031-06-12T14:05') => ({
  guestName,
  kind: 'arrival',
  localTime,
  timeZone: 'Europe/Lisbon',
  place: 'Lisbon airport',
  placeCode: 'LIS',
});
const addTravel = (b: TestBrowser, projectId: string, body: unknown) =>
  b.json<TravelEntryView & Refusal>('POST', travelPath(projectId), body);
const travelListing = async (b: TestBrowser, projectId: string) =>
  (await b.json<TravelListing>('GET', travelPath(projectId))).data;
const boardPeople = (listing: TravelListing) =>
  listing.board.flatMap((day) =>
    day.places.flatMap((place) =>
      [...place.arrivals, ...place.departures].flatMap((g) => g.people),
    ),
  );

const answer = (b: TestBrowser, projectId: string, eventId: number, body: unknown) =>
  b.json<RsvpAnswerView & Refusal>(
    'PUT',
    `/api/projects/${projectId}/events/${eventId}/rsvp`,
    body,
  );
const rsvps = async (b: TestBrowser, projectId: string) =>
  (await b.json<EventRsvpView[]>('GET', `/api/projects/${projectId}/rsvps`)).data;

async function askingEvent(admin: TestBrowser, projectId: string, attendees: string | null) {
  const eventId = await addEvent(admin, projectId, { attendees });
  const set = await admin.json<Refusal>(
    'PUT',
    `/api/projects/${projectId}/events/${eventId}/rsvp-settings`,
    { asks: true },
  );
  if (set.res.status !== 200) throw new Error(`settings: ${set.res.status} ${set.data.message}`);
  return eventId;
}

describe('look-alike names', () => {
  it('are refused for travel like the name they imitate, and the board shows one Ana', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const ben = await joinAsGuest(suite, trip);
    expect((await addTravel(trip.guest, trip.projectId, arrival('Ana'))).res.status).toBe(201);

    const plain = await addTravel(ben, trip.projectId, arrival('Ana'));
    expect(plain.res.status).toBe(403);
    expect(plain.data.code).toBe('NAME_TAKEN');
    for (const typed of LOOK_ALIKES) {
      const refused = await addTravel(ben, trip.projectId, arrival(typed, '2031-06-12T16:00'));
      expect({ typed, status: refused.res.status, code: refused.data.code }).toEqual({
        typed,
        status: 403,
        code: 'NAME_TAKEN',
      });
    }

    const listing = await travelListing(trip.admin, trip.projectId);
    expect(listing.entries.map((e) => e.guestName)).toEqual(['Ana']);
    expect(boardPeople(listing)).toEqual(['Ana']);
  });

  it('bring the browser that holds the name back to it: no second person on the board', async () => {
    const trip = await createItinerary(suite, { paid: false });
    expect((await addTravel(trip.guest, trip.projectId, arrival('Ana'))).res.status).toBe(201);
    for (const [i, typed] of ['Ana\u200B', '\u0410na', '\uFF21\uFF4E\uFF41'].entries()) {
      const again = await addTravel(
        trip.guest,
        trip.projectId,
        arrival(typed, `2031-06-1${3 + i}T10:00`),
      );
      expect(again.res.status).toBe(201);
      // The first spelling on the board is kept.
      expect(again.data.guestName).toBe('Ana');
    }
    // An organiser adding for a look-alike joins the same person too.
    expect(
      (await addTravel(trip.admin, trip.projectId, arrival('An\u0430', '2031-06-17T10:00'))).data
        .guestName,
    ).toBe('Ana');

    const listing = await travelListing(trip.admin, trip.projectId);
    expect(new Set(listing.entries.map((e) => e.guestName))).toEqual(new Set(['Ana']));
    expect(new Set(boardPeople(listing))).toEqual(new Set(['Ana']));
    const stored = await runSql(
      suite,
      'SELECT DISTINCT guest_name, guest_key FROM travel_entries t JOIN projects p ON p.id = t.project_id WHERE p.project_id = ?',
      [trip.projectId],
    );
    expect(stored.rows.length).toBe(1);
  });

  it('are stored cleaned: invisible characters never reach the page', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const created = await addTravel(
      trip.guest,
      trip.projectId,
      arrival('\u200BCa\u00ADro\u2060 \u00A0Lima\uFE0F'),
    );
    expect(created.res.status).toBe(201);
    expect(created.data.guestName).toBe('Caro Lima');
    const onlyInvisible = await addTravel(trip.guest, trip.projectId, arrival('\u200B\u2060'));
    expect(onlyInvisible.res.status).toBe(400);
    expect(onlyInvisible.data.message).toBe('Please enter your name.');
  });

  it('are refused for RSVPs like the name they imitate, on open events and on guest lists', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const ben = await joinAsGuest(suite, trip);
    const open = await askingEvent(trip.admin, trip.projectId, null);
    const listed = await askingEvent(trip.admin, trip.projectId, 'Ana, Ben');
    for (const eventId of [open, listed]) {
      expect(
        (await answer(trip.guest, trip.projectId, eventId, { name: 'Ana', status: 'going' })).res
          .status,
      ).toBe(200);
      for (const typed of LOOK_ALIKES) {
        const refused = await answer(ben, trip.projectId, eventId, { name: typed, status: 'no' });
        expect({ eventId, typed, status: refused.res.status, code: refused.data.code }).toEqual({
          eventId,
          typed,
          status: 403,
          code: 'NAME_TAKEN',
        });
      }
      // Ana's own browser answering as a look-alike changes her one answer.
      const own = await answer(trip.guest, trip.projectId, eventId, {
        name: '\u0410na\u200B',
        status: 'maybe',
      });
      expect(own.res.status).toBe(200);
    }

    const forAdmin = await rsvps(trip.admin, trip.projectId);
    expect(forAdmin.map((e) => e.answers.map((a) => [a.status, a.mine]))).toEqual([
      [['maybe', false]],
      [['maybe', false]],
    ]);
    // On the list the name is spelled as the list spells it; nothing Ben typed was kept.
    expect(forAdmin.find((e) => e.eventId === listed)?.answers[0]?.name).toBe('Ana');
    expect(
      forAdmin.every((e) => e.counts.going === 0 && e.counts.no === 0 && e.counts.maybe === 1),
    ).toBe(true);
  });
});
