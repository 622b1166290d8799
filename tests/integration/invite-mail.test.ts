/**
 * "Send by email" of personal links over real HTTP, into the server's outbox: only a guest's
 * current link goes, to their address, with no codes; the client's mail allowance caps it; the
 * one-click stop (RFC 8058, no cookies) ends invitations from that itinerary to that address.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { GuestList, GuestsAdded, InviteMailReport, MadeLink } from '../../src/lib/guest-list';
import { MAIL_PER_CLIENT_PER_HOUR } from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
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
    expect(data).toEqual({ sent: ['Ana'], notSent: [] });
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
    expect(again.data).toEqual({ sent: [], notSent: [{ name: 'Ana', reason: 'stopped' }] });
    expect(await mailsTo(trip.emails.get('Ana')!)).toHaveLength(1);
    // A token nobody was sent is a 404.
    expect((await fetch(new URL('/unsubscribe/invites?token=nope', suite.server.url))).status).toBe(404);
  });

  it('sends only a link that is still the guest’s', async () => {
    const trip = await invitedTrip(['Bo']);
    await trip.admin.json('POST', api(trip.projectId, `/${trip.links[0]!.guestId}/link`), {});
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data).toEqual({ sent: [], notSent: [{ name: 'Bo', reason: 'stale' }] });
    expect(await mailsTo(trip.emails.get('Bo')!)).toHaveLength(0);
  });

  it(`stops at the client’s hourly allowance of ${MAIL_PER_CLIENT_PER_HOUR} emails`, async () => {
    const names = Array.from({ length: MAIL_PER_CLIENT_PER_HOUR + 2 }, (_, i) => `Guest ${i + 1}`);
    const trip = await invitedTrip(names);
    const { data } = await send(trip.admin, trip.projectId, trip.links);
    expect(data.sent).toHaveLength(MAIL_PER_CLIENT_PER_HOUR);
    expect(data.notSent).toHaveLength(2);
    expect(data.notSent.every((s) => s.reason === 'limit')).toBe(true);
  });
});
