/**
 * The inbound pipeline in process, on a real libSQL file and real mailauth checks:
 * sender decisions (personal token, rotated token, shared address with aligned DKIM or SPF,
 * spoofed From), storing with duplicates and cancellations, and receiveEmail dropping what
 * belongs to nobody without logging the body. DNS answers come from a local table, never the
 * internet. Extraction is a tiny extractor given here (helper D owns the real one).
 */
process.env.INBOUND_EMAIL_DOMAIN = 'in.itinerary-test.com';
process.env.SITE_URL = 'http://127.0.0.1:4321';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { unclaimedEvents, users } from '../../db/schema';
import { getForwardingAddress, parseRecipient, rotateForwardingAddress } from '../../src/server/inbound/forwarding-address';
import { receiveEmail, type ReceiveDeps } from '../../src/server/inbound/receive';
import { decideRecipients, isSpfAligned, verifyAlignedFrom, type Envelope } from '../../src/server/inbound/sender';
import { storeExtractedEvents } from '../../src/server/inbound/store';
import type { EmailContent, ExtractedEvent } from '../../src/server/inbound/types';
import { tableResolver } from '../support/dns-stand-in';
import { generateDkimKey, plainMessage, signMessage } from '../support/signed-mail';
import { tempDatabase } from '../support/temp-db';

const DOMAIN = 'in.itinerary-test.com';
const USER_DOMAIN = 'travellers-mail.com';
const userKey = generateDkimKey(USER_DOMAIN);
const evilKey = generateDkimKey('evil-sender.com');
const resolver = tableResolver({
  [userKey.txtName]: [userKey.txtValue],
  [evilKey.txtName]: [evilKey.txtValue],
  [USER_DOMAIN]: ['v=spf1 ip4:192.0.2.10 -all'],
  'evil-sender.com': ['v=spf1 ip4:203.0.113.66 -all'],
});

let handle: DatabaseHandle;
let ana: { id: string; email: string };
let ben: { id: string; email: string };

async function insertUser(email: string) {
  const id = crypto.randomUUID();
  await handle.write((db) => db.insert(users).values({ id, email }));
  return { id, email };
}

const envelope = (rcptTo: string[], extra: Partial<Envelope> = {}): Envelope => ({
  rcptTo,
  mailFrom: null,
  remoteAddress: null,
  heloName: null,
  ...extra,
});

const tokenOf = (address: string) => {
  const recipient = parseRecipient(address);
  if (recipient?.kind !== 'personal') throw new Error('not a personal address');
  return recipient.token;
};

function event(overrides: Partial<ExtractedEvent> = {}): ExtractedEvent {
  return {
    title: 'Flight BA117 London → New York',
    description: null,
    start: new Date('2026-12-01T10:30:00Z'),
    timeZone: 'Europe/London',
    location: 'London Heathrow',
    latitude: 51.47,
    longitude: -0.45,
    eventType: 'flight',
    reservationKey: 'flight:abc123:ba117',
    privateNotes: 'Booking ABC123',
    needsReview: false,
    cancelled: false,
    journey: null,
    ...overrides,
  };
}

const rowsOf = (userId: string) => handle.db.select().from(unclaimedEvents).where(eq(unclaimedEvents.userId, userId));

beforeAll(async () => {
  handle = await tempDatabase();
  ana = await insertUser(`ana@${USER_DOMAIN}`);
  ben = await insertUser('ben@elsewhere-mail.com');
});
afterAll(() => handle.client.close());

