/**
 * Guests' travel over real HTTP: who may change what, the limits under parallel requests, wall
 * times kept in the place's zone, the board's groups, the organiser's visibility switch, the CSV
 * export, and nothing for a browser without a grant.
 */
import { describe, expect, it } from 'vitest';
import type { TravelListing } from '../../src/server/travel/travel';
import type { TravelEntryView } from '../../src/lib/arrivals-board';
import { TRAVEL_ENTRIES_PER_ITINERARY, TRAVEL_ENTRIES_PER_NAME } from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { arrival, insertArrivals, joinAsGuest, parseCsv } from '../support/travel';

const suite = serverSuite();

const travelPath = (projectId: string) => `/api/projects/${projectId}/travel`;
const add = (b: TestBrowser, projectId: string, body: unknown) => b.json<TravelEntryView & { message?: string; code?: string }>('POST', travelPath(projectId), body);
const listing = async (b: TestBrowser, projectId: string, query = '') => {
  const res = await b.request('GET', `${travelPath(projectId)}${query}`);
  return { status: res.status, text: await res.clone().text(), data: (await res.json()) as TravelListing };
};

describe('travel entries', () => {
  it('belong to the browser that wrote them: another guest cannot edit or delete them, an admin can', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const ana = trip.guest;
    const ben = await joinAsGuest(suite, trip);
    const created = await add(ana, trip.projectId, arrival('Ana', { seatsFree: 2, note: 'Renting a car' }));
    expect(created.res.status).toBe(201);
    expect(created.data).toMatchObject({ guestName: 'Ana', mine: true, canEdit: true, seatsFree: 2 });
    expect(JSON.stringify(created.data)).not.toMatch(/session/i);
    const path = `${travelPath(trip.projectId)}/${created.data.id}`;

    const benEdit = await ben.json<{ message: string; code: string }>('PUT', path, arrival('x', { place: 'Elsewhere' }));
    expect(benEdit.res.status).toBe(403);
    expect(benEdit.data.message).toBe('Only the person who added this arrival or departure, or an organiser, can change it.');
    expect((await ben.request('DELETE', path)).status).toBe(403);
    // Nor may Ben write under the name Ana's browser holds.
    const taken = await add(ben, trip.projectId, arrival(' ana '));
    expect(taken.res.status).toBe(403);
    expect(taken.data.code).toBe('NAME_TAKEN');
    // Ben sees Ana's entry, but may not change it.
    const seen = (await listing(ben, trip.projectId)).data.entries;
    expect(seen.map((e) => [e.guestName, e.mine, e.canEdit])).toEqual([['Ana', false, false]]);

    const adminEdit = await trip.admin.json<TravelEntryView>('PUT', path, arrival('ignored', { localTime: '2031-06-12T15:00' }));
    expect(adminEdit.res.status).toBe(200);
    expect(adminEdit.data).toMatchObject({ guestName: 'Ana', localTime: '2031-06-12T15:00', canEdit: true, mine: false });
    // Still Ana's: her browser keeps editing it.
    const anaEdit = await ana.json<TravelEntryView>('PUT', path, arrival('Ana', { localTime: '2031-06-12T15:30' }));
    expect(anaEdit.res.status).toBe(200);
    expect(anaEdit.data.mine).toBe(true);
    expect((await trip.admin.request('DELETE', path)).status).toBe(200);
    expect((await ana.request('DELETE', path)).status).toBe(404);
  });

  it('bumps the version with every write, so open pages update', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const version = async () => Number((await runSql(suite, 'SELECT version FROM projects WHERE project_id = ?', [trip.projectId])).rows[0]?.version);
    const before = await version();
    const created = await add(trip.guest, trip.projectId, arrival('Ana'));
    expect(await version()).toBe(before + 1);
    await trip.guest.request('DELETE', `${travelPath(trip.projectId)}/${created.data.id}`);
    expect(await version()).toBe(before + 2);
    // A refused write moves nothing.
    await add(trip.guest, trip.projectId, arrival('Ana', { localTime: 'soon' }));
    expect(await version()).toBe(before + 2);
  });

  it(`allows exactly ${TRAVEL_ENTRIES_PER_NAME} entries per name under 20 parallel requests`, async () => {
    const trip = await createItinerary(suite, { paid: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(trip.guest, trip.projectId, arrival('Ana', { localTime: `2031-06-12T10:${String(i).padStart(2, '0')}` }))),
    );
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(TRAVEL_ENTRIES_PER_NAME);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - TRAVEL_ENTRIES_PER_NAME);
    const refused = answers.find((a) => a.res.status === 409)!;
    expect(refused.data.message).toBe(`“Ana” already has ${TRAVEL_ENTRIES_PER_NAME} arrivals and departures, the most one person can add.`);
    const rows = await runSql(suite, 'SELECT count(*) AS n FROM travel_entries t JOIN projects p ON p.id = t.project_id WHERE p.project_id = ?', [trip.projectId]);
    expect(Number(rows.rows[0]?.n)).toBe(TRAVEL_ENTRIES_PER_NAME);
  });

  it(`allows exactly ${TRAVEL_ENTRIES_PER_ITINERARY} entries per itinerary under 20 parallel requests`, async () => {
    const trip = await createItinerary(suite, { paid: false });
    const room = 5;
    // Everyone else's entries, written straight into the database (as another process would).
    await insertArrivals(suite, trip.projectId, TRAVEL_ENTRIES_PER_ITINERARY - room);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(trip.guest, trip.projectId, arrival(`Person ${i}`))));
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(room);
    const refused = answers.filter((a) => a.res.status === 409);
    expect(refused).toHaveLength(20 - room);
    expect(refused[0]!.data.message).toBe(`This itinerary already has ${TRAVEL_ENTRIES_PER_ITINERARY} arrivals and departures, the most it can hold.`);
  });

  it('keeps a 23:30 arrival in Tokyo at 23:30 Tokyo time, whatever the itinerary’s zone', async () => {
    const trip = await createItinerary(suite, { paid: false, timeZone: 'America/New_York' });
    const tokyo = await add(trip.guest, trip.projectId, arrival('Kenji', { localTime: '2031-06-12T23:30', timeZone: 'Asia/Tokyo', place: 'Narita', placeCode: 'nrt' }));
    expect(tokyo.res.status).toBe(201);
    expect(tokyo.data).toMatchObject({ localTime: '2031-06-12T23:30', timeZone: 'Asia/Tokyo', instant: '2031-06-12T14:30:00.000Z', placeCode: 'NRT' });
    // Without a zone, an airport code gives the airport's; without either, the itinerary's.
    const byCode = await add(trip.guest, trip.projectId, arrival('Kenji', { localTime: '2031-06-13T23:30', timeZone: undefined, placeCode: 'HND', place: 'Haneda' }));
    expect(byCode.data).toMatchObject({ timeZone: 'Asia/Tokyo', localTime: '2031-06-13T23:30', instant: '2031-06-13T14:30:00.000Z' });
    const byItinerary = await add(trip.guest, trip.projectId, arrival('Kenji', { localTime: '2031-06-14T23:30', timeZone: null, placeCode: null, place: 'Penn Station' }));
    expect(byItinerary.data).toMatchObject({ timeZone: 'America/New_York', localTime: '2031-06-14T23:30' });

    const { data } = await listing(trip.admin, trip.projectId);
    expect(data.board[0]).toMatchObject({ date: '2031-06-12', places: [{ label: 'NRT', timeZone: 'Asia/Tokyo' }] });
    expect(data.board[0]!.places[0]!.arrivals[0]!.summary).toBe('Kenji lands at NRT at 23:30');

    const csv = parseCsv(await (await trip.admin.get(`/api/projects/${trip.projectId}/exports/arrivals.csv`)).text());
    expect(csv[1]!.slice(0, 5)).toEqual(['Kenji', 'Arrival', '2031-06-12', '23:30', 'Asia/Tokyo']);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const cases: [Record<string, unknown>, string][] = [
      [arrival('  '), 'Please enter your name.'],
      [arrival('Ana', { localTime: '2031-02-30T10:00' }), 'Please choose a date and time.'],
      [arrival('Ana', { timeZone: 'Mars/Olympus' }), 'Please choose a valid time zone, such as America/New_York.'],
      [arrival('Ana', { kind: 'layover' }), 'Please choose arrival or departure.'],
      [arrival('Ana', { place: '' }), 'Please enter where: an airport, a station or an address.'],
      [arrival('Ana', { placeCode: 'L!S' }), 'Airport or station codes are 2 to 8 letters or digits, such as LIS.'],
      [arrival('Ana', { seatsFree: 2.5 }), 'Seats free must be a whole number from 0 to 20.'],
      [arrival('Ana', { note: 'x'.repeat(501) }), 'Notes can be at most 500 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await add(trip.guest, trip.projectId, body);
      expect(res.res.status, message).toBe(400);
      expect(res.data.message).toBe(message);
    }
    expect((await listing(trip.admin, trip.projectId)).data.entries).toEqual([]);
  });

  it('groups people landing at one place within 90 minutes on the board, and follows the people filter', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const ben = await joinAsGuest(suite, trip);
    const caro = await joinAsGuest(suite, trip);
    await add(trip.guest, trip.projectId, arrival('Ana', { localTime: '2031-06-12T14:05' }));
    await add(ben, trip.projectId, arrival('Ben', { localTime: '2031-06-12T14:40' }));
    await add(caro, trip.projectId, arrival('Caro', { localTime: '2031-06-12T15:10' }));
    await add(caro, trip.projectId, arrival('Caro', { kind: 'departure', localTime: '2031-06-19T08:00' }));
    await add(trip.guest, trip.projectId, arrival('Ana', { localTime: '2031-06-12T17:00' }));

    const { data } = await listing(ben, trip.projectId);
    expect(data.board.map((d) => d.date)).toEqual(['2031-06-12', '2031-06-19']);
    expect(data.board[0]!.places[0]!.arrivals.map((g) => g.summary)).toEqual([
      '3 people land at LIS between 14:05 and 15:10',
      'Ana lands at LIS at 17:00',
    ]);
    expect(data.board[1]!.places[0]!.departures[0]!.summary).toBe('Caro leaves from LIS at 08:00');

    const filtered = (await listing(ben, trip.projectId, '?person=caro&person=Ben')).data.board;
    expect(filtered[0]!.places[0]!.arrivals.map((g) => g.summary)).toEqual(['2 people land at LIS between 14:40 and 15:10']);
  });

  it('shows guests only their own travel when the organiser turns sharing off', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const ben = await joinAsGuest(suite, trip);
    const secret = `door code ${crypto.randomUUID()}`;
    await add(ben, trip.projectId, arrival('Ben', { note: secret }));
    await add(trip.guest, trip.projectId, arrival('Ana'));
    expect((await listing(trip.guest, trip.projectId)).text).toContain(secret);

    const settings = `/api/projects/${trip.projectId}/travel-settings`;
    expect((await trip.guest.request('PUT', settings, { guestsSeeTravel: false })).status).toBe(403);
    expect((await trip.admin.request('PUT', settings, { guestsSeeTravel: 'no' })).status).toBe(400);
    expect((await trip.admin.request('PUT', settings, { guestsSeeTravel: false })).status).toBe(200);

    const forAna = await listing(trip.guest, trip.projectId);
    expect(forAna.data.guestsSeeTravel).toBe(false);
    expect(forAna.data.entries.map((e) => e.guestName)).toEqual(['Ana']);
    for (const path of [travelPath(trip.projectId), `${travelPath(trip.projectId)}?person=Ben`, `/api/projects/${trip.projectId}/itinerary`, `/api/projects/${trip.projectId}/rsvps`, `/project/${trip.projectId}`]) {
      const res = await trip.guest.get(path);
      expect(await res.text(), path).not.toContain(secret);
    }
    // Ben still sees his own; the admin sees everyone's.
    expect((await listing(ben, trip.projectId)).text).toContain(secret);
    expect((await listing(trip.admin, trip.projectId)).data.entries.map((e) => e.guestName).sort()).toEqual(['Ana', 'Ben']);
  });

  it('exports every entry as CSV for admins, with text that looks like a formula kept as text', async () => {
    const trip = await createItinerary(suite, { paid: false });
    await add(trip.guest, trip.projectId, arrival('Ana "Nana", Lima', { note: '=HYPERLINK("http://evil.example","click")', transportNumber: 'TP 1234', fromPlace: 'Porto', seatsFree: 3 }));
    await add(trip.guest, trip.projectId, arrival('@Ben', { kind: 'departure', localTime: '2031-06-15T09:10', note: 'line one\nline two' }));

    expect((await trip.guest.get(`/api/projects/${trip.projectId}/exports/arrivals.csv`)).status).toBe(403);
    const res = await trip.admin.get(`/api/projects/${trip.projectId}/exports/arrivals.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-arrivals\.csv"$/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['Name', 'Arrival or departure', 'Date', 'Time', 'Time zone', 'Place', 'Code', 'Flight or train', 'Coming from or going to', 'Seats free', 'Note']);
    expect(rows.slice(1)).toEqual([
      ['Ana "Nana", Lima', 'Arrival', '2031-06-12', '14:05', 'Europe/Lisbon', 'Lisbon airport', 'LIS', 'TP 1234', 'Porto', '3', `'=HYPERLINK("http://evil.example","click")`],
      [`'@Ben`, 'Departure', '2031-06-15', '09:10', 'Europe/Lisbon', 'Lisbon airport', 'LIS', '', '', '', 'line one\nline two'],
    ]);
  });

  it('gives nothing to a browser without a grant', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const secret = `secret-${crypto.randomUUID()}`;
    await add(trip.guest, trip.projectId, arrival(secret, { note: secret }));
    const stranger = suite.browser();
    for (const [method, path] of [
      ['GET', travelPath(trip.projectId)],
      ['GET', `/api/projects/${trip.projectId}/exports/arrivals.csv`],
      ['GET', `/api/projects/${trip.projectId}/preview`],
      ['GET', `/project/${trip.projectId}`],
      ['POST', travelPath(trip.projectId)],
    ] as const) {
      const res = await stranger.request(method, path, method === 'POST' ? arrival('Zed') : undefined);
      expect(await res.text(), path).not.toContain(secret);
      if (path.startsWith('/api/') && !path.endsWith('/preview')) expect(res.status, path).toBe(401);
    }
  });
});
