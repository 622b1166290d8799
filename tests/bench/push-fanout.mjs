/**
 * The bench's "1,000 subscribers and one event change" section (`BENCH_ONLY=push` runs it alone):
 * an itinerary with one event and 1,000 push subscriptions pointing at the push-service stand-in
 * (tests/support/push-service-stand-in.ts, which checks each VAPID signature and decrypts each
 * payload; the subscriptions' keys are made here), then one change to the event. Measured: the
 * change request, the change alert's fan-out (from the alert falling due to its 1,000 `push`
 * messages in the outbox), the delivery through the stand-in (from then until all 1,000 arrived),
 * and the app process's memory (RSS before and after, and its peak).
 *
 * The itinerary's zone is one where it is daytime now, so quiet hours hold nothing, and the event
 * stays more than 48 hours away, so no reminder planning runs beside the alert.
 */
import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { runnerImport } from 'vite';

export const SUBSCRIBERS = 1000;
const DAY_MS = 86_400_000;

/** The app's resident memory and its peak so far, in MB (Linux /proc), or undefined elsewhere. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/** A zone whose clocks read between 10:00 and 19:59 now: no quiet hours while the bench runs. */
function daytimeZone(now) {
  const hourIn = (zone) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  return Intl.supportedValuesOf('timeZone').find((zone) => hourIn(zone) >= 10 && hourIn(zone) <= 19) ?? 'UTC';
}

async function until(what, check, timeoutMs = 180_000, everyMs = 10) {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Runs the section: `startApp(databaseUrl, target, env)` starts the built Node server (the bench's
 * own; answers its address and pid), `databaseUrl` a fresh database. Returns the figures
 * `printPushFanout` prints.
 */
export async function benchPushFanout({ root, startApp, databaseUrl }) {
  const { module } = await runnerImport('/tests/support/push-service-stand-in.ts', { root, configFile: false, logLevel: 'error' });
  const push = await module.startPushService();
  try {
    // The outbox every 0.1 s, so the alert is taken up as soon as it is due.
    const app = await startApp(databaseUrl, 'node', { PUSH_SERVICE_HOSTS: push.host, NODE_EXTRA_CA_CERTS: push.caFile, OUTBOX_INTERVAL_SECONDS: '0.1', GEOCODER_URL: 'off' });
    const pid = app.pid;
    const json = { 'content-type': 'application/json', origin: app.base };
    const created = await fetch(`${app.base}/api/projects`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Benchmark Harbour Festival', timeZone: daytimeZone(new Date()) }) });
    const cookie = created.headers.getSetCookie()[0].split(';')[0];
    const { project } = await created.json();
    const admin = { ...json, cookie };
    const event = { title: 'Harbour concert', datetime: new Date(Date.now() + 4 * DAY_MS).toISOString(), location: 'Pier 3', latitude: 43.66, longitude: -70.25, attendees: 'Everyone' };
    const added = await fetch(`${app.base}/api/projects/${project.projectId}/events`, { method: 'POST', headers: admin, body: JSON.stringify(event) });
    if (added.status !== 201) throw new Error(`event create failed: ${added.status} ${await added.text()}`);
    const { id: eventId } = await added.json();

    // 1,000 devices that hear about everything, each with keys made here.
    const db = createClient({ url: databaseUrl });
    const [{ id: projectRowId }] = (await db.execute({ sql: 'SELECT id FROM projects WHERE project_id = ?', args: [project.projectId] })).rows;
    await db.batch(
      Array.from({ length: SUBSCRIBERS }, () => {
        const subscription = push.newSubscription();
        return { sql: 'INSERT INTO push_subscriptions (project_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)', args: [projectRowId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth] };
      }),
      'write',
    );
    const before = memoryOf(pid);

    // The event moves a day: one change request, whose alert waits 10 minutes for more edits; it is
    // brought forward to now, as the clock would.
    const changeStarted = performance.now();
    const moved = await fetch(`${app.base}/api/projects/${project.projectId}/events/${eventId}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...event, datetime: new Date(Date.now() + 5 * DAY_MS).toISOString() }),
    });
    const changeMs = Math.round(performance.now() - changeStarted);
    if (moved.status !== 200) throw new Error(`event change failed: ${moved.status} ${await moved.text()}`);
    const due = Date.now();
    const brought = await db.execute({ sql: "UPDATE outbox_messages SET due_at = ? WHERE kind = 'event-change' AND project_id = ? AND state = 'pending'", args: [due, projectRowId] });
    if (brought.rowsAffected !== 1) throw new Error('the change left no alert in the outbox');
    const dueAt = performance.now();

    const alerts = async () => Number((await db.execute("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'push' AND dedupe_key LIKE 'alert:%'")).rows[0].n);
    const enqueued = await until('the fan-out', async () => {
      const n = await alerts();
      return n >= SUBSCRIBERS && n;
    });
    const enqueuedAt = performance.now();
    await until('the deliveries', () => push.received.length + push.refused.length >= SUBSCRIBERS);
    const deliveredAt = performance.now();
    const after = memoryOf(pid);
    db.close();
    const deliverySeconds = (deliveredAt - enqueuedAt) / 1000;
    return {
      changeMs,
      fanOutMs: Math.round(enqueuedAt - dueAt),
      enqueued,
      delivered: push.received.length,
      refused: push.refused.length,
      deliverySeconds,
      perSecond: Math.round(push.received.length / deliverySeconds),
      before,
      after,
    };
  } finally {
    await push.close();
  }
}

/** The section's table. */
export function printPushFanout(r) {
  const mb = (m) => (m ? `${m.rssMb} MB` : 'n/a');
  console.log(`\n${SUBSCRIBERS.toLocaleString('en-US')} subscribers and one event change (Node build, embedded libSQL file, push-service stand-in on 127.0.0.1 over TLS)`);
  console.log('| measure | value |');
  console.log('| --- | --- |');
  console.log(`| the change (PUT …/events/{id}) | ${r.changeMs} ms |`);
  console.log(`| change alert fan-out: due → ${r.enqueued.toLocaleString('en-US')} push messages in the outbox (outbox every 0.1 s) | ${r.fanOutMs} ms |`);
  console.log(`| delivery: enqueued → all arrived at the stand-in (${r.delivered} delivered, ${r.refused} refused) | ${r.deliverySeconds.toFixed(1)} s, ${r.perSecond} messages/s |`);
  console.log(`| app memory, RSS before → after (peak) | ${mb(r.before)} → ${mb(r.after)} (${r.after ? `${r.after.peakMb} MB` : 'n/a'}) |`);
}