describe('forwarding addresses', () => {
  it('creates a personal address once, and rotation replaces it', async () => {
    const first = await getForwardingAddress(handle, { id: ana.id, forwardingToken: null });
    expect(first.address).toMatch(new RegExp(`^plans\\+[a-z2-7]{24}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(first.sharedAddress).toBe(`plans@${DOMAIN}`);
    // A second first call (another tab) reads back the same token.
    expect(await getForwardingAddress(handle, { id: ana.id, forwardingToken: null })).toEqual(first);
    const rotated = await rotateForwardingAddress(handle, { id: ana.id });
    expect(rotated.address).not.toBe(first.address);
    expect(parseRecipient(rotated.address.toUpperCase())).toEqual({ kind: 'personal', token: tokenOf(rotated.address) });
  });

  it('recognises only the mailbox of the inbound domain', () => {
    expect(parseRecipient(`plans@${DOMAIN}`)).toEqual({ kind: 'shared' });
    expect(parseRecipient(`<Plans@${DOMAIN.toUpperCase()}>`)).toEqual({ kind: 'shared' });
    expect(parseRecipient('plans@other.com')).toBeNull();
    expect(parseRecipient(`sales@${DOMAIN}`)).toBeNull();
    expect(parseRecipient(`plans+short@${DOMAIN}`)).toBeNull();
  });
});

describe('sender checks', () => {
  it('a personal address belongs to its user without DKIM; a rotated one to nobody', async () => {
    const { address } = await rotateForwardingAddress(handle, { id: ben.id });
    const raw = plainMessage({ from: 'someone@anywhere-mail.com', to: address, subject: 'Booking', text: 'Hello' });
    expect(await decideRecipients(handle, raw, envelope([address]), { resolver })).toEqual({
      accepted: true,
      userIds: [ben.id],
      via: 'personal',
      // Unverified on a personal address: what the message claims, for the sender's allowance.
      sender: 'someone@anywhere-mail.com',
    });
    expect(await decideRecipients(handle, raw, envelope([address], { mailFrom: 'Bounce@Relay-Mail.com' }), { resolver })).toMatchObject({ sender: 'bounce@relay-mail.com' });
    await rotateForwardingAddress(handle, { id: ben.id });
    const refused = await decideRecipients(handle, raw, envelope([address]), { resolver });
    expect(refused.accepted).toBe(false);
  });

  it('the shared address accepts a user’s mail with an aligned DKIM signature', async () => {
    const raw = await signMessage(
      plainMessage({ from: `Ana <${ana.email}>`, to: `plans@${DOMAIN}`, subject: 'Hotel', text: 'Check-in on Friday' }),
      userKey,
    );
    expect(await verifyAlignedFrom(raw, envelope([`plans@${DOMAIN}`]), { resolver })).toEqual({ ok: true, from: ana.email, method: 'dkim' });
    expect(await decideRecipients(handle, raw, envelope([`plans@${DOMAIN}`]), { resolver })).toEqual({
      accepted: true,
      userIds: [ana.id],
      via: 'shared',
      sender: ana.email,
    });
  });

  it('drops a spoofed From: unsigned, signed by another domain, or altered after signing', async () => {
    const to = `plans@${DOMAIN}`;
    const unsigned = plainMessage({ from: ana.email, to, subject: 'Hotel', text: 'Check-in' });
    const otherDomain = await signMessage(unsigned, evilKey);
    const altered = Buffer.from(
      (await signMessage(unsigned, userKey)).toString('utf8').replace('Check-in', 'Check-in at the attacker’s place'),
    );
    for (const raw of [unsigned, otherDomain, altered]) {
      const decision = await decideRecipients(handle, raw, envelope([to], { remoteAddress: '203.0.113.66', mailFrom: 'x@evil-sender.com' }), { resolver });
      expect(decision.accepted).toBe(false);
    }
  });

  it('the shared address accepts an SPF pass aligned with From, and not from another IP', async () => {
    const to = `plans@${DOMAIN}`;
    const raw = plainMessage({ from: ana.email, to, subject: 'Dinner', text: 'Table for 4' });
    const fromUserServer = envelope([to], { remoteAddress: '192.0.2.10', mailFrom: `bounces@${USER_DOMAIN}`, heloName: `mx.${USER_DOMAIN}` });
    expect(await verifyAlignedFrom(raw, fromUserServer, { resolver })).toEqual({ ok: true, from: ana.email, method: 'spf' });
    const fromElsewhere = { ...fromUserServer, remoteAddress: '203.0.113.66' };
    expect((await verifyAlignedFrom(raw, fromElsewhere, { resolver })).ok).toBe(false);
    // SPF passing for another domain says nothing about the From domain.
    const evilSpf = envelope([to], { remoteAddress: '203.0.113.66', mailFrom: 'bounce@evil-sender.com' });
    expect((await verifyAlignedFrom(raw, evilSpf, { resolver })).ok).toBe(false);
  });

  it('aligns SPF domains by parent and subdomain only', () => {
    expect(isSpfAligned('mail.example.com', 'example.com')).toBe(true);
    expect(isSpfAligned('example.com', 'Example.COM')).toBe(true);
    expect(isSpfAligned('example.com.evil.com', 'example.com')).toBe(false);
    expect(isSpfAligned('notexample.com', 'example.com')).toBe(false);
  });

  it('refuses a DKIM-signed message from someone who is not a user', async () => {
    const stranger = generateDkimKey('stranger-mail.com');
    const raw = await signMessage(plainMessage({ from: 'eve@stranger-mail.com', to: `plans@${DOMAIN}`, subject: 'Hi', text: 'x' }), stranger);
    const decision = await decideRecipients(handle, raw, envelope([`plans@${DOMAIN}`]), {
      resolver: tableResolver({ [stranger.txtName]: [stranger.txtValue] }),
    });
    expect(decision).toEqual({ accepted: false, reason: 'shared address: the sender is not a user' });
  });
});

describe('storing extracted events', () => {
  it('the same reservation twice updates one row; an update replaces what it carries', async () => {
    const user = await insertUser('store-1@example-mail.com');
    expect(await storeExtractedEvents(handle, user.id, [event()], '<m1@mail>')).toEqual({ inserted: 1, updated: 0 });
    await new Promise((r) => setTimeout(r, 5));
    expect(await storeExtractedEvents(handle, user.id, [event()], '<m1@mail>')).toEqual({ inserted: 0, updated: 1 });
    await storeExtractedEvents(handle, user.id, [event({ start: new Date('2026-12-01T12:00:00Z'), location: null, latitude: null, longitude: null })], '<m2@mail>');
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.datetime?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    // A null in the update keeps what was known.
    expect(rows[0]?.location).toBe('London Heathrow');
    expect(rows[0]?.latitude).toBe(51.47);
    expect(rows[0]?.sourceMessageId).toBe('<m2@mail>');
  });

  it('a cancellation marks the row and keeps its details; events without a key are new rows', async () => {
    const user = await insertUser('store-2@example-mail.com');
    await storeExtractedEvents(handle, user.id, [event()], null);
    await storeExtractedEvents(handle, user.id, [event({ title: 'Cancelled: BA117', start: null, location: null, cancelled: true })], null);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ cancelled: true, title: 'Flight BA117 London → New York', location: 'London Heathrow' });
    expect(row?.datetime?.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    await storeExtractedEvents(handle, user.id, [event({ reservationKey: null }), event({ reservationKey: null })], null);
    expect(await rowsOf(user.id)).toHaveLength(3);
    // Another user's same reservation is their own row.
    await storeExtractedEvents(handle, ana.id, [event()], null);
    expect((await rowsOf(user.id)).filter((r) => r.reservationKey)).toHaveLength(1);
  });

  it('clips lengths and refuses impossible coordinates and dates', async () => {
    const user = await insertUser('store-3@example-mail.com');
    await storeExtractedEvents(
      handle,
      user.id,
      [event({ title: 'x'.repeat(500), latitude: 123, longitude: 10, start: new Date('nope'), reservationKey: null })],
      null,
    );
    const [row] = await rowsOf(user.id);
    expect(row?.title).toHaveLength(200);
    expect(row?.latitude).toBeNull();
    expect(row?.longitude).toBeNull();
    expect(row?.datetime).toBeNull();
  });
});

describe('receiveEmail', () => {
  const content = (subject: string): EmailContent => ({ subject, date: null, from: null, text: '', html: null, calendars: [], messageId: '<r1@mail>' });
  const deps = (overrides: Partial<ReceiveDeps> = {}): ReceiveDeps => ({
    db: handle,
    readEmail: async (raw) => content(/Subject: (.*)/.exec(raw.toString())?.[1] ?? ''),
    extractEvents: async (c) => [event({ title: c.subject, reservationKey: null, needsReview: true })],
    maxBytes: 100_000,
    resolver,
    ...overrides,
  });

  it('stores a personal address’s mail for its user', async () => {
    const user = await insertUser('receive-1@example-mail.com');
    const { address } = await getForwardingAddress(handle, { id: user.id, forwardingToken: null });
    const raw = plainMessage({ from: 'x@y-mail.com', to: address, subject: 'Dinner at Noma', text: 'See you' });
    expect(await receiveEmail(raw, envelope([address]), deps())).toMatchObject({ status: 'stored', users: 1, inserted: 1 });
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Dinner at Noma']);
  });

  it('drops mail for nobody with a log line that holds no body, and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const extract = vi.fn(deps().extractEvents);
    const raw = plainMessage({ from: ana.email, to: `plans@${DOMAIN}`, subject: 'Secret trip', text: 'PRIVATE-BODY-TEXT' });
    const before = await handle.client.execute('SELECT count(*) AS n FROM unclaimed_events');
    const outcome = await receiveEmail(raw, envelope([`plans@${DOMAIN}`]), deps({ extractEvents: extract }));
    expect(outcome.status).toBe('dropped');
    expect(extract).not.toHaveBeenCalled();
    expect(await handle.client.execute('SELECT count(*) AS n FROM unclaimed_events')).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ event: 'inbound_email_dropped', rcptTo: [`plans@${DOMAIN}`] });
    expect(line).not.toContain('PRIVATE-BODY-TEXT');
    expect(line).not.toContain('Secret trip');
  });

  it('refuses oversized mail, and keeps the subject when extraction fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await insertUser('receive-2@example-mail.com');
    const { address } = await getForwardingAddress(handle, { id: user.id, forwardingToken: null });
    const big = plainMessage({ from: 'x@y-mail.com', to: address, subject: 'Big', text: 'x'.repeat(2000) });
    expect(await receiveEmail(big, envelope([address]), deps({ maxBytes: 1000 }))).toEqual({ status: 'too-large' });
    const raw = plainMessage({ from: 'x@y-mail.com', to: address, subject: 'Train to Lyon', text: 'x' });
    const failing = deps({ extractEvents: () => Promise.reject(new Error('parser bug')) });
    expect(await receiveEmail(raw, envelope([address]), failing)).toMatchObject({ status: 'stored', inserted: 1 });
    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ title: 'Train to Lyon', needsReview: true, datetime: null })]);
  });
});

