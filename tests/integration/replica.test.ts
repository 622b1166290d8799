/**
 * Embedded replicas: DATABASE_URL is a local file, DATABASE_SYNC_URL a real sqld as the
 * primary. Migrations run on the primary, the app's writes land there and are read back at once,
 * rows written to the primary by someone else reach the app within the sync interval, and reads
 * are served from the local file (they keep working with the primary gone). File-only in
 * tests/vitest.config.ts: it starts its own sqld.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import journal from '../../db/migrations/meta/_journal.json';
import { TestBrowser } from '../support/http-client';
import { TMP_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';
import { startSqld, type RunningSqld } from '../support/sqld';

const SYNC_INTERVAL_SECONDS = 1;

let sqld: RunningSqld;
let app: RunningServer;
let primary: Client;
let organiser: TestBrowser;
let projectId: string;

beforeAll(async () => {
  sqld = await startSqld();
  primary = createClient({ url: sqld.url });
  app = await startServer({
    DATABASE_URL: `file:${join(TMP_DIR, `replica-${randomUUID()}.db`)}`,
    DATABASE_SYNC_URL: sqld.url,
    DATABASE_SYNC_INTERVAL: String(SYNC_INTERVAL_SECONDS),
    TRUST_PROXY: 'true',
  });
  organiser = new TestBrowser(app.url, { 'x-forwarded-for': '198.51.100.21' });
  const { res, data } = await organiser.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Replica Trip' });
  expect(res.status).toBe(201);
  projectId = data.project.projectId;
});

afterAll(async () => {
  primary?.close();
  await app?.stop();
  await sqld?.stop();
});

const primaryRows = async (sql: string, args: (string | number)[] = []) => (await primary.execute({ sql, args })).rows;

it('runs the migrations and the seed on the primary', async () => {
  const applied = await primaryRows('SELECT count(*) AS n FROM __drizzle_migrations');
  expect(Number(applied[0]?.n)).toBe(journal.entries.length);
  expect(await primaryRows("SELECT project_id FROM projects WHERE project_id = 'example-wedding'")).toHaveLength(1);
});

it('sends writes to the primary and reads its own writes at once', async () => {
  expect(await primaryRows('SELECT name FROM projects WHERE project_id = ?', [projectId])).toEqual([
    expect.objectContaining({ name: 'Replica Trip' }),
  ]);
  const created = await organiser.post(`/api/projects/${projectId}/events`, { title: 'Boat to the replica', datetime: '2031-07-01T10:00:00.000Z' });
  expect(created.status).toBe(201);
  // The very next read through the app has it (no waiting for the sync interval)…
  const { data } = await organiser.json<{ events: { title: string }[] }>('GET', `/api/projects/${projectId}/itinerary`);
  expect(data.events.map((e) => e.title)).toContain('Boat to the replica');
  // …and the primary has it.
  expect(await primaryRows('SELECT e.title FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ?', [projectId])).toEqual([
    expect.objectContaining({ title: 'Boat to the replica' }),
  ]);
});

it('shows a row written to the primary directly within the sync interval', async () => {
  const question = `Written on the primary ${randomUUID().slice(0, 8)}?`;
  await primary.batch(
    [
      { sql: "INSERT INTO faqs (project_id, question, answer, \"order\") SELECT id, ?, 'Yes.', 0 FROM projects WHERE project_id = ?", args: [question, projectId] },
      // As the app does on every change, so cached pages and live updates notice it.
      { sql: 'UPDATE projects SET version = version + 1 WHERE project_id = ?', args: [projectId] },
    ],
    'write',
  );
  const written = Date.now();
  let seenAfter = -1;
  while (Date.now() - written < SYNC_INTERVAL_SECONDS * 1000 + 2000) {
    const res = await organiser.get(`/api/projects/${projectId}/faqs`);
    const faqs = (await res.json()) as { question: string }[];
    if (faqs.some((f) => f.question === question)) {
      seenAfter = Date.now() - written;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(seenAfter).toBeGreaterThanOrEqual(0);
  expect(seenAfter).toBeLessThan(SYNC_INTERVAL_SECONDS * 1000 + 1000);
});

it('serves reads from the local file: they keep working while the primary is down', async () => {
  await sqld.stop();
  const { res, data } = await organiser.json<{ events: { title: string }[] }>('GET', `/api/projects/${projectId}/itinerary`);
  expect(res.status).toBe(200);
  expect(data.events.map((e) => e.title)).toContain('Boat to the replica');
});
