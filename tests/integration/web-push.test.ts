/**
 * Web Push end to end against a push-service stand-in that checks what a real one checks (the
 * VAPID JWT: ES256 by the announced key, `aud` its origin, `exp` within 24 hours) and decrypts each
 * payload with the subscription's private key, made in the test (tests/support/push-service-stand-in.ts).
 * A guest's browser subscribes; the first notification leaves through the outbox; a subscription
 * the service says is gone (410) is deleted; Exit removes one; only push services are posted to.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { pushSuite, subscriptionPath } from '../support/push-suite';
import { createItinerary, runSql, sessionIdOf } from '../support/itineraries';

const { push, suite, twoDevices } = await pushSuite();

const rowsFor = async (endpoint: string) =>
  (await runSql(suite, 'SELECT id, guest_id, identity, people FROM push_subscriptions WHERE endpoint = ?', [endpoint])).rows;

describe('web push', () => {
  it('sends a subscribed guest a notification signed with the kept VAPID key and readable only with their keys', async () => {
    const trip = await createItinerary(suite, { name: 'Lisbon Push Weekend' });
    const { data: key } = await trip.guest.json<{ publicKey: string }>('GET', '/api/push-key');
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The key is drawn once and kept: the database holds it, and it is the same on the next ask.
    const kept = await runSql(suite, "SELECT value FROM app_keys WHERE name = 'vapid'");
    expect(JSON.parse(String(kept.rows[0]?.value)).publicKey).toBe(key.publicKey);
    expect((await trip.admin.json<{ publicKey: string }>('GET', '/api/push-key')).data.publicKey).toBe(key.publicKey);

    const subscription = push.newSubscription();
    const { res } = await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription, people: ['Ana'] });
    expect(res.status).toBe(201);
    expect(await rowsFor(subscription.endpoint)).toMatchObject([{ guest_id: null, identity: null, people: '["Ana"]' }]);

    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(1);
    const [message] = push.received;
    expect(push.refused).toEqual([]);
    expect(message?.subscription).toBe(subscription.endpoint.split('/').pop());
    expect(message?.payload).toEqual({
      title: 'Lisbon Push Weekend',
      body: "You'll get reminders for this itinerary on this device.",
      url: `/project/${trip.projectId}`,
      tag: expect.stringMatching(/^welcome-\d+$/),
    });
    expect(message?.claims.aud).toBe(`https://${push.host}`);
    expect(message?.claims.sub).toMatch(/^mailto:/);
    expect(Number(message?.headers.ttl)).toBe(24 * 3600);
    // Settled once the service's answer is in.
    const sent = async () => (await runSql(suite, "SELECT state, attempts FROM outbox_messages WHERE kind = 'push'")).rows.map((r) => [r.state, r.attempts]);
    await expect.poll(sent, { timeout: 10_000 }).toEqual([['sent', 1]]);
    const row = await runSql(suite, 'SELECT last_success_at FROM push_subscriptions WHERE endpoint = ?', [subscription.endpoint]);
    expect(Number(row.rows[0]?.last_success_at)).toBeGreaterThan(0);
  });

  it('subscribes only browsers with a grant, only to push services, and checks the keys', async () => {
    const trip = await createItinerary(suite, { name: 'Refusals Weekend' });
    const stranger = suite.browser();
    const subscription = push.newSubscription();
    expect((await stranger.json('PUT', subscriptionPath(trip.projectId), { subscription })).res.status).toBe(401);

    for (const endpoint of ['https://evil.example/push/1', `http://${push.host}/push/x`, 'https://127.0.0.1:1/push/x', 'ftp://fcm.googleapis.com/x']) {
      const { res, data } = await trip.guest.json<{ message: string }>('PUT', subscriptionPath(trip.projectId), { subscription: { ...subscription, endpoint } });
      expect(res.status, endpoint).toBe(400);
      expect(data.message).toContain("notification service isn't one we can send to");
    }
    const badKeys = await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } } });
    expect(badKeys.res.status).toBe(400);
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
    expect((await runSql(suite, 'SELECT count(*) AS n FROM push_subscriptions WHERE project_id = (SELECT id FROM projects WHERE project_id = ?)', [trip.projectId])).rows[0]?.n).toBe(0);
  });

  it('deletes a subscription the push service says is gone, and one whose browser exits', async () => {
    const trip = await createItinerary(suite, { name: 'Gone Weekend' });
    const gone = push.newSubscription();
    push.answerWith(gone.endpoint, 410);
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: gone })).res.status).toBe(201);
    await expect.poll(async () => (await rowsFor(gone.endpoint)).length, { timeout: 10_000 }).toBe(0);
    // The message is dropped (not retried) once the outbox has settled it.
    const welcome = () => runSql(suite, "SELECT state, last_error FROM outbox_messages WHERE kind = 'push' ORDER BY id DESC LIMIT 1");
    await expect.poll(async () => (await welcome()).rows[0]?.state, { timeout: 10_000 }).toBe('dropped');
    expect(String((await welcome()).rows[0]?.last_error)).toContain('410');

    const kept = push.newSubscription();
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: kept })).res.status).toBe(201);
    expect(await rowsFor(kept.endpoint)).toHaveLength(1);
    // Unsubscribing from this browser removes it; so does Exit, for whatever is left.
    const again = push.newSubscription();
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: again })).res.status).toBe(201);
    const off = await trip.guest.json<{ unsubscribed: boolean }>('DELETE', subscriptionPath(trip.projectId), { endpoint: again.endpoint });
    expect(off.data.unsubscribed).toBe(true);
    expect(await rowsFor(again.endpoint)).toEqual([]);
    expect((await trip.guest.delete(`/api/projects/${trip.projectId}/access`)).status).toBe(200);
    expect(await rowsFor(kept.endpoint)).toEqual([]);
  });

  it('keeps a browser to a few devices per itinerary', async () => {
    const trip = await createItinerary(suite, { name: 'Devices Weekend' });
    for (let i = 0; i < 3; i++) expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: push.newSubscription() })).res.status).toBe(201);
    const fourth = await trip.guest.json<{ message: string }>('PUT', subscriptionPath(trip.projectId), { subscription: push.newSubscription() });
    expect(fourth.res.status).toBe(409);
    expect(fourth.data.message).toContain('several devices');
  });
});

describe('reminders by push', () => {
  it('reminds each guest of their own events 2 hours before, and never shows a private event to anyone off its list', { timeout: 60_000 }, async () => {
    const secret = `SECRET-${randomBytes(6).toString('hex')}`;
    const trip = await createItinerary(suite, { name: 'Reminder Weekend' });
    const project = await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [trip.projectId]);
    const projectRowId = Number(project.rows[0]?.id);
    const ana = await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?) RETURNING id', [projectRowId, 'Ana', guestNameKey('Ana')]);
    await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?)', [projectRowId, 'Ben', guestNameKey('Ben')]);
    // Ana came by her personal link; the trip's own guest browser by the shared code.
    const anaBrowser = suite.browser();
    expect((await anaBrowser.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    await runSql(suite, "UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ?", [Number(ana.rows[0]?.id), sessionIdOf(anaBrowser)]);

    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const event = async (body: Record<string, unknown>) => {
      const res = await trip.admin.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/events`, body);
      expect(res.res.status).toBe(201);
      return res.data.id;
    };
    const walk = await event({ title: 'Sunset walk', datetime: soon(110), location: 'Miradouro da Graça', attendees: 'Everyone' });
    const tasting = await event({ title: `${secret} tasting`, datetime: soon(115), location: `${secret} cellar`, attendees: 'Ana', visibility: 'listed', privateNotes: `${secret} booking 42` });
    // Ben's dinner: neither Ana's nor (by the people filter) the shared browser's.
    await event({ title: "Ben's dinner", datetime: soon(116), attendees: 'Ben' });

    const anaDevice = push.newSubscription();
    const sharedDevice = push.newSubscription();
    expect((await anaBrowser.json('PUT', subscriptionPath(trip.projectId), { subscription: anaDevice })).res.status).toBe(201);
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: sharedDevice, people: ['Ana'] })).res.status).toBe(201);

    // The organiser sees counts, never an endpoint or a key.
    const list = await trip.admin.json<{ guests: { name: string; reminderDevices: number }[]; reminderDevices: number }>('GET', `/api/projects/${trip.projectId}/guests`);
    expect(list.data.reminderDevices).toBe(2);
    expect(list.data.guests.map((g) => [g.name, g.reminderDevices])).toEqual([
      ['Ana', 1],
      ['Ben', 0],
    ]);
    for (const device of [anaDevice, sharedDevice]) {
      expect(JSON.stringify(list.data)).not.toContain(device.endpoint.split('/').pop());
      expect(JSON.stringify(list.data)).not.toContain(device.keys.auth);
    }

    const idOf = (endpoint: string) => endpoint.split('/').pop();
    const remindersTo = (endpoint: string) =>
      push.received
        .filter((m) => m.subscription === idOf(endpoint) && String((m.payload as { tag: string }).tag).startsWith('reminder-'))
        .map((m) => m.payload as { title: string; body: string; url: string; tag: string })
        .sort((x, y) => x.tag.localeCompare(y.tag));
    await expect.poll(() => remindersTo(anaDevice.endpoint).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => remindersTo(sharedDevice.endpoint).length, { timeout: 20_000 }).toBe(1);
    expect(remindersTo(anaDevice.endpoint).map((r) => r.tag).sort()).toEqual([`reminder-${walk}`, `reminder-${tasting}`].sort());
    const [walkReminder] = remindersTo(sharedDevice.endpoint);
    expect(walkReminder).toMatchObject({ title: 'Sunset walk', url: `/project/${trip.projectId}#event-${walk}`, tag: `reminder-${walk}` });
    expect(walkReminder?.body).toMatch(/^(Today|Tomorrow) at \d{1,2}:\d{2} (AM|PM) · Miradouro da Graça$/);
    const tastingReminder = remindersTo(anaDevice.endpoint).find((r) => r.tag === `reminder-${tasting}`);
    expect(tastingReminder?.body).toContain(`${secret} cellar`);
    // The private notes reach nobody; the private event reaches nobody off its list.
    const everything = JSON.stringify(push.received.map((m) => m.payload));
    expect(everything).not.toContain('booking 42');
    const toShared = JSON.stringify(push.received.filter((m) => m.subscription === idOf(sharedDevice.endpoint)).map((m) => m.payload));
    expect(toShared).not.toContain(secret);
    // Planned again and again, each reminder is still sent once.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(remindersTo(anaDevice.endpoint)).toHaveLength(2);
    expect(remindersTo(sharedDevice.endpoint)).toHaveLength(1);
  });
});

describe('messages from the organiser', () => {
  it('previews the devices a message reaches, sends it to them, and keeps to full access and the daily cap', { timeout: 60_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Announcement Weekend' });
    const path = `/api/projects/${trip.projectId}/announcements`;
    const device = push.newSubscription();
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: device })).res.status).toBe(201);
    const message = { text: 'The boat leaves from pier 3, not pier 1.', to: { kind: 'everyone' } };

    // Guests cannot send; the organiser previews first.
    expect((await trip.guest.json('POST', path, { ...message, send: false })).res.status).toBe(403);
    const preview = await trip.admin.json<{ devices: number; sent: boolean }>('POST', path, { ...message, send: false });
    expect(preview.data).toEqual({ devices: 1, emails: 0, sent: false });
    const tooLong = await trip.admin.json<{ message: string }>('POST', path, { ...message, text: 'x'.repeat(501), send: true });
    expect(tooLong.res.status).toBe(400);
    expect(tooLong.data.message).toContain('up to 500 characters');

    const sent = await trip.admin.json<{ devices: number; sent: boolean }>('POST', path, { ...message, send: true });
    expect(sent.data).toEqual({ devices: 1, emails: 0, sent: true });
    const toDevice = () => push.received.filter((m) => m.subscription === device.endpoint.split('/').pop() && String((m.payload as { tag: string }).tag).startsWith('announcement-'));
    await expect.poll(() => toDevice().length, { timeout: 10_000 }).toBe(1);
    expect(toDevice()[0]?.payload).toMatchObject({ title: 'Announcement Weekend', body: 'The boat leaves from pier 3, not pier 1.', url: `/project/${trip.projectId}` });

    // A group nobody subscribed as reaches nobody, and sends nothing.
    const group = await runSql(suite, "INSERT INTO guest_groups (project_id, name, group_key) VALUES ((SELECT id FROM projects WHERE project_id = ?), 'Crew', 'crew') RETURNING id", [trip.projectId]);
    const toGroup = await trip.admin.json('POST', path, { ...message, to: { kind: 'group', groupId: Number(group.rows[0]?.id) }, send: true });
    expect(toGroup.data).toEqual({ devices: 0, emails: 0, sent: false });

    // Ten a day.
    for (let i = 2; i <= 10; i++) expect((await trip.admin.json('POST', path, { ...message, send: true })).res.status).toBe(200);
    const eleventh = await trip.admin.json<{ message: string }>('POST', path, { ...message, send: true });
    expect(eleventh.res.status).toBe(429);
    expect(eleventh.data.message).toContain('10 messages today');

    // Full access only.
    const free = await createItinerary(suite, { name: 'Free Weekend', paid: false });
    const refused = await free.admin.json<{ message: string }>('POST', `/api/projects/${free.projectId}/announcements`, { ...message, send: false });
    expect(refused.res.status).toBe(403);
    expect(refused.data.message).toContain('full access');
  });
});

describe('the daily push limits', () => {
  it('drops a device\'s pushes past its day\'s allowance, and sends the others', { timeout: 30_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Busy Weekend' });
    const { first: busy, second: quiet } = await twoDevices(trip);
    const received = (device: { endpoint: string }) => push.received.filter((m) => m.subscription === device.endpoint.split('/').pop()).length;
    await expect.poll(() => received(busy) + received(quiet), { timeout: 10_000 }).toBe(2);
    // The busy device has had its 30 today.
    const id = await runSql(suite, 'SELECT id FROM push_subscriptions WHERE endpoint = ?', [busy.endpoint]);
    await runSql(suite, 'UPDATE access_attempts SET count = 30 WHERE key = ?', [`push:device:${Number(id.rows[0]?.id)}`]);
    const sent = await trip.admin.json('POST', `/api/projects/${trip.projectId}/announcements`, { text: 'Dinner is at 8.', to: { kind: 'everyone' }, send: true });
    expect(sent.data).toEqual({ devices: 2, emails: 0, sent: true });
    await expect.poll(() => received(quiet), { timeout: 10_000 }).toBe(2);
    await expect
      .poll(async () => (await runSql(suite, "SELECT state, last_error FROM outbox_messages WHERE recipient = ? AND dedupe_key LIKE 'announcement:%'", [`push:${Number(id.rows[0]?.id)}`])).rows[0]?.state, { timeout: 10_000 })
      .toBe('dropped');
    expect(received(busy)).toBe(1);
  });
});
