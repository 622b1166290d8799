/**
 * Who a guest is (docs/product.md#who-a-guest-is): a personal invite link makes this browser that
 * guest; a token that opens nothing is one page, counted like a wrong code and locked out after
 * too many; "Who are you?" after the shared code; "Not you?"; "Only personal links" on the API,
 * the form and the quick link; and a listed guest's name belongs to the browsers that are them.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_CLIENT_HOURLY_CAP, NEW_SESSIONS_PER_CLIENT_PER_MINUTE } from '../../src/lib/limits';
import { IDENTITY_MESSAGES } from '../../src/lib/messages';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { newInviteToken } from '../../src/server/guests/invite-tokens';
import { TestBrowser } from '../support/http-client';
import { createItinerary, islandPropsOf, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, arrival, joinAsGuest } from '../support/travel';

const suite = serverSuite({ TRUST_PROXY: 'true', SWEEP_INTERVAL_SECONDS: '86400' });
/** What a browser sends when a person opens a link (typed, tapped, scanned). */
const OPENED = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const open = (browser: TestBrowser, path: string) => browser.navigate(path, OPENED);
const escaped = (text: string) => text.replaceAll("'", '&#39;').replaceAll('“', '&#8220;');

/** A guest on the itinerary's list with a personal link; its row id and token. */
async function addGuest(projectId: string, name: string): Promise<{ id: number; token: string }> {
  const { token, hash } = newInviteToken();
  const result = await runSql(
    suite,
    `INSERT INTO guests (project_id, name, guest_key, invite_token_hash, invite_issued_at)
     SELECT id, ?, ?, ?, ? FROM projects WHERE project_id = ? RETURNING id`,
    [name, guestNameKey(name), hash, Date.now(), projectId],
  );
  return { id: Number(result.rows[0]?.id), token };
}

async function grantOf(projectId: string, guestId: number) {
  const result = await runSql(
    suite,
    `SELECT g.role, g.identity FROM project_grants g JOIN projects p ON p.id = g.project_id WHERE p.project_id = ? AND g.guest_id = ?`,
    [projectId, guestId],
  );
  return result.rows.map((row) => ({ role: String(row.role), identity: String(row.identity) }));
}

async function openedAt(guestId: number) {
  const { rows } = await runSql(suite, 'SELECT first_opened_at, last_opened_at FROM guests WHERE id = ?', [guestId]);
  return { first: rows[0]?.first_opened_at as number | null, last: rows[0]?.last_opened_at as number | null };
}

async function pageOf(browser: TestBrowser, projectId: string) {
  const res = await browser.get(`/project/${projectId}`);
  return { status: res.status, html: res.status === 200 ? await res.text() : '' };
}

