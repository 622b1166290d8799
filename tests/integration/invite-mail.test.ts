/**
 * "Send by email" of personal links over real HTTP, into the server's outbox: only a guest's
 * current link goes, to their address, with no codes; the one-click stop (RFC 8058, no cookies)
 * ends invitations from that itinerary to that address; invitations have daily allowances of
 * their own (client, itinerary, address), held under parallel sends, and an address that asked
 * for no more email gets none.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { GuestList, GuestsAdded, InviteMailReport, MadeLink } from '../../src/lib/guest-list';
import {
  DAY_MS,
  INVITE_MAILS_PER_ADDRESS_PER_DAY,
  INVITE_MAILS_PER_CLIENT_PER_DAY,
  INVITE_MAILS_PER_PROJECT_PER_DAY,
  MAIL_PER_CLIENT_PER_HOUR,
} from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

mkdirSync(TMP_DIR, { recursive: true });
const outboxDir = mkdtempSync(join(TMP_DIR, 'invite-mail-outbox-'));
const suite = serverSuite({ TRUST_PROXY: 'true', MAIL_OUTBOX_DIR: outboxDir });

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
  const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outboxDir, f)))));
  const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
  return parsed.filter((m) => to(m).includes(address));
}

let n = 0;
const address = (label: string) => `${label}${++n}-${Date.now()}@example.test`;
const api = (projectId: string, path = '') => `/api/projects/${projectId}/guests${path}`;

/** An itinerary whose guests `names` have addresses and fresh links. */
async function invitedTrip(names: string[]) {
  const trip = await createItinerary(suite);
  const added = await trip.admin.json<GuestsAdded>('POST', api(trip.projectId), { names: names.join('\n') });
  const emails = new Map<string, string>();
  for (const guest of added.data.list.guests) {
    const email = address(guest.name.toLowerCase().replace(/\s+/g, ''));
    emails.set(guest.name, email);
    await trip.admin.json<GuestList>('PATCH', api(trip.projectId, `/${guest.id}`), { email });
  }
  const links = (await trip.admin.json<{ links: MadeLink[] }>('POST', api(trip.projectId, '/links'), {})).data.links;
  return { ...trip, emails, links };
}
const send = (b: TestBrowser, projectId: string, links: MadeLink[]) =>
  b.json<InviteMailReport & { message?: string }>('POST', api(projectId, '/send-links'), { links: links.map((l) => ({ guestId: l.guestId, link: l.link })) });

