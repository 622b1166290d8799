/**
 * Calendar invitations (docs/reminders.md#calendar-invitations), through the real SMTP client into
 * the test's SMTP sink: a guest ticks "Also send calendar invitations" on the Get reminders page's
 * plain form and confirms on the real confirm page; then one REQUEST arrives per upcoming event
 * they hear about (not a private event they are not on, not a past one); a moved event brings one
 * REQUEST with the same UID and SEQUENCE + 1, a guest taken off an event one CANCEL. Every calendar
 * part is read by two parsers (ical.js and node-ical). Two reconciles at once queue each message once.
 */
import * as databaseClient from '@platform/database-client';
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/index';
import type { GuestList, GuestsAdded } from '../../src/lib/guest-list';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { reconcileInvitations } from '../../src/server/invitations/invitations';
import { createItinerary, runSql, sessionIdOf, skipWhoAreYou } from '../support/itineraries';
import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const SENDER = 'trips@itinerary.test';
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, MAIL_FROM: `Itinerary <${SENDER}>`, OUTBOX_INTERVAL_SECONDS: '0.3' });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const HOUR = 3_600_000;
/** `hours` from now, on the minute (what calendars keep). */
const at = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
const to = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const headerOf = (mail: ReceivedMail | undefined, name: string) =>
  mail?.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');

/** The path and query of the confirmation link in a confirmation email. */
function confirmPathIn(mail: ReceivedMail | undefined): string {
  const found = mail?.parsed.text?.match(/https?:\/\/\S+\/reminders\/confirm\?token=\S+/)?.[0];
  if (!found) throw new Error('no confirmation link in the email');
  const link = new URL(found);
  return link.pathname + link.search;
}

/** The iCalendar text of a message's calendar part, or null. */
function calendarOf(mail: ReceivedMail): string | null {
  const part = mail.parsed.attachments.find((a) => /^(text\/calendar|application\/ics)/i.test(a.contentType));
  return part ? part.content.toString('utf8') : null;
}
const invitationsTo = (address: string) => to(address).filter((m) => calendarOf(m) !== null);

type Read = { method: string; uid: string; sequence: number; status: string; summary: string; start: number; organizer: string; attendee: string };

/** One calendar part as ical.js reads it, checked against node-ical's reading. */
function readInvitation(mail: ReceivedMail): Read {
  const text = calendarOf(mail) ?? '';
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const read: Read = {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    start: event.startDate.toJSDate().getTime(),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
  };
  const [other] = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(other?.uid).toBe(read.uid);
  expect(Number(other?.sequence)).toBe(read.sequence);
  expect(String(other?.status)).toBe(read.status);
  expect(other?.start.getTime()).toBe(read.start);
  expect(String((other?.organizer as { val?: string } | undefined)?.val ?? other?.organizer).toLowerCase()).toBe(read.organizer);
  return read;
}

