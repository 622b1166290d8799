/**
 * The organiser's reminder defaults and a device's own times, over HTTP against the built server,
 * with reminders delivered through the push-service stand-in (tests/support/push-service-stand-in.ts).
 * Only an admin sets the defaults, and only to times from the lists; a device that keeps the
 * defaults follows every change of them, one with its own times keeps them; each gets its
 * reminders at its times, and a digest planned at a time since changed sends nothing.
 *
 * The clock: the itinerary's zone is one whose clocks read late morning now, so the evening's
 * digests and tomorrow's reminders are all ahead; a message is brought forward to now when its
 * time is tested (as the clock would reach it), and one due now is sent by the running outbox.
 */
import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '../../src/lib/messages';
import { listTimeZones } from '../../src/lib/time-zones';
import { toDatetimeLocal } from '../../src/lib/zoned-time';
import { addDays, instantAt } from '../../src/server/reminders/reminder-rules';
import { pushSuite, subscriptionPath } from '../support/push-suite';
import { createItinerary, runSql } from '../support/itineraries';

const { push, suite, twoDevices } = await pushSuite();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const defaultsPath = (projectId: string) => `/api/projects/${projectId}/reminder-defaults`;

/** A zone whose clocks read between 10:00 and 13:59 now, and keep their offset for the next three days. */
function lateMorningZone(now: number): string {
  const offset = (zone: string, at: number) => Date.parse(`${toDatetimeLocal(at, zone)}:00Z`) - Math.floor(at / MINUTE) * MINUTE;
  const zone = listTimeZones().find((z) => {
    const hour = Number(toDatetimeLocal(now, z).slice(11, 13));
    return hour >= 10 && hour <= 13 && offset(z, now) === offset(z, now + 72 * HOUR);
  });
  if (!zone) throw new Error('no zone reads late morning now');
  return zone;
}