describe('invitation emails', () => {
  it('carry the guest’s current link and nothing private, with a one-click stop for this itinerary', async () => {
    const trip = await invitedTrip(['Ana']);
    expect((await send(trip.guest, trip.projectId, trip.links)).res.status).toBe(403);
    const { res, data } = await send(trip.admin, trip.projectId, trip.links);
    expect(res.status).toBe(200);
    expect(data).toEqual({ sent: [{ guestId: trip.links[0]!.guestId, name: 'Ana' }], notSent: [] });
    const [mail] = await mailsTo(trip.emails.get('Ana')!);
    expect(mail?.text).toContain(trip.links[0]!.link);
    expect(mail?.text).not.toContain(trip.accessCode);
    expect(mail?.text).not.toContain(trip.adminCode);
    // mailparser reads List-* headers into { url } objects.
    const stop = ((mail?.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url ?? '').replace(/^<|>$/g, '');
    expect(stop).toContain('/unsubscribe/invites?token=');
    const raw = readdirSync(outboxDir).map((f) => readFileSync(join(outboxDir, f), 'utf8')).find((text) => text.includes(trip.emails.get('Ana')!));
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A mail provider's one-click post: another site, no cookies.
    const path = new URL(stop).pathname + new URL(stop).search;
    const provider = await fetch(new URL(path, suite.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(provider.status).toBe(200);
    const again = await send(trip.admin, trip.projectId, trip.links);
    expect(again.data).toEqual({ sent: [], notSent: [{ guestId: trip.links[0]!.guestId, name: 'Ana', reason: 'stopped' }] });
    expect(await mailsTo(trip.emails.get('Ana')!)).toHaveLength(1);
    // A token nobody was sent is a 404.
    expect((await fetch(new URL('/unsubscribe/invites?token=nope', suite.server.url))).status).toBe(404);
  });

  it('sends only a link that is still the guest’s', async () => {
    const trip = await invitedTrip(['Bo']);
    await trip.admin.json('POST', api(trip.projectId, `/${trip.links[0]!.guestId}/link`), {});
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data).toEqual({ sent: [], notSent: [{ guestId: trip.links[0]!.guestId, name: 'Bo', reason: 'stale' }] });
    expect(await mailsTo(trip.emails.get('Bo')!)).toHaveLength(0);
  });

  it(`are not held by the typed-address allowance of ${MAIL_PER_CLIENT_PER_HOUR} an hour: a whole list goes at once`, async () => {
    const names = Array.from({ length: MAIL_PER_CLIENT_PER_HOUR + 5 }, (_, i) => `Guest ${i + 1}`);
    const trip = await invitedTrip(names);
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data.sent).toHaveLength(names.length);
    expect(data.notSent).toEqual([]);
  });

  it(`go to one address at most ${INVITE_MAILS_PER_ADDRESS_PER_DAY} times a day, whichever itinerary sends them`, async () => {
    const shared = address('shared');
    const sendTo = async () => {
      const trip = await invitedTrip(['Ana', 'Bo']);
      const ana = trip.links.find((l) => l.name === 'Ana')!;
      await trip.admin.json('PATCH', api(trip.projectId, `/${ana.guestId}`), { email: shared });
      return (await send(trip.admin, trip.projectId, trip.links)).data;
    };
    for (let i = 0; i < INVITE_MAILS_PER_ADDRESS_PER_DAY; i++) expect((await sendTo()).sent.map((s) => s.name)).toEqual(['Ana', 'Bo']);
    const over = await sendTo();
    // The others of the same send still go.
    expect(over.sent.map((s) => s.name)).toEqual(['Bo']);
    expect(over.notSent).toMatchObject([{ name: 'Ana', reason: 'address-limit' }]);
    expect(await mailsTo(shared)).toHaveLength(INVITE_MAILS_PER_ADDRESS_PER_DAY);
  });

  it(`hold the itinerary’s ${INVITE_MAILS_PER_PROJECT_PER_DAY} a day under parallel sends, and say when more can go`, async () => {
    const trip = await invitedTrip(['A1', 'A2', 'A3', 'B1', 'B2', 'B3']);
    const [row] = (await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [trip.projectId])).rows as unknown as { id: number }[];
    const key = `invite-mail:project:${row!.id}`;
    const windowStart = Date.now() - DAY_MS / 2;
    await runSql(suite, 'INSERT INTO access_attempts (key, count, window_start, strikes, updated_at) VALUES (?, ?, ?, 0, ?)', [
      key,
      INVITE_MAILS_PER_PROJECT_PER_DAY - 3,
      windowStart,
      windowStart,
    ]);
    const [a, b] = await Promise.all([
      send(trip.admin, trip.projectId, trip.links.filter((l) => l.name.startsWith('A'))),
      send(trip.admin, trip.projectId, trip.links.filter((l) => l.name.startsWith('B'))),
    ]);
    expect(a.data.sent.length + b.data.sent.length).toBe(3);
    const waiting = [...a.data.notSent, ...b.data.notSent];
    expect(waiting).toHaveLength(3);
    expect(waiting.every((n) => n.reason === 'limit')).toBe(true);
    // The day's window began half a day ago: more can go in about half a day.
    const wait = Math.max(a.data.retryAfterSeconds ?? 0, b.data.retryAfterSeconds ?? 0);
    expect(wait).toBeGreaterThan(DAY_MS / 2000 - 120);
    expect(wait).toBeLessThanOrEqual(DAY_MS / 2000);
    const counted = await runSql(suite, 'SELECT count FROM access_attempts WHERE key = ?', [key]);
    expect(counted.rows[0]?.count).toBe(INVITE_MAILS_PER_PROJECT_PER_DAY);
    // The same links, sent again once there is room, go without any being sent twice.
    await runSql(suite, 'UPDATE access_attempts SET count = ? WHERE key = ?', [INVITE_MAILS_PER_PROJECT_PER_DAY - 3, key]);
    const rest = trip.links.filter((l) => waiting.some((n) => n.guestId === l.guestId));
    expect((await send(trip.admin, trip.projectId, rest)).data.sent).toHaveLength(3);
    for (const name of ['A1', 'A2', 'A3', 'B1', 'B2', 'B3']) expect(await mailsTo(trip.emails.get(name)!)).toHaveLength(1);
  });

  it(`hold the client’s ${INVITE_MAILS_PER_CLIENT_PER_DAY} a day across its itineraries`, async () => {
    const trip = await invitedTrip(['Cy', 'Dee']);
    const client = trip.admin.headers['x-forwarded-for'];
    const windowStart = Date.now();
    await runSql(suite, 'INSERT INTO access_attempts (key, count, window_start, strikes, updated_at) VALUES (?, ?, ?, 0, ?)', [
      `invite-mail:client:${client}`,
      INVITE_MAILS_PER_CLIENT_PER_DAY - 1,
      windowStart,
      windowStart,
    ]);
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data.sent.map((s) => s.name)).toEqual(['Cy']);
    expect(data.notSent).toMatchObject([{ name: 'Dee', reason: 'limit' }]);
    // Another organiser's connection still sends for the same itinerary.
    const coHost = suite.browser();
    expect((await coHost.post(`/api/projects/${trip.projectId}/verify-admin`, { adminCode: trip.adminCode })).status).toBe(200);
    const other = await send(coHost, trip.projectId, trip.links.filter((l) => l.name === 'Dee'));
    expect(other.data.sent.map((s) => s.name)).toEqual(['Dee']);
  });

  it('send nothing to an address that asked for no more email, and spend nothing on it', async () => {
    const trip = await invitedTrip(['Eve', 'Finn']);
    const eve = trip.emails.get('Eve')!;
    await runSql(suite, 'INSERT INTO mail_recipients (address, unsubscribe_token, unsubscribed_at) VALUES (?, ?, ?)', [eve, `stop-${Date.now()}`, Date.now()]);
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data.sent.map((s) => s.name)).toEqual(['Finn']);
    expect(data.notSent).toMatchObject([{ name: 'Eve', reason: 'stopped' }]);
    expect(await mailsTo(eve)).toHaveLength(0);
    const spent = await runSql(suite, 'SELECT count FROM access_attempts WHERE key = ?', [`invite-mail:to:${eve}`]);
    expect(spent.rows[0]?.count ?? 0).toBe(0);
  });
});
