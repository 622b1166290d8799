/**
 * Change alerts, on a real database file: edits to an event of an itinerary with subscribed
 * devices leave one waiting message however many there are; when due, it says what changed (moved,
 * new place, added, cancelled) to each device that hears about the event, and nothing for an edit
 * guests are not told about, a past event, or another itinerary's event.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { outboxMessages, projects, pushSubscriptions, type Project } from '../../db/schema';
import type { EventInput } from '../../src/lib/schemas';
import { createEvent, deleteEvent, updateEvent } from '../../src/server/events/events';
import { changeAlertKind, changeBetween } from '../../src/server/reminders/change-alert-kind';
import { ALERT_COALESCE_MS } from '../../src/server/reminders/change-alerts';
import { instantAt } from '../../src/server/reminders/reminder-rules';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

const zone = 'Europe/Lisbon';
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const inDays = (days: number, time: string) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(instantAt(day, time, zone)).toISOString();
};

describe('change alerts', () => {
  let handle: DatabaseHandle;
  let project: Project;
  const input = (overrides: Partial<EventInput> = {}): EventInput =>
    ({ title: 'Dinner', datetime: inDays(3, '19:00'), location: 'Casa do Alentejo', attendees: 'Everyone', ...overrides }) as EventInput;
  const messages = (kind: string) => handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind)).orderBy(outboxMessages.id);
  const subscribe = async (endpoint: string, people: string[] | null = null) =>
    handle.write((db) => db.insert(pushSubscriptions).values({ projectRowId: project.id, endpoint, ...keys, people: people && JSON.stringify(people) }));
  const alertTexts = async () => (await messages('push')).map((m) => JSON.parse(m.payload).notification as { title: string; body: string; url: string });

  beforeEach(async () => {
    handle = await tempDatabase();
    project = await insertProject(handle, { name: 'Lisbon Weekend', timeZone: zone, isPaid: true });
  });
  afterEach(() => handle.client.close());

  it('sends nothing for an itinerary without subscribed devices', async () => {
    const event = await createEvent(handle, project, input(), 'admin');
    await updateEvent(handle, project, event.id, input({ datetime: inDays(3, '20:30') }), 'admin');
    expect(await messages('event-change')).toEqual([]);
  });

  it('makes one alert of a run of edits, saying where it moved from and to', async () => {
    await subscribe('https://fcm.googleapis.com/a');
    const event = await createEvent(handle, project, input(), 'admin');
    // The creation's own message is there; it is sent, as the outbox would, before the edits.
    const [added] = await messages('event-change');
    await changeAlertKind.send(added!, handle);
    await handle.write((db) => db.update(outboxMessages).set({ state: 'sent' }).where(eq(outboxMessages.id, added!.id)));
    expect((await alertTexts())[0]).toMatchObject({ title: 'New in Lisbon Weekend: Dinner', body: expect.stringContaining('Casa do Alentejo') });

    await updateEvent(handle, project, event.id, input({ datetime: inDays(3, '20:00') }), 'admin');
    await updateEvent(handle, project, event.id, input({ datetime: inDays(3, '20:30'), description: 'Bring a jacket' }), 'admin');
    const waiting = (await messages('event-change')).filter((m) => m.state === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.recipient).toBe(`event:${event.id}`);
    expect(waiting[0]!.dedupeKey).toMatch(new RegExp(`^event-change:${event.id}:\\d+$`));
    expect(waiting[0]!.dueAt.getTime() - waiting[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(ALERT_COALESCE_MS - 1000);
    expect(await changeAlertKind.send(waiting[0]!, handle)).toEqual({ result: 'sent' });
    expect((await alertTexts())[1]).toMatchObject({ title: 'Dinner moved from 7:00 PM to 8:30 PM', url: `/project/${project.projectId}#event-${event.id}` });
  });

  it('tells a new place and a cancellation, and nothing for an edit guests are not told about', async () => {
    await subscribe('https://fcm.googleapis.com/a');
    const event = await createEvent(handle, project, input(), 'admin');
    await handle.client.execute("UPDATE outbox_messages SET state = 'sent'");
    await updateEvent(handle, project, event.id, input({ description: 'Smart casual' }), 'admin');
    const [quiet] = (await messages('event-change')).filter((m) => m.state === 'pending');
    expect(await changeAlertKind.send(quiet!, handle)).toMatchObject({ result: 'skip' });
    await handle.client.execute("UPDATE outbox_messages SET state = 'sent'");

    await updateEvent(handle, project, event.id, input({ location: 'Time Out Market' }), 'admin');
    const [place] = (await messages('event-change')).filter((m) => m.state === 'pending');
    await changeAlertKind.send(place!, handle);
    await handle.client.execute("UPDATE outbox_messages SET state = 'sent'");
    await deleteEvent(handle, project, event.id);
    const [gone] = (await messages('event-change')).filter((m) => m.state === 'pending');
    await changeAlertKind.send(gone!, handle);
    const texts = await alertTexts();
    expect(texts.at(-2)).toMatchObject({ title: 'Dinner: new place', body: 'Now at Time Out Market' });
    expect(texts.at(-1)).toMatchObject({ title: 'Cancelled: Dinner', body: expect.stringMatching(/^It was on .* 7:00 PM\.$/), url: `/project/${project.projectId}` });
  });

  it('reaches only the devices that hear about the event, and never for another itinerary\'s event', async () => {
    await subscribe('https://fcm.googleapis.com/everyone');
    await subscribe('https://fcm.googleapis.com/ben', ['Ben']);
    const event = await createEvent(handle, project, input({ attendees: 'Ana' }), 'admin');
    await handle.client.execute("UPDATE outbox_messages SET state = 'sent'");
    await updateEvent(handle, project, event.id, input({ attendees: 'Ana', datetime: inDays(3, '21:00') }), 'admin');
    const [moved] = (await messages('event-change')).filter((m) => m.state === 'pending');
    await changeAlertKind.send(moved!, handle);
    const pushes = (await messages('push')).map((m) => m.recipient);
    expect(pushes).toHaveLength(1);

    // An admin of another itinerary naming this event's id changes nothing and learns nothing.
    const other = await insertProject(handle, { name: 'Other Trip' });
    await handle.write((db) => db.insert(pushSubscriptions).values({ projectRowId: other.id, endpoint: 'https://fcm.googleapis.com/other', ...keys }));
    await expect(updateEvent(handle, other, event.id, input({ title: 'Hijack' }), 'admin')).rejects.toThrow('does not exist');
    expect((await messages('event-change')).filter((m) => m.projectRowId === other.id)).toEqual([]);
    const [still] = await handle.db.select({ name: projects.name }).from(projects).where(eq(projects.id, project.id));
    expect(still?.name).toBe('Lisbon Weekend');
  });

  it('tells a move or a new place, not an untouched event, and nothing about one that has gone by', async () => {
    const before = { title: 'Dinner', startsAt: 1, location: null, attendees: null, visibility: 'everyone' };
    expect(changeBetween(before, { ...before, startsAt: 2 })?.kind).toBe('moved');
    expect(changeBetween(before, { ...before, location: 'Here' })?.kind).toBe('place');
    expect(changeBetween(before, { ...before })).toBeNull();
    expect(changeBetween(null, null)).toBeNull();
    await subscribe('https://fcm.googleapis.com/a');
    const past = await createEvent(handle, project, input({ datetime: inDays(-2, '19:00') }), 'admin');
    await handle.client.execute("UPDATE outbox_messages SET state = 'sent'");
    await updateEvent(handle, project, past.id, input({ datetime: inDays(-2, '20:00') }), 'admin');
    const [moved] = (await messages('event-change')).filter((m) => m.state === 'pending');
    expect(await changeAlertKind.send(moved!, handle)).toEqual({ result: 'skip', reason: 'The event has started or gone by' });
  });
});
