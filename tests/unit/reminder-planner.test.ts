/**
 * Planning reminders into the outbox, on a real database file with a controlled clock: each
 * subscription gets its own events' reminders once however often planning runs; a moved event
 * gets a new reminder and the old one sends nothing; a digest lists the day as it is when sent.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { eventRsvpSettings, events, guests, outboxMessages, projects, pushSubscriptions, rsvpAnswers } from '../../db/schema';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { rsvpNudgeKind } from '../../src/server/reminders/rsvp-nudges';
import { planReminders } from '../../src/server/reminders/reminder-planner';
import { reminderKind, digestNotification, beforeNotification } from '../../src/server/reminders/reminder-kind';
import { instantAt } from '../../src/server/reminders/reminder-rules';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

const zone = 'Europe/Lisbon';
const at = (day: string, time: string) => instantAt(day, time, zone);

describe('planReminders', () => {
  let handle: DatabaseHandle;
  let projectRowId: number;
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

  beforeEach(async () => {
    handle = await tempDatabase();
    projectRowId = (await insertProject(handle, { name: 'Lisbon Weekend', timeZone: zone })).id;
  });
  afterEach(() => handle.client.close());

  const addEvent = async (title: string, startsAt: number, attendees = 'Everyone') =>
    (await handle.write((db) => db.insert(events).values({ projectRowId, title, datetime: new Date(startsAt), attendees }).returning({ id: events.id })))[0]!.id;
  const subscribe = async (endpoint: string, people: string[] | null = null) =>
    (await handle.write((db) => db.insert(pushSubscriptions).values({ projectRowId, endpoint, ...keys, people: people && JSON.stringify(people) }).returning({ id: pushSubscriptions.id })))[0]!.id;
  const planned = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.dueAt, outboxMessages.id);

  it('plans a digest and a reminder per event, for each subscription\'s own events, once', async () => {
    const dinner = await addEvent('Dinner', at('2027-06-10', '20:00'));
    const hike = await addEvent('Hike', at('2027-06-10', '09:00'), 'Ben');
    const everyone = await subscribe('https://fcm.googleapis.com/a');
    const ana = await subscribe('https://fcm.googleapis.com/b', ['Ana']);
    const now = at('2027-06-09', '12:00');
    expect(await planReminders(handle, now)).toBe(5);
    expect(await planReminders(handle, now + 60_000)).toBe(5);
    const rows = await planned();
    expect(rows).toHaveLength(5);
    const summary = rows.map((r) => {
      const p = JSON.parse(r.payload) as { subscriptionId: number; kind: string; eventId?: number; eventIds?: number[] };
      return [p.subscriptionId === everyone ? 'everyone' : p.subscriptionId === ana ? 'ana' : '?', p.kind, String(p.eventId ?? p.eventIds?.join(',')), new Date(r.dueAt).toISOString()];
    });
    expect(summary).toEqual([
      ['everyone', 'digest', `${hike},${dinner}`, '2027-06-09T17:00:00.000Z'],
      ['ana', 'digest', `${dinner}`, '2027-06-09T17:00:00.000Z'],
      ['everyone', 'before', `${hike}`, '2027-06-10T06:00:00.000Z'],
      ['everyone', 'before', `${dinner}`, '2027-06-10T17:00:00.000Z'],
      ['ana', 'before', `${dinner}`, '2027-06-10T17:00:00.000Z'],
    ]);
    expect(rows.every((r) => r.kind === 'reminder' && r.state === 'pending')).toBe(true);
  });

  it('plans only what a device asked for, and sends nothing it has turned off since', async () => {
    await addEvent('Dinner', at('2027-06-10', '20:00'));
    const id = await subscribe('https://fcm.googleapis.com/a');
    await handle.write((db) => db.update(pushSubscriptions).set({ before: false, kindsChosen: true }).where(eq(pushSubscriptions.id, id)));
    await planReminders(handle, at('2027-06-09', '12:00'));
    const rows = await planned();
    expect(rows.map((r) => JSON.parse(r.payload).kind)).toEqual(['digest']);
    await handle.write((db) => db.update(pushSubscriptions).set({ digest: false }).where(eq(pushSubscriptions.id, id)));
    expect(await reminderKind.send(rows[0]!, handle)).toEqual({ result: 'skip', reason: 'Turned off on this device' });
  });

  it('plans a moved event anew, and its old reminder sends nothing', async () => {
    const dinner = await addEvent('Dinner', at('2027-06-10', '20:00'));
    await subscribe('https://fcm.googleapis.com/a');
    const now = at('2027-06-10', '12:00');
    await planReminders(handle, now);
    const [old] = (await planned()).filter((r) => JSON.parse(r.payload).kind === 'before');
    await handle.write((db) => db.update(events).set({ datetime: new Date(at('2027-06-10', '21:00')) }).where(eq(events.id, dinner)));
    await planReminders(handle, now);
    const befores = (await planned()).filter((r) => JSON.parse(r.payload).kind === 'before');
    expect(befores.map((r) => new Date(r.dueAt).toISOString())).toEqual(['2027-06-10T17:00:00.000Z', '2027-06-10T18:00:00.000Z']);
    expect(await reminderKind.send(old!, handle)).toEqual({ result: 'skip', reason: expect.stringContaining('moved') });
  });

  it('plans at the itinerary\'s new times for a device that kept them, keeps a device\'s own, and the old time sends nothing', async () => {
    await addEvent('Dinner', at('2027-06-10', '20:00'));
    const follows = await subscribe('https://fcm.googleapis.com/a');
    const own = await subscribe('https://fcm.googleapis.com/b');
    await handle.write((db) => db.update(pushSubscriptions).set({ digestAt: '17:00', beforeMinutes: 30 }).where(eq(pushSubscriptions.id, own)));
    const now = at('2027-06-09', '12:00');
    await planReminders(handle, now);
    const dueOf = async (id: number) =>
      (await planned()).filter((r) => JSON.parse(r.payload).subscriptionId === id).map((r) => `${JSON.parse(r.payload).kind} ${new Date(r.dueAt).toISOString()}`);
    expect(await dueOf(follows)).toEqual(['digest 2027-06-09T17:00:00.000Z', 'before 2027-06-10T17:00:00.000Z']);
    expect(await dueOf(own)).toEqual(['digest 2027-06-09T16:00:00.000Z', 'before 2027-06-10T18:30:00.000Z']);
    const [oldDigest] = (await planned()).filter((r) => JSON.parse(r.payload).subscriptionId === follows);

    // The organiser moves the digest to 20:00 and the reminder to a day before.
    await handle.write((db) => db.update(projects).set({ remindersDigestAt: '20:00', remindersBeforeMinutes: 1440 }).where(eq(projects.id, projectRowId)));
    await planReminders(handle, now);
    expect(await dueOf(follows)).toEqual([
      'digest 2027-06-09T17:00:00.000Z',
      'digest 2027-06-09T19:00:00.000Z',
      'before 2027-06-09T19:00:00.000Z',
      'before 2027-06-10T17:00:00.000Z',
    ]);
    expect(await dueOf(own)).toEqual(['digest 2027-06-09T16:00:00.000Z', 'before 2027-06-10T18:30:00.000Z']);
    expect(await reminderKind.send(oldDigest!, handle)).toEqual({ result: 'skip', reason: 'Another time was chosen since it was planned' });
    // Turned off by the organiser, a kind reaches no device that kept the defaults.
    await handle.write((db) => db.update(projects).set({ remindersDigest: false }).where(eq(projects.id, projectRowId)));
    const newDigest = (await planned()).find((r) => JSON.parse(r.payload).subscriptionId === follows && JSON.parse(r.payload).kind === 'digest' && new Date(r.dueAt).getTime() === at('2027-06-09', '20:00'));
    expect(await reminderKind.send(newDigest!, handle)).toEqual({ result: 'skip', reason: 'Turned off on this device' });
  });
});

describe('what a reminder says', () => {
  const itinerary = { projectId: 'abc12345', name: 'Lisbon Weekend', timeZone: zone };
  it('names the event, its day and time in the zone, and its place', () => {
    const event = { id: 7, title: 'Dinner', startsAt: at('2027-06-10', '20:00'), location: 'Casa do Alentejo' };
    expect(beforeNotification(event, itinerary, at('2027-06-10', '18:00'))).toEqual({
      title: 'Dinner',
      body: 'Today at 8:00 PM · Casa do Alentejo',
      url: '/project/abc12345#event-7',
      tag: 'reminder-7',
    });
    expect(beforeNotification(event, itinerary, at('2027-06-09', '23:00')).body).toBe('Tomorrow at 8:00 PM · Casa do Alentejo');
  });

  it('lists the day\'s events in the digest', () => {
    const day = [
      { id: 1, title: 'Hike', startsAt: at('2027-06-10', '09:00'), location: null },
      { id: 2, title: 'Dinner', startsAt: at('2027-06-10', '20:00'), location: null },
    ];
    expect(digestNotification('2027-06-10', day, itinerary, at('2027-06-09', '18:00'))).toEqual({
      title: 'Tomorrow in Lisbon Weekend: 2 events',
      body: '9:00 AM Hike · 8:00 PM Dinner',
      url: '/project/abc12345',
      tag: 'digest-2027-06-10',
    });
  });
});

describe('RSVP nudges', () => {
  let handle: DatabaseHandle;
  let projectRowId: number;
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  beforeEach(async () => {
    handle = await tempDatabase();
    projectRowId = (await insertProject(handle, { name: 'Lisbon Weekend', timeZone: zone })).id;
  });
  afterEach(() => handle.client.close());

  it('asks a listed guest who has not answered, once, 2 days before answers close, and not after they answer', async () => {
    const [ana] = await handle.write((db) => db.insert(guests).values({ projectRowId, name: 'Ana', guestKey: guestNameKey('Ana') }).returning({ id: guests.id }));
    const [dinner] = await handle.write((db) =>
      db.insert(events).values({ projectRowId, title: 'Dinner', datetime: new Date(at('2027-06-20', '20:00')), attendees: 'Ana, Ben' }).returning({ id: events.id }),
    );
    const rsvpBy = at('2027-06-15', '18:00');
    await handle.write((db) => db.insert(eventRsvpSettings).values({ eventId: dinner!.id, projectRowId, asks: true, rsvpBy: new Date(rsvpBy) }));
    await handle.write((db) =>
      db.insert(pushSubscriptions).values([
        { projectRowId, endpoint: 'https://fcm.googleapis.com/ana', ...keys, guestId: ana!.id, identity: 'picked' },
        // Nobody on the list: no nudge.
        { projectRowId, endpoint: 'https://fcm.googleapis.com/anyone', ...keys },
      ]),
    );
    const now = at('2027-06-13', '12:00');
    await planReminders(handle, now);
    await planReminders(handle, now + 60_000);
    const nudges = (await handle.db.select().from(outboxMessages)).filter((m) => m.kind === 'rsvp-nudge');
    expect(nudges).toHaveLength(1);
    expect(new Date(nudges[0]!.dueAt).toISOString()).toBe(new Date(at('2027-06-13', '18:00')).toISOString());
    await handle.write((db) =>
      db.insert(rsvpAnswers).values({ eventId: dinner!.id, projectRowId, guestName: 'Ana', guestKey: guestNameKey('Ana'), status: 'going' }),
    );
    expect(await rsvpNudgeKind.send(nudges[0]!, handle)).toEqual({ result: 'skip', reason: 'Answered, or no longer asked' });
  });
});
