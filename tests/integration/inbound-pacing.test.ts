/**
 * Reading forwarded mail must not hold up the rest of the server (docs/security.md, "Reading
 * forwarded invites"): while the built server reads an invite of thousands of recurring events
 * whose rule matches no day, other requests are still answered at once; and each sender and each
 * forwarding user has an hourly allowance of messages read (429 on the webhook, 451 over SMTP).
 */
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForwardingAddressView } from '../../src/lib/types';
import { INBOUND_MAIL_PER_SENDER_PER_HOUR, INBOUND_MAIL_PER_USER_PER_HOUR } from '../../src/lib/limits';
import { freePort, startServer, type RunningServer } from '../support/server';
import { plainMessage } from '../support/signed-mail';
import { insertSignedInUser, type TestUser } from '../support/users';

const DOMAIN = 'in.itinerary-test.com';
const SECRET = 'inbound-secret-for-pacing-tests-0123';
/** A concurrent request may wait this long at most; an unpaced read of the invite below blocks for seconds. */
const PROBE_MAX_MS = 250;

let server: RunningServer;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startServer({
    INBOUND_EMAIL_DOMAIN: DOMAIN,
    INBOUND_WEBHOOK_SECRET: SECRET,
    INBOUND_SMTP_PORT: String(smtpPort),
  });
});
afterAll(async () => {
  await server?.stop();
});

async function forwardingAddress(user: TestUser): Promise<string> {
  const res = await fetch(new URL('/api/users/forwarding-address', server.url), { headers: { cookie: user.cookie } });
  return ((await res.json()) as ForwardingAddressView).address;
}

function postEmail(raw: Buffer, to: string) {
  const url = new URL('/api/inbound/email', server.url);
  url.searchParams.set('to', to);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
    body: new Uint8Array(raw),
  });
}

/** An invite of `count` daily events whose rule names a thirteenth month, as a forwarded email. */
function recurringInvite(to: string, count: number): Buffer {
  const vevents = Array.from({ length: count }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:standup-${i}@calendar.example`,
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270201T090000Z',
      'RRULE:FREQ=DAILY;BYMONTH=13',
      `SUMMARY:Stand-up ${i}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  const calendar = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Pacing test//EN', 'METHOD:REQUEST', ...vevents, 'END:VCALENDAR'].join('\r\n');
  const boundary = 'pacing-boundary-0123456789';
  return Buffer.from(
    [
      'From: organiser@calendar.example',
      `To: ${to}`,
      'Subject: Invitation: daily stand-up',
      'Date: Fri, 20 Nov 2026 10:00:00 GMT',
      'Message-ID: <pacing-invite@calendar.example>',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'You have been invited.',
      `--${boundary}`,
      'Content-Type: text/calendar; charset=utf-8; method=REQUEST',
      'Content-Disposition: attachment; filename="invite.ics"',
      'Content-Transfer-Encoding: 7bit',
      '',
      calendar,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

/** How long GET /faq takes, each time, until `done` settles. */
async function probeUntil(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(new URL('/faq', server.url));
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

describe('reading a large invite', () => {
  it('keeps answering other requests at once while it is read', async () => {
    const user = await insertSignedInUser(server.databaseUrl);
    const address = await forwardingAddress(user);
    const raw = recurringInvite(address, 2500);
    expect(raw.length).toBeGreaterThan(300_000);
    await (await fetch(new URL('/faq', server.url))).arrayBuffer();

    const posted = postEmail(raw, address);
    const latencies = await probeUntil(posted);
    const res = await posted;
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(PROBE_MAX_MS);
    expect(res.status).toBe(200);
    // The events read are stored (a rule with a thirteenth month gives only its first day), up to a message's cap.
    expect(await res.json()).toMatchObject({ status: 'stored', users: 1, events: 50 });
  });
});

describe('the allowance of forwarded mail', () => {
  it('defers mail from one sender past its hourly allowance, on the webhook', async () => {
    const user = await insertSignedInUser(server.databaseUrl);
    const address = await forwardingAddress(user);
    const from = 'bookings@busy-sender.example';
    for (let i = 0; i < INBOUND_MAIL_PER_SENDER_PER_HOUR; i++) {
      const res = await postEmail(plainMessage({ from, to: address, subject: `Booking ${i}`, text: 'Confirmed.' }), address);
      expect(res.status).toBe(200);
    }
    const refused = await postEmail(plainMessage({ from, to: address, subject: 'One more', text: 'Confirmed.' }), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many emails from this sender were forwarded in the last hour\. Please try again in \d+ minutes?\.$/);
    // Another sender to the same address is still read.
    const other = await postEmail(plainMessage({ from: 'hotel@another-sender.example', to: address, subject: 'Stay', text: 'Confirmed.' }), address);
    expect(other.status).toBe(200);
  });

  it('defers mail to one forwarding user past its hourly allowance, whoever sends it', async () => {
    const user = await insertSignedInUser(server.databaseUrl);
    const address = await forwardingAddress(user);
    for (let i = 0; i < INBOUND_MAIL_PER_USER_PER_HOUR; i++) {
      const res = await postEmail(plainMessage({ from: `sender-${i}@many-senders.example`, to: address, subject: `Booking ${i}`, text: 'Confirmed.' }), address);
      expect(res.status).toBe(200);
    }
    const refused = await postEmail(plainMessage({ from: 'fresh@many-senders.example', to: address, subject: 'One more', text: 'Confirmed.' }), address);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many emails were forwarded to this address in the last hour\./);
  });

  it('answers a sender past its allowance with a temporary refusal over SMTP, so its server tries again later', async () => {
    const user = await insertSignedInUser(server.databaseUrl);
    const address = await forwardingAddress(user);
    const from = 'bookings@smtp-sender.example';
    const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    try {
      for (let i = 0; i < INBOUND_MAIL_PER_SENDER_PER_HOUR; i++) {
        await transport.sendMail({ envelope: { from, to: address }, raw: plainMessage({ from, to: address, subject: `Booking ${i}`, text: 'Confirmed.' }) });
      }
      const refused = transport.sendMail({ envelope: { from, to: address }, raw: plainMessage({ from, to: address, subject: 'One more', text: 'Confirmed.' }) });
      await expect(refused).rejects.toMatchObject({ responseCode: 451 });
    } finally {
      transport.close();
    }
  });
});
