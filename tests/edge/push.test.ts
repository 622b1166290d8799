/**
 * Web Push from the edge build, under workerd: the Worker encrypts each message and signs its
 * VAPID JWT with WebCrypto (`@block65/webcrypto-web-push`) and posts it over https, when its cron
 * trigger fires (the only way the edge runs the outbox), to the push-service stand-in
 * (tests/support/push-service-stand-in.ts), which checks the JWT (ES256 by the announced key,
 * `aud` its origin, `exp` within 24 hours) and decrypts the aes128gcm payload with the
 * subscription's private key. workerd trusts the stand-in's test certificate because the test
 * names it in EDGE_EXTRA_CA_CERTS, and only then.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushSuite, subscriptionPath } from '../support/push-suite';
import { createItinerary, runSql } from '../support/itineraries';

/**
 * The preview's own trigger fires only every OUTBOX_INTERVAL_SECONDS, 30 s (Cloudflare's fires
 * every minute): the tests fire it themselves, and wait at most 10 s for what it sends. The
 * outbox runs on every trigger.
 */
const onTrigger = { OUTBOX_INTERVAL_SECONDS: '30' };

/** A VAPID key pair as the operator sets it: the uncompressed public point and the private `d`, base64url. */
function vapidPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
}
const given = vapidPair();

