/**
 * A new access code closes the door, when the admin says so (docs/security-codes.md): with
 * signOutGuests the change deletes every viewer grant and revokes every calendar feed a guest
 * made, in the same write; admins and their feeds stay; open guest pages are told at once.
 * Without it guests keep their access, as before.
 */
import { describe, expect, it } from 'vitest';
import type { NewAccessCodeResponse } from '../../src/lib/types';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, type ApiAnswer } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

type FeedBody = { feed: { url: string } };

const put = (b: TestBrowser, projectId: string, body: unknown) =>
  b.json<ApiAnswer>('PUT', `/api/projects/${projectId}/customizations`, body);

async function feedOf(b: TestBrowser, projectId: string, person?: string) {
  const { res, data } = await b.json<FeedBody>('POST', `/api/projects/${projectId}/calendar-feeds`, person ? { person } : {});
  expect(res.status).toBeLessThan(300);
  return data.feed.url;
}

const feedStatus = async (url: string) => (await fetch(url)).status;

/** An itinerary with guests A and B in, a feed made by guest A and one made by the admin. */
async function withGuestsAndFeeds(paid = true) {
  const it = await createItinerary(suite, { paid });
  const guestB = suite.browser();
  expect((await guestB.post(`/api/projects/${it.projectId}/access`, { accessCode: it.accessCode })).status).toBe(200);
  const guestFeed = await feedOf(it.guest, it.projectId);
  const adminFeed = await feedOf(it.admin, it.projectId);
  // Admins and guests never share a feed, or signing guests out would cut the admin's.
  expect(adminFeed).not.toBe(guestFeed);
  expect(await feedStatus(guestFeed)).toBe(200);
  expect(await feedStatus(adminFeed)).toBe(200);
  return { ...it, guestA: it.guest, guestB, guestFeed, adminFeed };
}

/** Opens a browser's live stream; `names()` lists the events received so far. */
async function openLive(b: TestBrowser, projectId: string) {
  const res = await b.get(`/api/projects/${projectId}/live`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    names: () => [...text.matchAll(/event: (\w+)/g)].map((m) => m[1]),
    close: async () => {
      await reader.cancel();
      await reading.catch(() => undefined);
    },
  };
}

