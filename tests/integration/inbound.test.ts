/**
 * Forwarded emails over the real built server: POST /api/inbound/email (secret, size,
 * malformed input), personal addresses and their rotation, the shared address with spoofed and
 * DKIM-signed mail, the built-in SMTP listener (nodemailer to 127.0.0.1), and duplicates that
 * update instead of adding. DNS (DKIM keys) comes from a local DNS server, the AI extractor from
 * a local chat-completions stand-in that names each event after the email's subject.
 */
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForwardingAddressView, UnclaimedEventView } from '../../src/lib/types';
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '../support/chat-completions-stand-in';
import { startDnsStandIn } from '../support/dns-stand-in';
import { freePort, startServer, type RunningServer } from '../support/server';
import { generateDkimKey, plainMessage, signMessage } from '../support/signed-mail';
import { insertSignedInUser, type TestUser } from '../support/users';

const DOMAIN = 'in.itinerary-test.com';
const SHARED = `plans@${DOMAIN}`;
const SECRET = 'inbound-secret-for-tests-0123456789';
const MAX_BYTES = 2 * 1024 * 1024;
const USER_DOMAIN = 'travellers-mail.com';
const userKey = generateDkimKey(USER_DOMAIN);

let server: RunningServer;
let ai: ChatCompletionsStandIn;
let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
let smtpPort: number;

beforeAll(async () => {
  ai = await startChatCompletionsStandIn();
  // One event per email, named after its subject; a "Booking <ref> <time>" subject carries a
  // reservation number and time (the duplicate tests).
  ai.answer = (request) => {
    const user = String(request.body.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '');
    const subject = /^Subject: (.*)$/m.exec(user)?.[1] ?? '';
    const booking = /^Booking (\S+) (\S+)$/.exec(subject);
    return {
      content: {
        events: [
          {
            title: booking ? `Dinner ${booking[1]}` : `From AI: ${subject}`,
            description: null,
            start: booking ? `2026-12-04T${booking[2]}` : null,
            timeZone: booking ? 'Europe/Paris' : null,
            location: null,
            latitude: null,
            longitude: null,
            eventType: booking ? 'restaurant' : null,
            reservationNumber: booking ? booking[1] : null,
            segment: null,
            privateNotes: null,
            cancelled: false,
          },
        ],
      },
    };
  };
  dns = await startDnsStandIn({ [userKey.txtName]: [userKey.txtValue] });
  smtpPort = await freePort();
  server = await startServer({
    INBOUND_EMAIL_DOMAIN: DOMAIN,
    INBOUND_WEBHOOK_SECRET: SECRET,
    INBOUND_MAX_BYTES: String(MAX_BYTES),
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_DNS_SERVERS: dns.server,
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'stand-in-model',
  });
});
afterAll(async () => {
  await server?.stop();
  await ai?.close();
  await dns?.close();
});

const signIn = (email?: string) => insertSignedInUser(server.databaseUrl, email ? { email } : {});

async function api<T>(user: TestUser, method: string, path: string): Promise<{ status: number; data: T }> {
  const res = await fetch(new URL(path, server.url), {
    method,
    headers: { cookie: user.cookie, ...(method === 'GET' ? {} : { origin: server.url }) },
  });
  return { status: res.status, data: (await res.json()) as T };
}

const addressOf = async (user: TestUser) => (await api<ForwardingAddressView>(user, 'GET', '/api/users/forwarding-address')).data.address;
const titlesOf = async (user: TestUser) => (await api<UnclaimedEventView[]>(user, 'GET', '/api/unclaimed-events')).data.map((e) => e.title);

function postEmail(raw: Buffer | string, { to, secret = SECRET, headers = {} }: { to?: string; secret?: string | null; headers?: Record<string, string> } = {}) {
  const url = new URL('/api/inbound/email', server.url);
  if (to) url.searchParams.set('to', to);
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'message/rfc822',
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
      ...headers,
    },
    body: typeof raw === 'string' ? raw : new Uint8Array(raw),
  });
}