describe('calendar invitations', () => {
  it('sends one REQUEST per upcoming event the guest hears about, an update for a moved event and a CANCEL for one they leave', { timeout: 90_000 }, async () => {
    const secret = `SECRET-${randomBytes(6).toString('hex')}`;
    const trip = await createItinerary(suite, { name: 'Invitation Weekend' });
    const projectRowId = Number((await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [trip.projectId])).rows[0]?.id);
    const ana = await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?) RETURNING id', [projectRowId, 'Ana', guestNameKey('Ana')]);
    await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?)', [projectRowId, 'Ben', guestNameKey('Ben')]);
    await skipWhoAreYou(trip.guest, trip.projectId);
    // This browser is Ana, by her personal link.
    await runSql(suite, "UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ?", [Number(ana.rows[0]?.id), sessionIdOf(trip.guest)]);
    const event = async (body: Record<string, unknown>) => {
      const { res, data } = await trip.admin.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/events`, body);
      expect(res.status).toBe(201);
      return { ...body, id: data.id };
    };
    const dinnerAt = at(50);
    const dinner = await event({ title: 'Harbour dinner', datetime: dinnerAt, location: 'Cais do Sodré', attendees: 'Ana, Ben', privateNotes: `${secret} booking` });
    const boat = await event({ title: 'Boat trip', datetime: at(74), attendees: 'Everyone', privateNotes: `${secret} code 1234` });
    await event({ title: `${secret} tasting`, datetime: at(60), location: `${secret} cellar`, attendees: 'Ben', visibility: 'listed' });
    await event({ title: 'Breakfast', datetime: at(-3), attendees: 'Everyone' });

    // The plain form, checkbox ticked; the real confirm page.
    const address = `ana-${randomBytes(4).toString('hex')}@example.test`;
    const signUp = await trip.guest.request('POST', `/project/${trip.projectId}/reminders`, `action=email-on&address=${encodeURIComponent(address)}&invitations=on`, FORM);
    expect(signUp.status).toBe(200);
    await expect.poll(() => to(address).length).toBe(1);
    const confirm = confirmPathIn(to(address)[0]);
    expect((await suite.browser().request('POST', confirm, '', FORM)).status).toBe(200);
    const page = await (await trip.guest.get(`/project/${trip.projectId}/reminders`)).text();
    expect(page).toContain('gets reminders and calendar invitations');

    // One REQUEST per upcoming event Ana hears about: the dinner and the boat, at SEQUENCE 0.
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(2);
    const first = invitationsTo(address).map(readInvitation);
    expect(first.map((r) => r.summary).sort()).toEqual(['Boat trip', 'Harbour dinner']);
    for (const read of first) {
      expect(read).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', organizer: `mailto:${SENDER}`, attendee: `mailto:${address}` });
    }
    const dinnerInvite = first.find((r) => r.summary === 'Harbour dinner');
    expect(dinnerInvite?.start).toBe(Date.parse(dinnerAt));
    const request = invitationsTo(address).find((m) => m.parsed.subject?.startsWith('Invitation: Harbour dinner · '));
    expect(request?.parsed.text).toContain('Cais do Sodré');
    expect(headerOf(request, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/reminders\?token=\d+\.[A-Za-z0-9_-]{43}>$/);
    expect(headerOf(request, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The admin moves the dinner by an hour; when the coalesced change is due, one update.
    const moved = at(51);
    const edit = await trip.admin.json('PUT', `/api/projects/${trip.projectId}/events/${dinner.id}`, { ...dinner, id: undefined, datetime: moved });
    expect(edit.res.status).toBe(200);
    await runSql(suite, "UPDATE outbox_messages SET due_at = ? WHERE kind = 'event-change' AND state = 'pending'", [Date.now()]);
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(3);
    const update = readInvitation(invitationsTo(address)[2]!);
    expect(update).toMatchObject({ method: 'REQUEST', uid: dinnerInvite?.uid, sequence: 1, status: 'CONFIRMED', start: Date.parse(moved) });

    // The admin takes Ana off the boat trip: one CANCEL, SEQUENCE + 1.
    const boatInvite = first.find((r) => r.summary === 'Boat trip');
    const off = await trip.admin.json('PUT', `/api/projects/${trip.projectId}/events/${boat.id}`, { ...boat, id: undefined, attendees: 'Ben' });
    expect(off.res.status).toBe(200);
    await runSql(suite, "UPDATE outbox_messages SET due_at = ? WHERE kind = 'event-change' AND state = 'pending'", [Date.now()]);
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(4);
    const cancel = invitationsTo(address)[3]!;
    expect(cancel.parsed.subject).toMatch(/^Cancelled: Boat trip · /);
    expect(readInvitation(cancel)).toMatchObject({ method: 'CANCEL', uid: boatInvite?.uid, sequence: 1, status: 'CANCELLED' });

    // Nothing more, and no private note, code or private event in any of Ana's email.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(invitationsTo(address)).toHaveLength(4);
    for (const mail of to(address)) expect(mail.raw.toString('utf8')).not.toContain(secret);
  });

  it('lets the browser that confirmed an address turn invitations on and off later; another browser cannot', { timeout: 60_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Later Invitation Weekend' });
    await trip.admin.json('POST', `/api/projects/${trip.projectId}/events`, { title: 'Picnic', datetime: at(30), attendees: 'Everyone' });
    const address = `later-${randomBytes(4).toString('hex')}@example.test`;
    const form = (invitations: boolean) => `action=email-on&address=${encodeURIComponent(address)}${invitations ? '&invitations=on' : ''}`;
    const post = async (browser: typeof trip.guest, invitations: boolean) =>
      (await browser.request('POST', `/project/${trip.projectId}/reminders`, form(invitations), FORM)).text();
    await post(trip.guest, false);
    await expect.poll(() => to(address).length).toBe(1);
    expect((await suite.browser().request('POST', confirmPathIn(to(address)[0]), '', FORM)).status).toBe(200);
    const invitationsOn = async () => Number((await runSql(suite, 'SELECT invitations FROM push_subscriptions WHERE endpoint = ?', [`mailto:${address}`])).rows[0]?.invitations);
    expect(await invitationsOn()).toBe(0);

    // The same browser ticks the box: on, and the picnic's invitation comes.
    expect(await post(trip.guest, true)).toContain('Calendar invitations are on for l…@example.test');
    expect(await invitationsOn()).toBe(1);
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(1);
    expect(readInvitation(invitationsTo(address)[0]!)).toMatchObject({ method: 'REQUEST', sequence: 0, summary: 'Picnic' });

    // Another browser with the code cannot change it, and hears the usual answer.
    const other = await suite.browser();
    expect((await other.json('POST', `/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).res.status).toBe(200);
    expect(await post(other, false)).toContain('Check your inbox');
    expect(await invitationsOn()).toBe(1);

    // Cleared again by its own browser: off, reminders kept.
    expect(await post(trip.guest, false)).toContain('Calendar invitations are off for l…@example.test');
    expect(await invitationsOn()).toBe(0);
    expect(to(address)).toHaveLength(2);
  });

  it('follows the guest list: a guest in a group gets the group’s event, and a CANCEL when taken out of the group', { timeout: 60_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Crew Weekend' });
    const guestsApi = (path = '') => `/api/projects/${trip.projectId}/guests${path}`;
    const { data: added } = await trip.admin.json<GuestsAdded>('POST', guestsApi(), { names: 'Ana, Ben' });
    const ana = added.list.guests.find((g) => g.name === 'Ana')!.id;
    const { data: withCrew } = await trip.admin.json<GuestList>('POST', guestsApi('/groups'), { name: 'Crew' });
    const crew = withCrew.groups[0]!.id;
    expect((await trip.admin.request('PATCH', guestsApi(`/${ana}`), { groupIds: [crew] })).status).toBe(200);
    await trip.admin.json('POST', `/api/projects/${trip.projectId}/events`, { title: 'Crew sail', datetime: at(40), attendees: 'Crew' });
    await trip.admin.json('POST', `/api/projects/${trip.projectId}/events`, { title: 'Ben’s lunch', datetime: at(42), attendees: 'Ben' });
    // This browser is Ana, by her personal link.
    await skipWhoAreYou(trip.guest, trip.projectId);
    await runSql(suite, "UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ?", [ana, sessionIdOf(trip.guest)]);
    const address = `crew-${randomBytes(4).toString('hex')}@example.test`;
    await trip.guest.request('POST', `/project/${trip.projectId}/reminders`, `action=email-on&address=${encodeURIComponent(address)}&invitations=on`, FORM);
    await expect.poll(() => to(address).length).toBe(1);
    expect((await suite.browser().request('POST', confirmPathIn(to(address)[0]), '', FORM)).status).toBe(200);

    // Her group's event, not Ben's.
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(1);
    const invite = readInvitation(invitationsTo(address)[0]!);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, summary: 'Crew sail' });

    // Out of the group: the guest list's change is worked out when due (10 minutes; brought forward here).
    expect((await trip.admin.request('PATCH', guestsApi(`/${ana}`), { groupIds: [] })).status).toBe(200);
    const waiting = await runSql(suite, "SELECT due_at FROM outbox_messages WHERE kind = 'invitation-sync' AND state = 'pending'");
    expect(waiting.rows).toHaveLength(1);
    expect(Number(waiting.rows[0]?.due_at)).toBeGreaterThan(Date.now() + 9 * 60_000);
    await runSql(suite, "UPDATE outbox_messages SET due_at = ? WHERE kind = 'invitation-sync' AND state = 'pending'", [Date.now()]);
    await expect.poll(() => invitationsTo(address).length, { timeout: 20_000 }).toBe(2);
    expect(readInvitation(invitationsTo(address)[1]!)).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 1, summary: 'Crew sail' });
  });

  it('queues each message once when two processes reconcile at once', { timeout: 30_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Concurrent Weekend' });
    const projectRowId = Number((await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [trip.projectId])).rows[0]?.id);
    const ids: number[] = [];
    for (const [title, hours] of [['Walk', 30], ['Lunch', 32], ['Museum', 34]] as const) {
      const { data } = await trip.admin.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/events`, { title, datetime: at(hours), attendees: 'Everyone' });
      ids.push(data.id);
    }
    // A confirmed address with invitations, written straight in (no sync of its own is queued).
    const sub = await runSql(
      suite,
      "INSERT INTO push_subscriptions (project_id, endpoint, p256dh, auth, channel, invitations, confirmed_at) VALUES (?, ?, '', '', 'email', 1, ?) RETURNING id",
      [projectRowId, `mailto:race-${randomBytes(3).toString('hex')}@example.test`, Date.now()],
    );
    const subscriptionId = Number(sub.rows[0]?.id);
    const processes = [openDatabase({ url: suite.server.databaseUrl }, databaseClient), openDatabase({ url: suite.server.databaseUrl }, databaseClient)];
    const race = () => Promise.all(processes.map((handle) => reconcileInvitations(handle, projectRowId, {}, { siteUrl: suite.server.url })));
    const queued = (sequence: number) =>
      runSql(suite, "SELECT dedupe_key FROM outbox_messages WHERE kind = 'invitation' AND recipient = ? AND dedupe_key LIKE ?", [`push:${subscriptionId}`, `%:${sequence}`]);
    try {
      const counts = await race();
      expect(counts[0]! + counts[1]!).toBe(3);
      expect((await queued(0)).rows).toHaveLength(3);
      // Both again after the walk moves: one update, SEQUENCE 1.
      await runSql(suite, 'UPDATE events SET datetime = datetime + 3600000 WHERE id = ?', [ids[0]!]);
      const again = await race();
      expect(again[0]! + again[1]!).toBe(1);
      expect((await queued(1)).rows.map((r) => r.dedupe_key)).toEqual([`invitation:${subscriptionId}:${ids[0]}:1`]);
      expect((await runSql(suite, 'SELECT sequence FROM calendar_invitations WHERE subscription_id = ? ORDER BY event_id', [subscriptionId])).rows.map((r) => r.sequence)).toEqual([1, 0, 0]);
    } finally {
      for (const handle of processes) handle.client.close();
    }
  });
});
