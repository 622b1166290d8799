/**
 * A signed-in guest's forwarded confirmations become "my travel" on an itinerary's arrivals board
 * with one request, over real HTTP: offered only to the user who forwarded them and only near the
 * itinerary's dates, added in the place's own zone, once per name, never from someone else's.
 */
import { describe, expect, it } from 'vitest';
import type { TravelListing } from '../../src/lib/guest-travel';
import type { TravelConfirmations } from '../../src/lib/journey-travel';
import type { TravelEntryView } from '../../src/lib/arrivals-board';
import { forwardFixture, forwardingEnv, signIn } from '../support/dashboard';
import { createItinerary } from '../support/itineraries';
import { addEvent, joinAsGuest } from '../support/travel';
import { serverSuite } from '../support/suite';

const suite = serverSuite(forwardingEnv);

/** An itinerary around 12–14 April 2027 (the forwarded flight's dates) that `guest` has joined. */
async function trip(dates = ['2027-04-12T18:00:00Z', '2027-04-14T12:00:00Z']) {
  const itinerary = await createItinerary(suite);
  for (const datetime of dates) await addEvent(itinerary.admin, itinerary.projectId, { datetime });
  return itinerary;
}

async function signedInGuest(itinerary: Awaited<ReturnType<typeof trip>>) {
  const user = await signIn(suite);
  const res = await user.browser.post(`/api/projects/${itinerary.projectId}/access`, { accessCode: itinerary.accessCode });
  expect(res.status).toBe(200);
  // Flight KX 416, Frankfurt 07:05 (+02:00) → Lisbon 09:10 (+01:00) on 12 April 2027.
  expect(await forwardFixture(suite, user, 'jsonld/flight-kranich-de-offsets.eml')).toMatchObject({ status: 'stored', events: 1 });
  return user;
}

const url = (projectId: string) => `/api/projects/${projectId}/travel/confirmations`;

describe('forwarded confirmations as my travel', () => {
  it('offers the user’s own journey with both ends in their zones, the arrival suggested before the trip’s middle', async () => {
    const itinerary = await trip();
    const ana = await signedInGuest(itinerary);
    const { res, data } = await ana.browser.json<TravelConfirmations>('GET', url(itinerary.projectId));
    expect(res.status).toBe(200);
    expect(data).toEqual({
      signedIn: true,
      confirmations: [
        {
          id: expect.any(Number) as number,
          title: expect.stringContaining('KX416') as string,
          number: 'KX416',
          arrival: { localTime: '2027-04-12T09:10', timeZone: 'Europe/Lisbon', place: expect.not.stringContaining('(LIS)') as string, placeCode: 'LIS' },
          departure: { localTime: '2027-04-12T07:05', timeZone: 'Europe/Berlin', place: expect.stringContaining('Frankfurt') as string, placeCode: 'FRA' },
          suggested: 'arrival',
        },
      ],
    });
    // A guest who is not signed in is offered nothing; another signed-in user sees none of Ana's.
    const guest = await joinAsGuest(suite, itinerary);
    expect((await guest.json<TravelConfirmations>('GET', url(itinerary.projectId))).data).toEqual({ signedIn: false, confirmations: [] });
    const ben = await signIn(suite);
    await ben.browser.post(`/api/projects/${itinerary.projectId}/access`, { accessCode: itinerary.accessCode });
    expect((await ben.browser.json<TravelConfirmations>('GET', url(itinerary.projectId))).data).toEqual({ signedIn: true, confirmations: [] });
    // Without a grant to the itinerary: nothing at all.
    const stranger = await signIn(suite);
    expect((await stranger.browser.json('GET', url(itinerary.projectId))).res.status).toBe(401);
  });

  it('suggests the departure when the journey leaves after the middle of the trip, and offers none far from it', async () => {
    const before = await trip(['2027-04-08T10:00:00Z', '2027-04-11T10:00:00Z']);
    const ana = await signedInGuest(before);
    expect((await ana.browser.json<TravelConfirmations>('GET', url(before.projectId))).data.confirmations[0]?.suggested).toBe('departure');
    const later = await trip(['2031-06-12T19:00:00Z']);
    await ana.browser.post(`/api/projects/${later.projectId}/access`, { accessCode: later.accessCode });
    expect((await ana.browser.json<TravelConfirmations>('GET', url(later.projectId))).data.confirmations).toEqual([]);
  });

  it('adds the arrival in one request, in Lisbon time, once per name; only its owner may', async () => {
    const itinerary = await trip();
    const ana = await signedInGuest(itinerary);
    const [offer] = (await ana.browser.json<TravelConfirmations>('GET', url(itinerary.projectId))).data.confirmations;
    const body = { confirmationId: offer!.id, guestName: 'Ana', kind: 'arrival' };

    // Five at once: exactly one is added, the rest are told it is already there.
    const answers = await Promise.all(Array.from({ length: 5 }, () => ana.browser.json<TravelEntryView & { code?: string }>('POST', url(itinerary.projectId), body)));
    expect(answers.map((a) => a.res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.res.status === 409).every((a) => a.data.code === 'DUPLICATE')).toBe(true);
    const added = answers.find((a) => a.res.status === 201)!.data;
    expect(added).toMatchObject({
      guestName: 'Ana',
      kind: 'arrival',
      localTime: '2027-04-12T09:10',
      timeZone: 'Europe/Lisbon',
      instant: '2027-04-12T08:10:00.000Z',
      placeCode: 'LIS',
      transportNumber: 'KX416',
      fromPlace: expect.stringContaining('Frankfurt') as string,
      mine: true,
    });
    const board = (await ana.browser.json<TravelListing>('GET', `/api/projects/${itinerary.projectId}/travel`)).data.board;
    expect(board[0]?.places[0]?.arrivals[0]?.summary).toBe('Ana lands at LIS at 09:10');

    // The departure end is another entry; the confirmation stays in the user's list.
    const departure = await ana.browser.json<TravelEntryView>('POST', url(itinerary.projectId), { ...body, kind: 'departure' });
    expect(departure.res.status).toBe(201);
    expect(departure.data).toMatchObject({ kind: 'departure', localTime: '2027-04-12T07:05', timeZone: 'Europe/Berlin', placeCode: 'FRA' });
    expect((await ana.browser.json<unknown[]>('GET', '/api/unclaimed-events')).data).toHaveLength(1);

    // Someone else's confirmation is unknown to them; a guest who is not signed in must sign in.
    const ben = await signIn(suite);
    await ben.browser.post(`/api/projects/${itinerary.projectId}/access`, { accessCode: itinerary.accessCode });
    expect((await ben.browser.json('POST', url(itinerary.projectId), { ...body, guestName: 'Ben' })).res.status).toBe(404);
    const guest = await joinAsGuest(suite, itinerary);
    expect((await guest.json('POST', url(itinerary.projectId), { ...body, guestName: 'Cal' })).res.status).toBe(401);
    // The name rule holds as for any entry: Ana's browser holds "Ana".
    const other = await signedInGuest(itinerary);
    const [theirs] = (await other.browser.json<TravelConfirmations>('GET', url(itinerary.projectId))).data.confirmations;
    const taken = await other.browser.json<{ code: string }>('POST', url(itinerary.projectId), { ...body, confirmationId: theirs!.id });
    expect(taken.res.status).toBe(403);
    expect(taken.data.code).toBe('NAME_TAKEN');
    // Bad bodies get the form's messages.
    const bad = await ana.browser.json<{ message: string }>('POST', url(itinerary.projectId), { confirmationId: offer!.id, guestName: ' ', kind: 'arrival' });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toBe('Please enter your name.');
  });
});