const mail = (to: string, subject: string, from = 'bookings@airline-mail.com', text = 'Your booking is confirmed.') =>
  plainMessage({ from, to, subject, text });

describe('the forwarding address', () => {
  it('needs a signed-in user, is stable, and rotating it retires the old address', async () => {
    expect((await fetch(new URL('/api/users/forwarding-address', server.url))).status).toBe(401);
    const ana = await signIn();
    const first = await api<ForwardingAddressView>(ana, 'GET', '/api/users/forwarding-address');
    expect(first.status).toBe(200);
    expect(first.data.address).toMatch(/^plans\+[a-z2-7]{24}@in\.itinerary-test\.com$/);
    expect(first.data.sharedAddress).toBe(SHARED);
    expect((await api<ForwardingAddressView>(ana, 'GET', '/api/users/forwarding-address')).data).toEqual(first.data);

    const rotated = await api<ForwardingAddressView>(ana, 'POST', '/api/users/forwarding-address/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.data.address).not.toBe(first.data.address);
    expect((await postEmail(mail(first.data.address, 'Old address trip'), { to: first.data.address })).status).toBe(202);
    expect((await postEmail(mail(rotated.data.address, 'New address trip'), { to: rotated.data.address })).status).toBe(200);
    expect(await titlesOf(ana)).toEqual(['From AI: New address trip']);
  });
});

describe('POST /api/inbound/email', () => {
  it('refuses a missing or wrong secret with 401 and stores nothing', async () => {
    const ana = await signIn();
    const address = await addressOf(ana);
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      const res = await postEmail(mail(address, 'Sneaky'), { to: address, secret });
      expect(res.status).toBe(401);
    }
    expect(await titlesOf(ana)).toEqual([]);
  });

  it('puts mail to a personal address in that user’s unclaimed events, marked for review', async () => {
    const ana = await signIn();
    const ben = await signIn();
    const address = await addressOf(ana);
    // Recipients from the request's X-Original-To header …
    const res = await postEmail(mail(address, 'Flight to Lisbon'), { headers: { 'x-original-to': address } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'stored', users: 1 });
    // … or, failing that, from the message's own To header.
    expect((await postEmail(mail(address, 'Hotel in Porto'))).status).toBe(200);
    const { data } = await api<UnclaimedEventView[]>(ana, 'GET', '/api/unclaimed-events');
    expect(data.map((e) => e.title).sort()).toEqual(['From AI: Flight to Lisbon', 'From AI: Hotel in Porto']);
    expect(data.every((e) => e.needsReview)).toBe(true);
    expect(await titlesOf(ben)).toEqual([]);
  });

  it('accepts up to INBOUND_MAX_BYTES (past the 1 MB JSON limit) and answers 413 beyond', async () => {
    const ana = await signIn();
    const address = await addressOf(ana);
    const big = mail(address, 'Big itinerary', undefined, `${'Day plan. '.repeat(150_000)}`);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect((await postEmail(big, { to: address })).status).toBe(200);
    const tooBig = mail(address, 'Too big', undefined, 'x'.repeat(MAX_BYTES + 10));
    expect((await postEmail(tooBig, { to: address })).status).toBe(413);
    expect(await titlesOf(ana)).toEqual(['From AI: Big itinerary']);
  });

  it('survives malformed input without a 500', async () => {
    const ana = await signIn();
    const address = await addressOf(ana);
    const broken = [
      Buffer.from([0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x80, 0x81]),
      `To: ${address}\r\nSubject: =?utf-8?B?broken\r\nContent-Type: multipart/mixed; boundary="never"\r\n\r\n--never\r\nContent-Type: text/html\r\n\r\n<b>half`,
      `To: ${address}\r\nContent-Type: message/rfc822\r\n\r\nTo: x\r\n\r\n`,
    ];
    for (const raw of broken) {
      const res = await postEmail(raw, { to: address });
      expect(res.status, `body ${JSON.stringify(await res.clone().text())}`).toBeLessThan(500);
    }
    expect((await postEmail('', { to: address })).status).toBe(400);
    // Form-like or missing content types are refused by Astro's origin check, not crashed on.
    const noType = await fetch(new URL(`/api/inbound/email?to=${address}`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(noType.status).toBe(403);
    // The server is still up and stores the next message.
    expect((await postEmail(mail(address, 'After the storm'), { to: address })).status).toBe(200);
    expect(await titlesOf(ana)).toContain('From AI: After the storm');
  });

  it('drops mail to the shared address with a spoofed From', async () => {
    const ana = await signIn(`ana-${crypto.randomUUID().slice(0, 6)}@${USER_DOMAIN}`);
    const res = await postEmail(mail(SHARED, 'Spoofed booking', ana.email), { to: SHARED });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'dropped' });
    // Signed, but by a key the domain does not publish.
    const forged = await signMessage(mail(SHARED, 'Forged booking', ana.email), generateDkimKey(USER_DOMAIN));
    expect((await postEmail(forged, { to: SHARED })).status).toBe(202);
    expect(await titlesOf(ana)).toEqual([]);
    expect(server.output()).toContain('"event":"inbound_email_dropped"');
    expect(server.output()).not.toContain('Your booking is confirmed.');
  });

  it('accepts DKIM-signed mail from a user’s own domain at the shared address', async () => {
    const ana = await signIn(`ana-${crypto.randomUUID().slice(0, 6)}@${USER_DOMAIN}`);
    const signed = await signMessage(mail(SHARED, 'Concert in Berlin', `Ana <${ana.email}>`), userKey);
    const res = await postEmail(signed, { to: SHARED });
    expect(res.status).toBe(200);
    expect(await titlesOf(ana)).toEqual(['From AI: Concert in Berlin']);
  });

  it('updates the same reservation instead of adding it again', async () => {
    const ana = await signIn();
    const address = await addressOf(ana);
    expect((await postEmail(mail(address, 'Booking R42 19:00'), { to: address })).status).toBe(200);
    expect((await postEmail(mail(address, 'Booking R42 19:00'), { to: address })).status).toBe(200);
    expect((await postEmail(mail(address, 'Booking R42 20:30'), { to: address })).status).toBe(200);
    const { data } = await api<UnclaimedEventView[]>(ana, 'GET', '/api/unclaimed-events');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ title: 'Dinner R42', datetime: '2026-12-04T19:30:00.000Z' });
  });
});

