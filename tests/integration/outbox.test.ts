/**
 * The outbox across processes: two app processes on one sqld send the due messages, one is killed
 * (SIGKILL) in the middle of a sending run, and every message reaches the mail API exactly once.
 * The survivor takes over what the dead process held once its lease runs out; a message it may
 * already have sent goes again with the same idempotency key, which the API (like Resend) does
 * not send twice. The stand-in answers slowly, so the kill lands mid-run.
 */
import * as databaseClient from '@platform/database-client';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/index';
import { enqueue } from '../../src/server/outbox/outbox';
import { startMailApiStandIn } from '../support/mail-api-stand-in.mjs';
import { TestBrowser } from '../support/http-client';
import { startServer, type RunningServer } from '../support/server';
import { startSqld, type RunningSqld } from '../support/sqld';

const MESSAGES = 60;
const LEASE_SECONDS = 5;

let sqld: RunningSqld;
let a: RunningServer;
let b: RunningServer;
let db: Client;
let handle: DatabaseHandle;
const api = await startMailApiStandIn();

beforeAll(async () => {
  sqld = await startSqld();
  const env = {
    DATABASE_URL: sqld.url,
    MAIL_API_URL: api.url,
    MAIL_API_KEY: api.apiKey,
    MAIL_FROM: 'Itinerary <reminders@itinerary.example>',
    OUTBOX_INTERVAL_SECONDS: '0.3',
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
  };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  db = createClient({ url: sqld.url });
  handle = openDatabase({ url: sqld.url }, databaseClient);
});
afterAll(async () => {
  handle?.client.close();
  db?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await sqld?.stop();
  await api.close();
});

const states = async () =>
  Object.fromEntries(
    (await db.execute('SELECT state, count(*) AS n FROM outbox_messages GROUP BY state')).rows.map((r) => [String(r.state), Number(r.n)]),
  );

describe('the outbox on two processes', () => {
  it('delivers every due message exactly once when one process is killed mid-run', { timeout: 90_000 }, async () => {
    const organiser = new TestBrowser(a.url);
    const { data } = await organiser.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Outbox Reunion' });
    const row = await db.execute({ sql: 'SELECT id FROM projects WHERE project_id = ?', args: [data.project.projectId] });
    const projectRowId = Number(row.rows[0]?.id);
    // Each send takes 100 ms at the API: a run of 60 takes both processes about a second.
    api.delayMs = 100;
    await enqueue(
      handle,
      Array.from({ length: MESSAGES }, (_, i) => ({
        projectRowId,
        kind: 'email',
        recipient: `email:${i}`,
        dedupeKey: `outbox-test:${i}`,
        payload: { to: `guest${i}@example.com`, subject: `Reminder ${i}`, text: `Dinner at 19:00 (${i})`, html: `<p>Dinner at 19:00 (${i})</p>` },
        dueAt: Date.now(),
      })),
    );
    // Once a few are out, process A dies without a chance to settle what it holds.
    await api.waitForMessages(8, 20_000);
    await a.kill('SIGKILL');
    const atKill = api.messages.length;
    expect(atKill).toBeLessThan(MESSAGES);

    // B sends the rest: its own at once, A's once their lease has run out.
    await api.waitForMessages(MESSAGES, 60_000);
    await expect.poll(states, { timeout: 30_000, interval: 250 }).toEqual({ sent: MESSAGES });

    // Exactly once: every message accepted once, none twice (a repeat sent with the same key is
    // answered without sending, and counted in `repeats`).
    const subjects = api.messages.map((m) => m.body.subject as string).sort();
    expect(subjects).toEqual(Array.from({ length: MESSAGES }, (_, i) => `Reminder ${i}`).sort());
    const keys = api.messages.map((m) => m.idempotencyKey);
    expect(keys.every((k) => typeof k === 'string' && /^<outbox-\d+@127\.0\.0\.1>$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(MESSAGES);
    // Nothing more arrives once all are settled.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.messages).toHaveLength(MESSAGES);
    // What A held when it died was claimed a second time, by B, once the lease ran out; nothing more often.
    const attempts = await db.execute('SELECT max(attempts) AS most, sum(attempts = 2) AS taken_over FROM outbox_messages');
    expect(Number(attempts.rows[0]?.most)).toBe(2);
    expect(Number(attempts.rows[0]?.taken_over)).toBeGreaterThan(0);
  });

  it('retries a message the API refuses for a while, and sends it once it takes mail again', { timeout: 60_000 }, async () => {
    const row = await db.execute('SELECT id FROM projects ORDER BY id DESC LIMIT 1');
    const projectRowId = Number(row.rows[0]?.id);
    api.delayMs = 0;
    const before = api.messages.length;
    api.reject = { status: 503, name: 'application_error', message: 'Temporarily unavailable' };
    await enqueue(handle, [
      {
        projectRowId,
        kind: 'email',
        recipient: 'email:retry',
        dedupeKey: 'outbox-test:retry',
        payload: { to: 'later@example.com', subject: 'Sent on the second try', text: 'Hello', html: '<p>Hello</p>' },
        dueAt: Date.now(),
      },
    ]);
    await expect
      .poll(async () => (await db.execute("SELECT attempts, last_error FROM outbox_messages WHERE dedupe_key = 'outbox-test:retry'")).rows[0]?.attempts, {
        timeout: 10_000,
      })
      .toBe(1);
    const waiting = (await db.execute("SELECT state, due_at, last_error FROM outbox_messages WHERE dedupe_key = 'outbox-test:retry'")).rows[0]!;
    expect(waiting.state).toBe('pending');
    expect(String(waiting.last_error)).toContain('503');
    expect(Number(waiting.due_at)).toBeGreaterThan(Date.now() + 20_000);
    api.reject = null;
    // The next attempt is due in 30 s: brought forward, as the clock would.
    await db.execute("UPDATE outbox_messages SET due_at = 0 WHERE dedupe_key = 'outbox-test:retry'");
    await api.waitForMessages(before + 1, 10_000);
    expect(api.messages.at(-1)?.body.subject).toBe('Sent on the second try');
    await expect.poll(async () => (await db.execute("SELECT state FROM outbox_messages WHERE dedupe_key = 'outbox-test:retry'")).rows[0]?.state).toBe('sent');
  });
});