describe('a personal invite link', () => {
  it('makes the browser that guest, records when it was opened, and shows “Viewing as”', async () => {
    const { projectId } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    const phone = suite.browser();
    const res = await open(phone, `/i/${ana.token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/project/${projectId}`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await grantOf(projectId, ana.id)).toEqual([{ role: 'viewer', identity: 'link' }]);
    const first = await openedAt(ana.id);
    expect(first.first).toBeGreaterThan(0);
    const page = await pageOf(phone, projectId);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/Viewing as <strong[^>]*>Ana<\/strong>/);
    expect(page.html).toContain(`action="/api/projects/${projectId}/not-you"`);
    // A second device of the same guest is Ana too; the first opening stays the first.
    const laptop = suite.browser();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await open(laptop, `/i/${ana.token}`)).status).toBe(303);
    const again = await openedAt(ana.id);
    expect(again.first).toBe(first.first);
    expect(again.last).toBeGreaterThan(first.last ?? 0);
    expect(await grantOf(projectId, ana.id)).toHaveLength(2);
    // A browser that entered the shared code is nobody: no "Viewing as".
    const shared = await joinAsGuest(suite, (await sharedCodeOf(projectId)));
    expect((await pageOf(shared, projectId)).html).not.toContain('Viewing as');
  });

  it('is only shown, not acted on, when something other than a person fetches it; its button opens it', async () => {
    const { projectId } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    const scanner = suite.browser();
    const scanned = await scanner.get(`/i/${ana.token}`);
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain('Open the itinerary');
    expect(scanner.cookies.size).toBe(0);
    expect((await openedAt(ana.id)).first).toBeNull();
    const posted = await scanner.request('POST', `/i/${ana.token}`, '', FORM);
    expect(posted.status).toBe(303);
    expect(await grantOf(projectId, ana.id)).toEqual([{ role: 'viewer', identity: 'link' }]);
  });

  it('starts new sessions under the same per-client allowance as the access code', async () => {
    const { projectId } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    // Browsers that drop their cookie, all from one address.
    const fromOneAddress = () => new TestBrowser(suite.server.url, { 'x-forwarded-for': '198.51.200.9' });
    for (let i = 0; i < NEW_SESSIONS_PER_CLIENT_PER_MINUTE; i++) expect((await open(fromOneAddress(), `/i/${ana.token}`)).status).toBe(303);
    const refused = await open(fromOneAddress(), `/i/${ana.token}`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Many people have just opened itineraries from your connection.');
  });

  it('leaves an admin an admin, not the guest, and does not mark the link opened', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    expect((await open(admin, `/i/${ana.token}`)).status).toBe(303);
    expect(await grantOf(projectId, ana.id)).toEqual([]);
    expect((await openedAt(ana.id)).first).toBeNull();
    expect((await admin.json<{ role: string }>('GET', `/api/projects/${projectId}/itinerary`)).data.role).toBe('admin');
  });

  it('answers a wrong, revoked or unknown token with one page and status, and counts each like a wrong code', async () => {
    const { projectId } = await createItinerary(suite);
    const revoked = await addGuest(projectId, 'Revoked');
    await runSql(suite, 'UPDATE guests SET invite_token_hash = NULL WHERE id = ?', [revoked.id]);
    const unknown = newInviteToken().token;
    const guesser = suite.browser();
    const answers = [];
    for (const token of [revoked.token, unknown, 'short', `${unknown}x`]) {
      const res = await open(guesser, `/i/${encodeURIComponent(token)}`);
      answers.push({ status: res.status, body: await res.text() });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.body).toContain(escaped(IDENTITY_MESSAGES.linkNotWorking));
    expect(guesser.cookies.size).toBe(0);
    // Counted per client against the hourly cap of wrong codes: the rest of the hour is locked.
    for (let i = answers.length; i < ACCESS_CLIENT_HOURLY_CAP - 1; i++) expect((await open(guesser, `/i/${newInviteToken().token}`)).status).toBe(404);
    const locked = await open(guesser, `/i/${newInviteToken().token}`);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // Locked out: a right link opens nothing, and the shared code is refused too (one allowance).
    const ana = await addGuest(projectId, 'Ana');
    expect((await open(guesser, `/i/${ana.token}`)).status).toBe(429);
    expect(await grantOf(projectId, ana.id)).toEqual([]);
    const { accessCode } = await sharedCodeOf(projectId);
    expect((await guesser.post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(429);
    // Another client is not held by this one's guesses.
    expect((await open(suite.browser(), `/i/${ana.token}`)).status).toBe(303);
  });
});

async function sharedCodeOf(projectId: string) {
  const { rows } = await runSql(suite, 'SELECT access_code FROM projects WHERE project_id = ?', [projectId]);
  return { projectId, accessCode: String(rows[0]?.access_code) };
}