describe('the SMTP listener', () => {
  const transport = () =>
    createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });

  it('accepts mail for a personal address and it lands in the user’s unclaimed events', async () => {
    const ana = await signIn();
    const address = await addressOf(ana);
    const info = await transport().sendMail({
      from: 'bookings@rail-mail.com',
      to: address,
      subject: 'Train to Lyon',
      text: 'Your seat is 42.',
      date: new Date('2026-11-20T10:00:00Z'),
    });
    expect(info.accepted).toEqual([address]);
    expect(await titlesOf(ana)).toEqual(['From AI: Train to Lyon']);
  });

  it('refuses other domains at RCPT (550), spoofed shared mail (550) and oversized mail (552)', async () => {
    const ana = await signIn(`ana-${crypto.randomUUID().slice(0, 6)}@${USER_DOMAIN}`);
    await expect(transport().sendMail({ from: 'a@b-mail.com', to: 'someone@gmail.com', subject: 'Relay?', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(transport().sendMail({ from: ana.email, to: SHARED, subject: 'Spoofed', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    });
    const address = await addressOf(ana);
    await expect(
      transport().sendMail({ from: 'a@b-mail.com', to: address, subject: 'Huge', text: 'x'.repeat(MAX_BYTES + 10) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await titlesOf(ana)).toEqual([]);
  });
});

describe('when not configured', () => {
  it('POST /api/inbound/email answers 404', async () => {
    const bare = await startServer();
    try {
      const res = await fetch(new URL('/api/inbound/email', bare.url), {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
        body: 'Subject: hi\r\n\r\nhello',
      });
      expect(res.status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