describe('changing the access code with "Sign everyone out"', () => {
  it('ends every guest grant and guest feed at once; the admin and the admin feed stay', async () => {
    const s = await withGuestsAndFeeds();
    const live = await openLive(s.guestA, s.projectId);
    await expect.poll(() => live.names()).toEqual(['version']);

    const { res, data } = await put(s.admin, s.projectId, { accessCode: 'NEWC0D', signOutGuests: true });
    expect(res.status).toBe(200);
    expect(data.project?.accessCode).toBe('NEWC0D');

    for (const guest of [s.guestA, s.guestB]) {
      const read = await readItinerary(guest, s.projectId);
      expect(read.status).toBe(401);
    }
    expect([404, 410]).toContain(await feedStatus(s.guestFeed));
    expect(await feedStatus(s.adminFeed)).toBe(200);
    const admin = await readItinerary(s.admin, s.projectId);
    expect(admin.status).toBe(200);
    expect(admin.role).toBe('admin');
    // The open guest page is told its access ended (the page then goes to the access page).
    await expect.poll(() => live.names(), { timeout: 10_000 }).toEqual(['version', 'gone']);
    await live.close();

    // Nothing lingers in the database: no viewer grant, no active guest feed.
    const grants = await runSql(
      suite,
      "SELECT count(*) AS n FROM project_grants g JOIN projects p ON p.id = g.project_id WHERE p.project_id = ? AND g.role = 'viewer'",
      [s.projectId],
    );
    expect(Number(grants.rows[0]?.n)).toBe(0);

    // The new code lets a guest back in; the old one does not.
    expect((await s.guestA.post(`/api/projects/${s.projectId}/access`, { accessCode: s.accessCode })).status).toBe(401);
    expect((await s.guestA.post(`/api/projects/${s.projectId}/access`, { accessCode: 'NEWC0D' })).status).toBe(200);
    expect((await readItinerary(s.guestA, s.projectId)).status).toBe(200);
    // A guest asking for a feed again gets a new one.
    expect(await feedOf(s.guestA, s.projectId)).not.toBe(s.guestFeed);
  });

  it('keeps guests signed in when signOutGuests is false or absent, as before', async () => {
    const s = await withGuestsAndFeeds();
    expect((await put(s.admin, s.projectId, { accessCode: 'KEEP01', signOutGuests: false })).res.status).toBe(200);
    expect((await put(s.admin, s.projectId, { accessCode: 'KEEP02' })).res.status).toBe(200);
    for (const guest of [s.guestA, s.guestB]) expect((await readItinerary(guest, s.projectId)).status).toBe(200);
    expect(await feedStatus(s.guestFeed)).toBe(200);
    expect(await feedStatus(s.adminFeed)).toBe(200);
  });

  it('signs out nobody when the code does not change, and keeps other admins', async () => {
    const s = await withGuestsAndFeeds();
    const coHost = suite.browser();
    expect((await coHost.post(`/api/projects/${s.projectId}/verify-admin`, { adminCode: s.adminCode })).status).toBe(200);
    expect((await put(s.admin, s.projectId, { accessCode: s.accessCode, signOutGuests: true })).res.status).toBe(200);
    expect((await readItinerary(s.guestA, s.projectId)).status).toBe(200);

    expect((await put(s.admin, s.projectId, { accessCode: 'BYE123', signOutGuests: true })).res.status).toBe(200);
    expect((await readItinerary(s.guestA, s.projectId)).status).toBe(401);
    expect((await readItinerary(coHost, s.projectId)).role).toBe('admin');
  });

  it('refuses signOutGuests without a new access code, and a refused change signs out nobody', async () => {
    const s = await withGuestsAndFeeds();
    const alone = await put(s.admin, s.projectId, { signOutGuests: true });
    expect(alone.res.status).toBe(400);
    expect(alone.data.message).toBe('Signing guests out goes with a new share access code.');
    // A code change that is refused (the same as the admin code) signs nobody out.
    expect((await put(s.admin, s.projectId, { adminCode: 'SAME66' })).res.status).toBe(200);
    const clash = await put(s.admin, s.projectId, { accessCode: 'SAME66', signOutGuests: true });
    expect(clash.res.status).toBe(400);
    expect(clash.data.message).toBe('The share access code and the admin code must be different.');
    expect((await readItinerary(s.guestA, s.projectId)).status).toBe(200);
    expect(await feedStatus(s.guestFeed)).toBe(200);
    // Guests cannot do it.
    expect((await put(s.guestA, s.projectId, { accessCode: 'GUEST1', signOutGuests: true })).res.status).toBe(403);
  });

  it('keeps choosing the code paid-only, while the one-click new random code signs guests out on free itineraries too', async () => {
    const s = await withGuestsAndFeeds(false);
    const custom = await put(s.admin, s.projectId, { accessCode: 'FREE01', signOutGuests: true });
    expect(custom.res.status).toBe(403);
    expect(custom.data.code).toBe('TRIAL_CUSTOMIZATION_BLOCKED');
    expect((await readItinerary(s.guestA, s.projectId)).status).toBe(200);

    const { res, data } = await s.admin.json<NewAccessCodeResponse>('POST', `/api/projects/${s.projectId}/access-code`, { signOutGuests: true });
    expect(res.status).toBe(200);
    expect(data.signedOut).toBe(true);
    expect(data.project.accessCode).not.toBe(s.accessCode);
    for (const guest of [s.guestA, s.guestB]) expect((await readItinerary(guest, s.projectId)).status).toBe(401);
    expect([404, 410]).toContain(await feedStatus(s.guestFeed));
    expect(await feedStatus(s.adminFeed)).toBe(200);
    expect((await readItinerary(s.admin, s.projectId)).role).toBe('admin');
    expect((await s.guestB.post(`/api/projects/${s.projectId}/access`, { accessCode: data.project.accessCode })).status).toBe(200);
  });
});
