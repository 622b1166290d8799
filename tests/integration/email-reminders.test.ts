/**
 * Reminders by email (docs/reminders.md#email), through the real SMTP client into the test's SMTP
 * sink: the Get reminders page's plain form signs an address up; only a confirmation email goes
 * out until its link's page is confirmed (a GET changes nothing); then reminders arrive with the
 * RFC 8058 headers, and a one-click POST without cookies stops them. A secret planted in a private
 * event never reaches an address that is not on its list.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { createItinerary, runSql, skipWhoAreYou } from '../support/itineraries';
import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({
  TRUST_PROXY: 'true',
  SMTP_URL: smtp.url,
  // The outbox every 0.3 s, so reminders are planned every 3 s.
  OUTBOX_INTERVAL_SECONDS: '0.3',
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const remindersPage = (projectId: string) => `/project/${projectId}/reminders`;
const to = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const linkIn = (mail: ReceivedMail | undefined, path: string) => {
  const found = mail?.parsed.text?.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=\\S+`))?.[0];
  expect(found, `a ${path} link`).toBeDefined();
  return new URL(found ?? '').pathname + new URL(found ?? '').search;
};
/** A header as the message carries it (mailparser turns List-Unsubscribe into an object). */
const headerOf = (mail: ReceivedMail | undefined, name: string) =>
  mail?.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('reminders by email', () => {
  it('confirms the address first, then sends reminders with a one-click unsubscribe that needs no cookies', { timeout: 60_000 }, async () => {
    const secret = `SECRET-${randomBytes(6).toString('hex')}`;
    const trip = await createItinerary(suite, { name: 'Email Reminder Weekend' });
    const projectRowId = Number((await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [trip.projectId])).rows[0]?.id);
    await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?)', [projectRowId, 'Ana', guestNameKey('Ana')]);
    await skipWhoAreYou(trip.guest, trip.projectId);
    const event = async (body: Record<string, unknown>) => expect((await trip.admin.json('POST', `/api/projects/${trip.projectId}/events`, body)).res.status).toBe(201);
    await event({ title: 'Sunset walk', datetime: soon(110), location: 'Miradouro da Graça', attendees: 'Everyone', privateNotes: `${secret} note` });
    await event({ title: `${secret} tasting`, datetime: soon(112), location: `${secret} cellar`, attendees: 'Ana', visibility: 'listed' });

    // The plain form (no JavaScript): the page answers itself, and says where the link went.
    const address = `guest-${randomBytes(4).toString('hex')}@example.test`;
    const signUp = await trip.guest.request('POST', remindersPage(trip.projectId), `action=email-on&address=${encodeURIComponent(address.toUpperCase())}`, FORM);
    expect(signUp.status).toBe(200);
    const page = await signUp.text();
    expect(page).toContain('Check your inbox: we sent a link to g…@example.test');
    expect(page).not.toContain(address);
    await smtp.waitForMessages(1);
    await expect.poll(() => to(address).length).toBe(1);
    const [confirmMail] = to(address);
    expect(confirmMail?.parsed.subject).toBe('Confirm reminders for Email Reminder Weekend');
    expect(headerOf(confirmMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Unconfirmed: planning runs (every 3 s) but nothing else is sent.
    await wait(4_000);
    expect(to(address)).toHaveLength(1);

    // Opening the link (as a mail scanner would) changes nothing; the page's Confirm does.
    const confirmPath = linkIn(confirmMail, '/reminders/confirm');
    const reader = suite.browser();
    const opened = await reader.get(confirmPath);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Confirm reminders?');
    expect((await runSql(suite, 'SELECT confirmed_at FROM push_subscriptions WHERE project_id = ?', [projectRowId])).rows[0]?.confirmed_at).toBeNull();
    const confirmed = await reader.request('POST', confirmPath, '', FORM);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You’re all set'.replace('’', "'"));
    // A used link works no more.
    expect((await reader.get(confirmPath)).status).toBe(404);

    // The reminder 2 hours before the walk arrives by email, with both unsubscribe headers.
    await expect.poll(() => to(address).some((m) => m.parsed.subject === 'Sunset walk'), { timeout: 20_000 }).toBe(true);
    const reminder = to(address).find((m) => m.parsed.subject === 'Sunset walk');
    expect(reminder?.parsed.text).toContain('Miradouro da Graça');
    const header = String(headerOf(reminder, 'List-Unsubscribe'));
    expect(header).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/reminders\?token=\d+\.[A-Za-z0-9_-]{43}>$/);
    expect(headerOf(reminder, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The private event is Ana's, by her personal link: never in this address's mail; no note either.
    await wait(1_000);
    for (const mail of to(address)) expect(mail.raw.toString('utf8')).not.toContain(secret);

    // The organiser's "Message your guests" counts the confirmed address apart from devices.
    const preview = await trip.admin.json('POST', `/api/projects/${trip.projectId}/announcements`, { text: 'Bring a jacket.', to: { kind: 'everyone' }, send: false });
    expect(preview.data).toEqual({ devices: 0, emails: 1, sent: false });

    // One click, from the mail provider: no cookies, no Origin.
    const unsubscribe = header.slice(1, -1);
    const provider = await fetch(unsubscribe, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click', redirect: 'manual' });
    expect(provider.status).toBe(200);
    expect(await provider.text()).toContain('No more reminders');
    expect((await runSql(suite, 'SELECT count(*) AS n FROM push_subscriptions WHERE project_id = ?', [projectRowId])).rows[0]?.n).toBe(0);
    expect((await fetch(unsubscribe)).status).toBe(404);
  });

  it('keeps what was typed and says what is wrong; refuses browsers without a grant; caps addresses per browser under parallel requests', async () => {
    const trip = await createItinerary(suite, { name: 'Email Refusals Weekend' });
    const bad = await trip.guest.request('POST', remindersPage(trip.projectId), 'action=email-on&address=not-an-address', FORM);
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain('Please enter a valid email address.');
    expect(badPage).toContain('value="not-an-address"');

    const stranger = suite.browser();
    const refused = await stranger.request('POST', remindersPage(trip.projectId), 'action=email-on&address=a%40example.test', FORM);
    expect(refused.status).not.toBe(200);

    const sent = smtp.messages.length;
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => trip.guest.request('POST', remindersPage(trip.projectId), `action=email-on&address=cap${n}-${randomBytes(3).toString('hex')}%40example.test`, FORM)),
    );
    expect(tries.filter((res) => res.status === 200)).toHaveLength(3);
    expect(tries.filter((res) => res.status === 400)).toHaveLength(2);
    await smtp.waitForMessages(sent + 3);
    await wait(500);
    expect(smtp.messages.length).toBe(sent + 3);

    // Turning email off removes this browser's addresses.
    const off = await trip.guest.request('POST', remindersPage(trip.projectId), 'action=email-off', FORM);
    expect(off.status).toBe(200);
    expect(await off.text()).toContain('Email reminders are off for this browser.');
    const rows = await runSql(suite, "SELECT count(*) AS n FROM push_subscriptions WHERE channel = 'email' AND project_id = (SELECT id FROM projects WHERE project_id = ?)", [trip.projectId]);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('lets a confirmation link lapse after 7 days', async () => {
    const trip = await createItinerary(suite, { name: 'Email Lapse Weekend' });
    const address = `lapse-${randomBytes(4).toString('hex')}@example.test`;
    expect((await trip.guest.request('POST', remindersPage(trip.projectId), `action=email-on&address=${encodeURIComponent(address)}`, FORM)).status).toBe(200);
    await expect.poll(() => to(address).length).toBe(1);
    await runSql(suite, 'UPDATE push_subscriptions SET confirm_sent_at = ? WHERE endpoint = ?', [Date.now() - 8 * 24 * 3600_000, `mailto:${address}`]);
    const path = linkIn(to(address)[0], '/reminders/confirm');
    const res = await suite.browser().get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This link doesn');
  });
});