describe('the organiser\'s reminder defaults', () => {
  it('are the admin\'s to set, to times from the lists, with a clear word for anything else', async () => {
    const trip = await createItinerary(suite, { name: 'Defaults Weekend' });
    const path = defaultsPath(trip.projectId);
    expect((await trip.admin.json('GET', path)).data).toEqual({ digest: true, digestAt: '18:00', before: true, beforeMinutes: 120 });

    const wanted = { digest: true, digestAt: '20:00', before: false, beforeMinutes: 1440 };
    // A guest, a stranger and the admin of another itinerary are refused, and nothing changes.
    expect((await trip.guest.json('PUT', path, wanted)).res.status).toBe(403);
    expect((await trip.guest.json('GET', path)).res.status).toBe(403);
    expect((await suite.browser().json('PUT', path, wanted)).res.status).toBe(401);
    const other = await createItinerary(suite, { name: 'Other Weekend' });
    expect([401, 403]).toContain((await other.admin.json('PUT', path, wanted)).res.status);

    for (const [body, message] of [
      [{ ...wanted, digestAt: '18:30' }, REMINDER_MESSAGES.digestAt],
      [{ ...wanted, digestAt: '23:00' }, REMINDER_MESSAGES.digestAt],
      [{ ...wanted, beforeMinutes: 45 }, REMINDER_MESSAGES.lead],
      [{ ...wanted, beforeMinutes: '60' }, REMINDER_MESSAGES.lead],
      [{ ...wanted, digest: 'yes' }, REMINDER_MESSAGES.switches],
    ] as const) {
      const refused = await trip.admin.json<{ message: string }>('PUT', path, body);
      expect(refused.res.status, JSON.stringify(body)).toBe(400);
      expect(refused.data.message).toBe(message);
    }
    expect((await trip.admin.json('GET', path)).data).toEqual({ digest: true, digestAt: '18:00', before: true, beforeMinutes: 120 });

    const saved = await trip.admin.json('PUT', path, wanted);
    expect(saved.res.status).toBe(200);
    expect(saved.data).toEqual(wanted);
    expect((await trip.admin.json('GET', path)).data).toEqual(wanted);
    // The Get reminders page says what the organiser chose.
    const page = await trip.guest.get(`/project/${trip.projectId}/reminders`);
    expect(await page.text()).toContain('a note the evening before each day with events (at 8 PM)');
  });

  it('reach devices that kept them, not those with their own times, each at its times; a changed time plans anew and the old one sends nothing', { timeout: 90_000 }, async () => {
    const now = Date.now();
    const zone = lateMorningZone(now);
    const today = toDatetimeLocal(now, zone).slice(0, 10);
    const tomorrow = addDays(today, 1);
    const at = (day: string, time: string) => instantAt(day, time, zone);

    const trip = await createItinerary(suite, { name: 'Harbour Weekend', timeZone: zone });
    expect((await trip.admin.json('PUT', defaultsPath(trip.projectId), { digest: true, digestAt: '20:00', before: true, beforeMinutes: 60 })).res.status).toBe(200);

    // One device keeps the itinerary's settings; another (a second browser) picks its own times.
    const { first: follows, second: own, other } = await twoDevices(trip);
    // Saved as soon as changed: the times alone, and bad ones refused.
    const badTime = await other.json<{ message: string }>('PUT', subscriptionPath(trip.projectId), { subscription: own, times: { digestAt: '06:00', beforeMinutes: null } });
    expect(badTime.res.status).toBe(400);
    expect(badTime.data.message).toBe(REMINDER_MESSAGES.digestAt);
    expect((await other.json('PUT', subscriptionPath(trip.projectId), { subscription: own, times: { digestAt: '17:00', beforeMinutes: 30 } })).res.status).toBe(201);
    const read = async (browser: typeof other, endpoint: string) => (await browser.json('GET', `${subscriptionPath(trip.projectId)}?endpoint=${encodeURIComponent(endpoint)}`)).data;
    expect(await read(trip.guest, follows.endpoint)).toEqual({ digest: true, before: true, digestAt: null, beforeMinutes: null });
    expect(await read(other, own.endpoint)).toEqual({ digest: true, before: true, digestAt: '17:00', beforeMinutes: 30 });

    const addEvent = async (title: string, datetime: number) => {
      const res = await trip.admin.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/events`, { title, datetime: new Date(datetime).toISOString(), location: 'Pier 3' });
      expect(res.res.status).toBe(201);
      return res.data.id;
    };
    // Due now for one lead and not the other: 30 minutes before the walk, an hour before the boat.
    const walkAt = now + 25 * MINUTE;
    const boatAt = now + 55 * MINUTE;
    const walk = await addEvent('Walk', walkAt);
    const boat = await addEvent('Boat', boatAt);
    // Tomorrow's picnic: the evening's digests and tomorrow's reminders, all ahead.
    const picnic = await addEvent('Picnic', at(tomorrow, '12:00'));

    const idOf = (endpoint: string) => endpoint.split('/').pop();
    const tagsTo = (endpoint: string) =>
      push.received.filter((m) => m.subscription === idOf(endpoint)).map((m) => String((m.payload as { tag: string }).tag)).filter((tag) => !tag.startsWith('welcome-')).sort();
    await expect.poll(() => tagsTo(follows.endpoint), { timeout: 20_000 }).toEqual([`reminder-${boat}`]);
    await expect.poll(() => tagsTo(own.endpoint), { timeout: 20_000 }).toEqual([`reminder-${walk}`]);

    const subscriptionIds = await runSql(suite, 'SELECT id, endpoint FROM push_subscriptions WHERE endpoint IN (?, ?)', [follows.endpoint, own.endpoint]);
    const idFor = (endpoint: string) => Number(subscriptionIds.rows.find((r) => r.endpoint === endpoint)?.id);
    const planned = async (endpoint: string) =>
      (await runSql(suite, "SELECT id, state, due_at, payload FROM outbox_messages WHERE kind = 'reminder' AND recipient = ? ORDER BY due_at, id", [`push:${idFor(endpoint)}`])).rows.map((r) => {
        const payload = JSON.parse(String(r.payload)) as { kind: string; eventId?: number; eventIds?: number[] };
        return { id: Number(r.id), state: String(r.state), what: `${payload.kind} ${payload.eventId ?? payload.eventIds?.join(',')}`, dueAt: Number(r.due_at) };
      });
    const summary = async (endpoint: string) => (await planned(endpoint)).map((r) => [r.what, r.dueAt, r.state]);
    // Settled once the service's answer is in.
    await expect.poll(() => summary(follows.endpoint), { timeout: 10_000 }).toEqual([
      [`before ${boat}`, boatAt - HOUR, 'sent'],
      [`digest ${picnic}`, at(today, '20:00'), 'pending'],
      [`before ${picnic}`, at(tomorrow, '11:00'), 'pending'],
    ]);
    await expect.poll(() => summary(own.endpoint), { timeout: 10_000 }).toEqual([
      [`before ${walk}`, walkAt - 30 * MINUTE, 'sent'],
      [`before ${boat}`, boatAt - 30 * MINUTE, 'pending'],
      [`digest ${picnic}`, at(today, '17:00'), 'pending'],
      [`before ${picnic}`, at(tomorrow, '11:30'), 'pending'],
    ]);

    // The organiser moves the digest to 21:00: the device that kept the defaults is planned anew;
    // the one with its own time is not.
    expect((await trip.admin.json('PUT', defaultsPath(trip.projectId), { digest: true, digestAt: '21:00', before: true, beforeMinutes: 60 })).res.status).toBe(200);
    await expect.poll(async () => (await summary(follows.endpoint)).length, { timeout: 20_000 }).toBe(4);
    expect((await summary(follows.endpoint)).map(([what, dueAt]) => [what, dueAt])).toEqual([
      [`before ${boat}`, boatAt - HOUR],
      [`digest ${picnic}`, at(today, '20:00')],
      [`digest ${picnic}`, at(today, '21:00')],
      [`before ${picnic}`, at(tomorrow, '11:00')],
    ]);
    expect(await summary(own.endpoint)).toHaveLength(4);

    // The evening comes: every digest is brought forward to now, and the boat's 30-minute reminder.
    const digests = [...(await planned(follows.endpoint)), ...(await planned(own.endpoint))].filter((r) => r.what.startsWith('digest'));
    const ownBoat = (await planned(own.endpoint)).find((r) => r.what === `before ${boat}`);
    for (const row of [...digests, ownBoat!]) await runSql(suite, 'UPDATE outbox_messages SET due_at = ? WHERE id = ?', [Date.now(), row.id]);
    await expect.poll(() => tagsTo(own.endpoint), { timeout: 20_000 }).toEqual([`digest-${tomorrow}`, `reminder-${boat}`, `reminder-${walk}`].sort());
    await expect.poll(() => tagsTo(follows.endpoint), { timeout: 20_000 }).toEqual([`digest-${tomorrow}`, `reminder-${boat}`].sort());
    // The digest planned at the old time sent nothing; the one at the new time went.
    const oldDigest = digests.find((r) => r.dueAt === at(today, '20:00'));
    await expect
      .poll(async () => (await runSql(suite, 'SELECT state, last_error FROM outbox_messages WHERE id = ?', [oldDigest!.id])).rows.map((r) => [r.state, r.last_error]), { timeout: 10_000 })
      .toEqual([['dropped', 'Another time was chosen since it was planned']]);
    const digest = push.received.find((m) => m.subscription === idOf(follows.endpoint) && String((m.payload as { tag: string }).tag).startsWith('digest-'));
    expect(digest?.payload).toMatchObject({ title: 'Tomorrow in Harbour Weekend: 1 event', body: '12:00 PM Picnic' });
    expect(push.refused).toEqual([]);
  });
});