describe('“Who are you?” and “Not you?”', () => {
  it('asks a browser whose shared code made its grant on an itinerary with a guest list, once', async () => {
    const { projectId, accessCode } = await createItinerary(suite);
    // No guest list: straight to the itinerary.
    const early = suite.browser();
    expect((await early.json<{ next: string }>('POST', `/api/projects/${projectId}/access`, { accessCode })).data.next).toBe(`/project/${projectId}`);
    await addGuest(projectId, 'Ana');
    const api = suite.browser();
    expect((await api.json<{ next: string }>('POST', `/api/projects/${projectId}/access`, { accessCode })).data.next).toBe(`/project/${projectId}/who`);
    // Entering the code again (the grant exists) does not ask again.
    expect((await api.json<{ next: string }>('POST', `/api/projects/${projectId}/access`, { accessCode })).data.next).toBe(`/project/${projectId}`);
    // The form without JavaScript and the quick link ask the same way.
    const form = await suite.browser().request('POST', `/access/${projectId}`, `accessCode=${accessCode}`, FORM);
    expect(form.headers.get('location')).toBe(`/project/${projectId}/who`);
    const link = await open(suite.browser(), `/access/${projectId}?code=${accessCode}`);
    expect(link.headers.get('location')).toBe(`/project/${projectId}/who`);
  });

  it('picks a name for one browser only, never one whose link was opened; a skip keeps the grant as it is', async () => {
    const { projectId, accessCode } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    const ben = await addGuest(projectId, 'Ben');
    expect((await open(suite.browser(), `/i/${ana.token}`)).status).toBe(303);
    const first = await joinAsGuest(suite, { projectId, accessCode });
    const page = await (await first.get(`/project/${projectId}/who`)).text();
    expect(page).toContain('Who are you?');
    expect(page).toContain(`value="${ben.id}"`);
    expect(page).not.toContain(`value="${ana.id}"`);
    const picked = await first.request('POST', `/project/${projectId}/who`, `guestId=${ben.id}`, FORM);
    expect(picked.status).toBe(303);
    expect(picked.headers.get('location')).toBe(`/project/${projectId}`);
    expect(await grantOf(projectId, ben.id)).toEqual([{ role: 'viewer', identity: 'picked' }]);
    expect((await pageOf(first, projectId)).html).toMatch(/Viewing as <strong[^>]*>Ben<\/strong>/);
    // A second browser can pick neither Ben (picked) nor Ana (her link was opened).
    const second = await joinAsGuest(suite, { projectId, accessCode });
    for (const guest of [ben, ana]) {
      const refused = await second.request('POST', `/project/${projectId}/who`, `guestId=${guest.id}`, FORM);
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain(IDENTITY_MESSAGES.nameInUse);
    }
    const skipped = await second.request('POST', `/project/${projectId}/who`, 'skip=1', FORM);
    expect(skipped.headers.get('location')).toBe(`/project/${projectId}`);
    expect((await runSql(suite, 'SELECT count(*) AS n FROM project_grants WHERE guest_id IS NOT NULL')).rows[0]?.n).toBeGreaterThan(0);
    expect((await pageOf(second, projectId)).html).not.toContain('Viewing as');
    // An opened personal link is stronger than a picked name: Ben's link takes his name back.
    expect((await open(suite.browser(), `/i/${ben.token}`)).status).toBe(303);
    expect(await grantOf(projectId, ben.id)).toEqual([{ role: 'viewer', identity: 'link' }]);
    expect((await pageOf(first, projectId)).html).not.toContain('Viewing as');
  });

  it('asks a browser whose grant predates the guest list on its next visit, once: a skip is remembered', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const itinerary = `/project/${projectId}`;
    // In by the shared code before there was a guest list: the page (now also cached) opens.
    const early = await joinAsGuest(suite, { projectId, accessCode });
    const alsoEarly = await joinAsGuest(suite, { projectId, accessCode });
    for (const browser of [early, early, alsoEarly]) expect((await browser.get(itinerary)).status).toBe(200);
    const ana = await addGuest(projectId, 'Ana');
    const anaPhone = suite.browser();
    await open(anaPhone, `/i/${ana.token}`);
    // The organiser adds to the guest list (the server forgets the access it read for the page).
    expect((await admin.request('POST', `/api/projects/${projectId}/guests`, { names: 'Ben' })).status).toBe(200);
    // Now it is asked, rather than answered from the cache; so is every tab and filter of the page.
    for (const path of [itinerary, `${itinerary}?tab=calendar`, `${itinerary}?person=Ana`]) {
      const asked = await early.get(path);
      expect(asked.status, path).toBe(303);
      expect(asked.headers.get('location'), path).toBe(`${itinerary}/who`);
    }
    // Its data stays readable (the live stream's refetch), and the ask page is the usual one.
    expect((await early.get(`/api/projects/${projectId}/itinerary`)).status).toBe(200);
    const who = await (await early.get(`${itinerary}/who`)).text();
    expect(who).toContain('Who are you?');
    expect(who).toContain('<span>Ben</span>');
    expect(who).not.toContain('<span>Ana</span>');
    // Skipping is remembered: the page opens, from then on, and is not asked again.
    const skipped = await early.request('POST', `${itinerary}/who`, 'skip=1', FORM);
    expect(skipped.headers.get('location')).toBe(itinerary);
    for (let i = 0; i < 2; i++) expect((await early.get(itinerary)).status).toBe(200);
    const { rows } = await runSql(suite, 'SELECT count(*) AS n FROM project_grants WHERE who_asked_at IS NOT NULL AND guest_id IS NULL');
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(1);
    // Those who are someone already, and admins, are never asked.
    for (const browser of [anaPhone, admin]) expect((await browser.get(itinerary)).status).toBe(200);
    // While the shared code is off, its browsers are not asked either.
    expect((await admin.request('PUT', `/api/projects/${projectId}/shared-code`, { on: false })).status).toBe(200);
    expect((await alsoEarly.get(itinerary)).status).toBe(200);
    expect((await admin.request('PUT', `/api/projects/${projectId}/shared-code`, { on: true })).status).toBe(200);
    expect((await alsoEarly.get(itinerary)).headers.get('location')).toBe(`${itinerary}/who`);
  });

  it('“Not you?” ends a grant made by a link, and clears a picked name (with the reminders asked for under it) but keeps the shared code’s grant', async () => {
    const { projectId, accessCode } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    const ben = await addGuest(projectId, 'Ben');
    const byLink = suite.browser();
    await open(byLink, `/i/${ana.token}`);
    const notAna = await byLink.request('POST', `/api/projects/${projectId}/not-you`, '', FORM);
    expect(notAna.status).toBe(303);
    expect(notAna.headers.get('location')).toBe(`/access/${projectId}`);
    expect((await byLink.get(`/project/${projectId}`)).status).toBe(302);
    const byPick = await joinAsGuest(suite, { projectId, accessCode });
    await byPick.request('POST', `/project/${projectId}/who`, `guestId=${ben.id}`, FORM);
    // Reminders asked for as Ben were Ben's: they end with the name.
    const signUp = await byPick.request('POST', `/project/${projectId}/reminders`, 'action=email-on&address=ben%40example.test', FORM);
    expect(signUp.status).toBe(200);
    const benReminders = async () =>
      Number((await runSql(suite, 'SELECT count(*) AS n FROM push_subscriptions WHERE guest_id = ? AND identity = ?', [ben.id, 'picked'])).rows[0]?.n);
    expect(await benReminders()).toBe(1);
    const notBen = await byPick.request('POST', `/api/projects/${projectId}/not-you`, '', FORM);
    expect(notBen.headers.get('location')).toBe(`/project/${projectId}/who`);
    expect(await grantOf(projectId, ben.id)).toEqual([]);
    expect(await benReminders()).toBe(0);
    const page = await pageOf(byPick, projectId);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Viewing as');
  });
});

