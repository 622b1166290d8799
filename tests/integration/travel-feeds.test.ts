/**
 * Travel in calendar feeds: a person's feed carries their own arrivals and departures (at the
 * right instant, never the note), nobody else's; the whole itinerary's feed carries none; with
 * sharing off, a guest's feed carries only what that guest's browser wrote, by the setting in
 * force when the feed is read, and an admin's feed carries all of it while its admin grant lasts.
 */
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, joinAsGuest } from '../support/travel';

const suite = serverSuite();

async function feedText(b: TestBrowser, projectId: string, person: string | null) {
  const { res, data } = await b.json<{ feed: { url: string }; message?: string }>('POST', `/api/projects/${projectId}/calendar-feeds`, { person });
  expect(res.status, data.message).toBeLessThan(300);
  const feed = await fetch(data.feed.url);
  expect(feed.status).toBe(200);
  return (await feed.text()).replace(/\r\n[ \t]/g, '');
}

describe('travel in calendar feeds', () => {
  it('puts each person’s own travel in their feed only, at the right instant, without the note', async () => {
    const trip = await createItinerary(suite, { paid: false });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Ana, Ben' });
    const secret = `note-${crypto.randomUUID()}`;
    const add = await trip.guest.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'ana', kind: 'arrival', localTime: '2031-06-12T23:30', timeZone: 'Asia/Tokyo', place: 'Narita', placeCode: 'NRT', transportNumber: 'JL 5', note: secret,
    });
    expect(add.res.status).toBe(201);
    const kenji = await joinAsGuest(suite, trip);
    await kenji.json('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'Kenji', kind: 'departure', localTime: '2031-06-20T08:15', placeCode: 'HND', place: 'Haneda',
    });

    const ana = await feedText(trip.guest, trip.projectId, 'Ana');
    expect(ana).toContain('SUMMARY:Arrive at NRT (JL 5)');
    expect(ana).toContain('DTSTART:20310612T143000Z');
    expect(ana).toContain(`UID:travel-${add.data.id}@`);
    expect(ana).toContain('Arrival: 2031-06-12 23:30 Asia/Tokyo time');
    expect(ana).not.toContain(secret);
    expect(ana).not.toContain('Haneda');
    expect(await feedText(trip.guest, trip.projectId, 'Ben')).not.toContain('NRT');
    expect(await feedText(trip.guest, trip.projectId, null)).not.toContain('NRT');
    // A name only travel uses has a feed too.
    expect(await feedText(kenji, trip.projectId, 'Kenji')).toContain('SUMMARY:Leave from HND');
  });

  it('leaves travel out of guests’ feeds when the organiser turned sharing off', async () => {
    const trip = await createItinerary(suite, { paid: false });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Ana' });
    await trip.guest.json('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'Ana', kind: 'arrival', localTime: '2031-06-12T10:00', placeCode: 'LIS', place: 'Lisbon',
    });
    await trip.guest.json('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'Zed', kind: 'arrival', localTime: '2031-06-12T10:00', placeCode: 'LIS', place: 'Lisbon',
    });
    expect((await trip.admin.request('PUT', `/api/projects/${trip.projectId}/travel-settings`, { guestsSeeTravel: false })).status).toBe(200);
    const other = await joinAsGuest(suite, trip);
    expect(await feedText(other, trip.projectId, 'Ana')).not.toContain('Arrive at');
    // A name only travel uses is not even known to guests then.
    expect((await other.request('POST', `/api/projects/${trip.projectId}/calendar-feeds`, { person: 'Zed' })).status).toBe(400);
    expect(await feedText(trip.admin, trip.projectId, 'Ana')).toContain('SUMMARY:Arrive at LIS');
  });

  it('follows the sharing setting in force when the feed is read, not when it was made', async () => {
    const trip = await createItinerary(suite, { paid: false });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Ana' });
    const add = await trip.guest.json('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'Ana', kind: 'arrival', localTime: '2031-06-12T10:00', placeCode: 'LIS', place: 'Lisbon',
    });
    expect(add.res.status).toBe(201);
    const other = await joinAsGuest(suite, trip);
    const feedUrl = async (b: TestBrowser) =>
      (await b.json<{ feed: { url: string } }>('POST', `/api/projects/${trip.projectId}/calendar-feeds`, { person: 'Ana' })).data.feed.url;
    const read = async (url: string) => (await (await fetch(url)).text()).replace(/\r\n[ \t]/g, '');
    const [othersFeed, writersFeed, adminsFeed] = [await feedUrl(other), await feedUrl(trip.guest), await feedUrl(trip.admin)];
    for (const url of [othersFeed, writersFeed, adminsFeed]) expect(await read(url)).toContain('SUMMARY:Arrive at LIS');

    const setSharing = (on: boolean) => trip.admin.request('PUT', `/api/projects/${trip.projectId}/travel-settings`, { guestsSeeTravel: on });
    expect((await setSharing(false)).status).toBe(200);
    // Another guest's feed no longer carries Ana's travel; the guest who wrote it still sees it,
    // as on the arrivals board; an admin's feed carries everything.
    expect(await read(othersFeed)).not.toContain('Arrive at');
    expect(await read(writersFeed)).toContain('SUMMARY:Arrive at LIS');
    expect(await read(adminsFeed)).toContain('SUMMARY:Arrive at LIS');
    expect((await setSharing(true)).status).toBe(200);
    expect(await read(othersFeed)).toContain('SUMMARY:Arrive at LIS');
  });

  it('ends an admin’s feed, travel and all, when a new admin code demotes that admin', async () => {
    const trip = await createItinerary(suite, { paid: true });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Ana' });
    await trip.guest.json('POST', `/api/projects/${trip.projectId}/travel`, {
      guestName: 'Ana', kind: 'arrival', localTime: '2031-06-12T10:00', placeCode: 'LIS', place: 'Lisbon',
    });
    const second = suite.browser();
    expect((await second.post(`/api/projects/${trip.projectId}/verify-admin`, { adminCode: trip.adminCode })).status).toBe(200);
    const { data } = await second.json<{ feed: { url: string } }>('POST', `/api/projects/${trip.projectId}/calendar-feeds`, { person: 'Ana' });
    expect(await (await fetch(data.feed.url)).text()).toContain('Arrive at LIS');
    expect((await trip.admin.request('PUT', `/api/projects/${trip.projectId}/customizations`, { adminCode: 'TAKENBACK9' })).status).toBe(200);
    expect((await trip.admin.request('PUT', `/api/projects/${trip.projectId}/travel-settings`, { guestsSeeTravel: false })).status).toBe(200);
    const after = await fetch(data.feed.url);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain('Arrive at');
  });
});
