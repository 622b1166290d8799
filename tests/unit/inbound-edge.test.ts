/**
 * Forwarded email as the edge build receives it (POST /api/inbound/email on a Worker): the
 * `@platform/*` modules are the edge ones here, so MIME is read with postal-mime and there are
 * no DKIM or SPF checks. Mail to a personal address is stored; mail to the shared address is
 * dropped even when its DKIM signature is aligned (which the Node checks accept: the control).
 */
process.env.INBOUND_EMAIL_DOMAIN = 'in.itinerary-test.com';
process.env.SITE_URL = 'http://127.0.0.1:4321';

import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { unclaimedEvents, users } from '../../db/schema';
import { extractEvents } from '../../src/server/inbound/extract';
import { rotateForwardingAddress } from '../../src/server/inbound/forwarding-address';
import { readEmail } from '../../src/server/inbound/read-email';
import { receiveEmail, type Envelope } from '../../src/server/inbound/receive';
import { verifyAlignedFrom } from '../../src/server/inbound/sender';
import { tableResolver } from '../support/dns-stand-in';
import { generateDkimKey, plainMessage, signMessage } from '../support/signed-mail';
import { tempDatabase } from '../support/temp-db';

vi.mock('@platform/parse-email', () => import('../../src/server/platform/edge/parse-email'));
vi.mock('@platform/sender-auth', () => import('../../src/server/platform/edge/sender-auth'));
// Reading pauses for other requests with the Worker's timer (src/server/core/pacing.ts).
vi.mock('@platform/scheduling', () => import('../../src/server/platform/edge/scheduling'));
// The Node module is what the alias names in tests, so it is mocked too: the control reads the actual one.
const nodeSenderAuth = await vi.importActual<typeof import('../../src/server/platform/node/sender-auth')>(
  '../../src/server/platform/node/sender-auth',
);

const DOMAIN = 'in.itinerary-test.com';
const USER_DOMAIN = 'travellers-mail.com';
const userKey = generateDkimKey(USER_DOMAIN);
const resolver = tableResolver({ [userKey.txtName]: [userKey.txtValue] });

let handle: DatabaseHandle;
let ana: { id: string; email: string };

const envelope = (rcptTo: string[]): Envelope => ({ rcptTo, mailFrom: null, remoteAddress: null, heloName: null });
const deps = () => ({ db: handle, readEmail, extractEvents, maxBytes: 1024 * 1024, resolver });

beforeAll(async () => {
  handle = await tempDatabase();
  ana = { id: crypto.randomUUID(), email: `ana@${USER_DOMAIN}` };
  await handle.write((db) => db.insert(users).values(ana));
});
afterAll(() => handle.client.close());

describe('inbound mail on the edge', () => {
  it('stores a forwarded booking sent to a personal address, read with postal-mime', async () => {
    const { address } = await rotateForwardingAddress(handle, { id: ana.id });
    const raw = readFileSync(new URL('../fixtures/email/hotel-jsonld-paris.eml', import.meta.url));
    const outcome = await receiveEmail(raw, envelope([address]), deps());
    expect(outcome).toEqual({ status: 'stored', users: 1, events: 2, inserted: 2, updated: 0 });
    const rows = await handle.db.select().from(unclaimedEvents).where(eq(unclaimedEvents.userId, ana.id));
    expect(rows.map((r) => r.title).sort()).toEqual(['Check-in: Hôtel Le Marais Lumière', 'Check-out: Hôtel Le Marais Lumière']);
  });

  it('drops mail to the shared address: nothing can vouch for its sender', async () => {
    const raw = await signMessage(
      plainMessage({ from: `Ana <${ana.email}>`, to: `plans@${DOMAIN}`, subject: 'Hotel', text: 'Check-in on Friday' }),
      userKey,
    );
    // The control: Node's checks find the aligned signature.
    expect(await nodeSenderAuth.authenticateSender(raw, envelope([`plans@${DOMAIN}`]), { mta: DOMAIN, resolver })).toMatchObject({
      headerFrom: [ana.email],
      dkimAligned: true,
    });
    expect(await verifyAlignedFrom(raw, envelope([`plans@${DOMAIN}`]), { resolver })).toEqual({
      ok: false,
      reason: 'no DKIM or SPF checks on this host',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await receiveEmail(raw, envelope([`plans@${DOMAIN}`]), deps())).toEqual({
        status: 'dropped',
        reason: 'shared address: no DKIM or SPF checks on this host',
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('lets timers run while it reads the events of an invite of thousands of recurring events', async () => {
    const vevents = Array.from({ length: 2500 }, (_, i) =>
      ['BEGIN:VEVENT', `UID:e-${i}@example.com`, 'DTSTAMP:20270101T000000Z', 'DTSTART:20270201T090000Z', 'RRULE:FREQ=DAILY;BYMONTH=13', `SUMMARY:Event ${i}`, 'END:VEVENT'].join('\r\n'),
    );
    const raw = plainMessage({ from: 'organiser@example.com', to: `plans@${DOMAIN}`, subject: 'Invitation', text: 'Invited.' })
      .toString()
      .replace('Content-Type: text/plain; charset=utf-8', 'Content-Type: text/calendar; charset=utf-8; method=REQUEST')
      .replace('Invited.', ['BEGIN:VCALENDAR', 'VERSION:2.0', ...vevents, 'END:VCALENDAR'].join('\r\n'));
    // postal-mime reads the MIME in one go (docs/security.md, "Reading forwarded invites"); the
    // events are read after it, paced.
    const content = await readEmail(Buffer.from(raw));
    expect(content.calendars).toHaveLength(1);
    let last = performance.now();
    let longest = 0;
    let stop = false;
    const tick = () => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
      if (!stop) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    try {
      expect(await extractEvents(content)).toHaveLength(50);
    } finally {
      stop = true;
    }
    // The Worker's pauses are zero-delay timers: others queued meanwhile ran between its slices
    // (read at once, these events held the thread for seconds).
    expect(longest).toBeLessThan(250);
  });
});