describe('a listed guest’s name', () => {
  it('belongs to the browsers that are that guest: others cannot write travel or answers under it', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const ana = await addGuest(projectId, 'Ana');
    const anaPhone = suite.browser();
    await open(anaPhone, `/i/${ana.token}`);
    const other = await joinAsGuest(suite, { projectId, accessCode });
    const taken = await other.post(`/api/projects/${projectId}/travel`, arrival('Ana'));
    expect(taken.status).toBe(403);
    const refusal = (await taken.json()) as { code: string; message: string };
    expect(refusal.code).toBe('NAME_TAKEN');
    // It says why: the name is a listed guest's, and how that guest gets in as themselves.
    expect(refusal.message).toContain('is on the guest list');
    expect(refusal.message).toContain('personal invite link');
    // Look-alike spellings are the same name.
    expect((await other.post(`/api/projects/${projectId}/travel`, arrival('ANA'))).status).toBe(403);
    expect((await anaPhone.post(`/api/projects/${projectId}/travel`, arrival('Ana'))).status).toBe(201);
    // Her laptop, also opened by her link, is Ana too.
    const anaLaptop = suite.browser();
    await open(anaLaptop, `/i/${ana.token}`);
    expect((await anaLaptop.post(`/api/projects/${projectId}/travel`, arrival('Ana', { kind: 'departure', localTime: '2031-06-15T10:00' }))).status).toBe(201);
    // Answers too: the stranger cannot answer as Ana; each of her devices can, over the other's answer.
    const eventId = await addEvent(admin, projectId, { attendees: 'Ana, Cleo' });
    expect((await admin.request('PUT', `/api/projects/${projectId}/events/${eventId}/rsvp-settings`, { asks: true })).status).toBe(200);
    const rsvp = (browser: TestBrowser, name: string, status: string) => browser.request('PUT', `/api/projects/${projectId}/events/${eventId}/rsvp`, { name, status });
    expect((await rsvp(other, 'Ana', 'going')).status).toBe(403);
    expect((await rsvp(anaPhone, 'Ana', 'going')).status).toBe(200);
    expect((await rsvp(anaLaptop, 'Ana', 'no')).status).toBe(200);
    expect((await runSql(suite, 'SELECT status FROM rsvp_answers WHERE event_id = ?', [eventId])).rows.map((row) => row.status)).toEqual(['no']);
    // Names not on the list, or not anyone's yet, stay free as before.
    expect((await other.post(`/api/projects/${projectId}/travel`, arrival('Cleo'))).status).toBe(201);
    // The admin writes for anyone.
    expect((await admin.post(`/api/projects/${projectId}/travel`, arrival('Ana', { localTime: '2031-06-13T10:00' }))).status).toBe(201);
  });

  it('opens the page on that guest’s plan, with the forms under their name', async () => {
    const { admin, projectId } = await createItinerary(suite);
    await addEvent(admin, projectId, { title: 'Ana’s fitting', attendees: 'Ana' });
    await addEvent(admin, projectId, { title: 'Ben’s fitting', attendees: 'Ben' });
    const ana = await addGuest(projectId, 'Ana');
    const phone = suite.browser();
    await open(phone, `/i/${ana.token}`);
    const { html } = await pageOf(phone, projectId);
    // The list shows her events only (the island's props carry every event, for the filter).
    expect(html).toMatch(/>Ana’s fitting<\/h4>/);
    expect(html).not.toMatch(/>Ben’s fitting<\/h4>/);
    expect(islandPropsOf(html).travel?.yours?.name).toBe('Ana');
    // Everyone's plan is one tap away: the filter's "everyone" URL.
    const everyone = await phone.get(`/project/${projectId}?person=`);
    expect(await everyone.text()).toMatch(/>Ben’s fitting<\/h4>/);
  });
});