const kept = await pushSuite(onTrigger);
const fromEnvironment = await pushSuite({ ...onTrigger, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
// The same stand-in setup, but workerd is not told to trust its certificate.
const untrusted = await pushSuite({ ...onTrigger, EDGE_EXTRA_CA_CERTS: '' });

type Suite = typeof kept.suite;

/** Fires the Worker's cron trigger at once, as `wrangler dev` does on this path; its answer says how the run went. */
const trigger = (suite: Suite) => fetch(`${suite.server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);

async function fireTrigger(suite: Suite) {
  expect((await trigger(suite)).status).toBe(200);
}

const idOf = (endpoint: string) => endpoint.split('/').pop();

/** The row id of a stored subscription (its outbox messages are to `push:<id>`). */
async function subscriptionId(suite: Suite, endpoint: string) {
  const id = (await runSql(suite, 'SELECT id FROM push_subscriptions WHERE endpoint = ?', [endpoint])).rows[0]?.id;
  expect(id).toBeDefined();
  return Number(id);
}

/**
 * A new itinerary whose guest browser subscribes a device of `setup`'s stand-in, which answers it
 * with `status` (201 unless given); with the device's stored row id.
 */
async function subscribedDevice(setup: typeof kept, name: string, status: number | null = null) {
  const trip = await createItinerary(setup.suite, { name });
  const device = setup.push.newSubscription();
  setup.push.answerWith(device.endpoint, status);
  expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: device })).res.status).toBe(201);
  return { trip, device, id: await subscriptionId(setup.suite, device.endpoint) };
}

/** The state and error of the push messages to one subscription, oldest first. */
const pushMessages = async (suite: Suite, id: number) =>
  (await runSql(suite, "SELECT state, attempts, last_error FROM outbox_messages WHERE kind = 'push' AND recipient = ? ORDER BY id", [`push:${id}`])).rows.map((r) => ({
    state: r.state,
    attempts: Number(r.attempts),
    error: String(r.last_error ?? ''),
  }));

describe('web push from the edge build under workerd', () => {
  it('sends a welcome and an announcement when the cron trigger fires, signed with the kept key and readable with the device\'s keys', async () => {
    const { push, suite } = kept;
    const { trip, device, id } = await subscribedDevice(kept, 'Edge Push Weekend');
    const { data: key } = await trip.guest.json<{ publicKey: string }>('GET', '/api/push-key');
    const stored = await runSql(suite, "SELECT value FROM app_keys WHERE name = 'vapid'");
    expect(JSON.parse(String(stored.rows[0]?.value)).publicKey).toBe(key.publicKey);
    await fireTrigger(suite);
    const toDevice = () => push.received.filter((m) => m.subscription === idOf(device.endpoint));
    await expect.poll(() => toDevice().length, { timeout: 10_000 }).toBe(1);
    const [welcome] = toDevice();
    expect(push.refused).toEqual([]);
    expect(welcome?.payload).toEqual({
      title: 'Edge Push Weekend',
      body: "You'll get reminders for this itinerary on this device.",
      url: `/project/${trip.projectId}`,
      tag: expect.stringMatching(/^welcome-\d+$/),
    });
    expect(welcome?.publicKey).toBe(key.publicKey);
    expect(welcome?.claims.aud).toBe(`https://${push.host}`);
    const now = Date.now() / 1000;
    expect(welcome?.claims.exp).toBeGreaterThan(now);
    expect(welcome?.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    expect(welcome?.claims.sub).toMatch(/^mailto:/);
    expect(Number(welcome?.headers.ttl)).toBe(24 * 3600);
    await expect.poll(() => pushMessages(suite, id), { timeout: 10_000 }).toEqual([{ state: 'sent', attempts: 1, error: '' }]);

    const sent = await trip.admin.json<{ devices: number; emails: number; sent: boolean }>('POST', `/api/projects/${trip.projectId}/announcements`, {
      text: 'The ferry leaves at 9 from pier 2.',
      to: { kind: 'everyone' },
      send: true,
    });
    expect(sent.data).toEqual({ devices: 1, emails: 0, sent: true });
    await fireTrigger(suite);
    await expect.poll(() => toDevice().length, { timeout: 10_000 }).toBe(2);
    expect(toDevice()[1]?.payload).toMatchObject({ title: 'Edge Push Weekend', body: 'The ferry leaves at 9 from pier 2.', url: `/project/${trip.projectId}` });
    expect(toDevice()[1]?.publicKey).toBe(key.publicKey);
    expect(push.refused).toEqual([]);
  });

  it('deletes a subscription the push service says is gone, and drops its message', async () => {
    const { push, suite } = kept;
    const { device: gone, id } = await subscribedDevice(kept, 'Edge Gone Weekend', 410);
    const rows = async () => (await runSql(suite, 'SELECT id FROM push_subscriptions WHERE endpoint = ?', [gone.endpoint])).rows.length;
    await fireTrigger(suite);
    await expect.poll(rows, { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => (await pushMessages(suite, id))[0]?.state, { timeout: 10_000 }).toBe('dropped');
    expect((await pushMessages(suite, id))[0]?.error).toContain('410');
    // The service refused it as the test asked, after checking its signature and encryption headers.
    expect(push.refused.filter((r) => r.subscription === idOf(gone.endpoint))).toEqual([{ subscription: idOf(gone.endpoint), status: 410, reason: 'as the test asked' }]);
  });

  it('follows no redirect from a push service: the message waits for a later trigger', async () => {
    const { suite } = kept;
    const { device: moved, id } = await subscribedDevice(kept, 'Edge Redirect Weekend', 307);
    await fireTrigger(suite);
    await expect.poll(async () => (await pushMessages(suite, id))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    expect((await pushMessages(suite, id))[0]).toMatchObject({ state: 'pending', error: expect.stringContaining('it redirects (HTTP 307)') });
    expect(await subscriptionId(suite, moved.endpoint)).toBe(id);
  });

  it('signs with the key pair the environment gives, and keeps none of its own', async () => {
    const { push, suite } = fromEnvironment;
    const { trip, device } = await subscribedDevice(fromEnvironment, 'Edge Given Key Weekend');
    expect((await trip.guest.json<{ publicKey: string }>('GET', '/api/push-key')).data.publicKey).toBe(given.publicKey);
    await fireTrigger(suite);
    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(1);
    expect(push.refused).toEqual([]);
    expect(push.received[0]).toMatchObject({ subscription: idOf(device.endpoint), publicKey: given.publicKey, claims: { aud: `https://${push.host}` } });
    expect(push.received[0]?.payload).toMatchObject({ title: 'Edge Given Key Weekend', tag: expect.stringMatching(/^welcome-/) });
    expect((await runSql(suite, "SELECT count(*) AS n FROM app_keys WHERE name = 'vapid'")).rows[0]?.n).toBe(0);
  });

  it('does not trust the test certificate unless EDGE_EXTRA_CA_CERTS names it: the message waits for a later trigger', async () => {
    const { push, suite } = untrusted;
    const { id } = await subscribedDevice(untrusted, 'Edge Untrusted Weekend');
    // workerd refuses the connection, and the trigger reports the refusal as the run's exception.
    expect((await trigger(suite)).status).toBe(500);
    await expect.poll(async () => (await pushMessages(suite, id))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    const [message] = await pushMessages(suite, id);
    expect(message).toMatchObject({ state: 'pending', error: expect.stringContaining('The push service could not be reached') });
    expect(suite.server.output()).toContain("TLS peer's certificate is not trusted");
    expect(push.received).toEqual([]);
    expect(push.refused).toEqual([]);
  });
});