describe('“Only personal links”', () => {
  it('is the organiser’s switch; while on, the shared code is refused by the API, the form and the quick link', async () => {
    const { admin, guest, projectId, accessCode } = await createItinerary(suite);
    const path = `/api/projects/${projectId}/shared-code`;
    expect((await guest.request('PUT', path, { on: false })).status).toBe(403);
    expect((await admin.request('PUT', path, { on: 'no' })).status).toBe(400);
    expect((await admin.json('PUT', path, { on: false })).data).toEqual({ on: false });
    expect((await admin.json('GET', path)).data).toEqual({ on: false });
    const api = await suite.browser().json<{ message: string; code: string }>('POST', `/api/projects/${projectId}/access`, { accessCode });
    expect(api.res.status).toBe(403);
    expect(api.data).toMatchObject({ message: IDENTITY_MESSAGES.personalLinksOnly, code: 'PERSONAL_LINKS_ONLY' });
    const form = await suite.browser().request('POST', `/access/${projectId}`, `accessCode=${accessCode}`, FORM);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(escaped(IDENTITY_MESSAGES.personalLinksOnly));
    const link = await open(suite.browser(), `/access/${projectId}?code=${accessCode}`);
    expect(link.status).toBe(200);
    expect(await link.text()).toContain(escaped(IDENTITY_MESSAGES.personalLinksOnly));
    // Nothing was compared, so nothing was spent of the day's budget.
    expect((await admin.json<{ access: { used: number } }>('GET', `/api/projects/${projectId}/code-budget`)).data.access.used).toBe(0);
    // Browsers already in stay in; personal links still open it; the admin code still works.
    expect((await guest.get(`/project/${projectId}`)).status).toBe(200);
    const ana = await addGuest(projectId, 'Ana');
    expect((await open(suite.browser(), `/i/${ana.token}`)).status).toBe(303);
    // Back on: the code opens it again.
    await admin.request('PUT', path, { on: true });
    expect((await suite.browser().post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(200);
  });
});
