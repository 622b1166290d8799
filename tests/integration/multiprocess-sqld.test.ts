/**
 * Two app processes on different ports sharing one real libSQL server (`sqld`), as a site behind
 * a load balancer runs. Nothing that must be shared may live in one process's memory:
 * live updates, wrong-code counters, cached pages and every limit must hold across both.
 */
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_EVENT_LIMIT, MAX_ACCESS_ATTEMPTS, MAX_TITLE_CHANGES } from '../../src/lib/limits';
import { TestBrowser } from '../support/http-client';
import { startServer, type RunningServer } from '../support/server';
import { startSqld, type RunningSqld } from '../support/sqld';
import { openLiveStream } from '../support/live-stream';

let sqld: RunningSqld;
let a: RunningServer;
let b: RunningServer;
let db: Client;

beforeAll(async () => {
  sqld = await startSqld();
  // Both start at once on the empty database: migrations and the seed must not collide. A talks
  // to sqld over HTTP, B over a WebSocket (ws://, what libsql:// URLs use): both transports.
  [a, b] = await Promise.all([
    startServer({ DATABASE_URL: sqld.url }),
    startServer({ DATABASE_URL: sqld.url.replace(/^http:/, 'ws:') }),
  ]);
  db = createClient({ url: sqld.url });
});
afterAll(async () => {
  db?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await sqld?.stop();
});

/** The same browser (same cookies) talking to another process, as a load balancer would send it. */
function sameBrowserOn(browser: TestBrowser, server: RunningServer): TestBrowser {
  const other = new TestBrowser(server.url);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

type Created = { projectId: string; accessCode: string; adminCode: string };

/** A new itinerary made through process A; its organiser's browser, usable on both processes. */
async function createOnA(name: string, { paid }: { paid: boolean }) {
  const adminA = new TestBrowser(a.url);
  const { res, data } = await adminA.json<{ project: Created }>('POST', '/api/projects', { name });
  expect(res.status).toBe(201);
  if (paid) await db.execute({ sql: 'UPDATE projects SET is_paid = 1 WHERE project_id = ?', args: [data.project.projectId] });
  return { ...data.project, adminA, adminB: sameBrowserOn(adminA, b) };
}

const versionOf = async (projectId: string) =>
  Number((await db.execute({ sql: 'SELECT version FROM projects WHERE project_id = ?', args: [projectId] })).rows[0]?.version);

describe('two processes on one sqld', () => {
  it('sends a change made through one process to a page open on the other within 2 s, both ways', async () => {
    const trip = await createOnA('Two Process Wedding', { paid: true });
    const guestA = new TestBrowser(a.url);
    expect((await guestA.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    const guestB = sameBrowserOn(guestA, b);

    // The guest's page on A is rendered (and cached) before the change.
    expect(await (await guestA.get(`/project/${trip.projectId}`)).text()).not.toContain('Ferry to the island');

    for (const [page, writer, title] of [
      [a, trip.adminB, 'Ferry to the island'],
      [b, trip.adminA, 'Sunset dinner on the pier'],
    ] as const) {
      const guest = page === a ? guestA : guestB;
      const before = await versionOf(trip.projectId);
      const stream = await openLiveStream(page.url, guest, trip.projectId);
      expect(stream.status).toBe(200);
      expect(await stream.readUntil(new RegExp(`"version":${before}\\b`), 2000)).toBe(true);

      const started = Date.now();
      const created = await writer.post(`/api/projects/${trip.projectId}/events`, {
        title,
        datetime: '2031-07-01T13:00:00.000Z',
      });
      expect(created.status).toBe(201);
      expect(await stream.readUntil(new RegExp(`"version":${before + 1}\\b`), 2500)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      stream.close();

      // What the page then fetches is the new itinerary, not the other process's cached copy.
      expect(await (await guest.get(`/project/${trip.projectId}`)).text()).toContain(title);
      const { data } = await guest.json<{ events: { title: string }[] }>('GET', `/api/projects/${trip.projectId}/itinerary`);
      expect(data.events.map((e) => e.title)).toContain(title);
    }
  });

  it('sends every change to a page on the other process within 2 s, round after round, while both are busy', { timeout: 120_000 }, async () => {
    const trip = await createOnA('Busy Live Weekend', { paid: true });
    const guestA = new TestBrowser(a.url);
    expect((await guestA.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    const guestB = sameBrowserOn(guestA, b);
    // Other itineraries kept busy on both processes the whole time: edits, page loads, reads.
    const others = await Promise.all([createOnA('Load One', { paid: true }), createOnA('Load Two', { paid: true })]);
    let loading = true;
    let loadRequests = 0;
    const load = Promise.all(
      Array.from({ length: 16 }, async (_, worker) => {
        const other = others[worker % others.length]!;
        const admin = worker % 2 === 0 ? other.adminA : other.adminB;
        for (let i = 0; loading; i++) {
          const res =
            i % 2 === 0
              ? await admin.post(`/api/projects/${other.projectId}/events`, { title: `Load ${worker}-${i}`, datetime: '2031-09-01T10:00:00.000Z' })
              : await admin.get(i % 3 === 1 ? `/project/${other.projectId}?tab=${i % 2 ? 'faq' : 'list'}` : `/api/projects/${other.projectId}/itinerary`);
          await res.arrayBuffer();
          loadRequests++;
        }
      }),
    );
    const delays: number[] = [];
    try {
      for (let round = 0; round < 8; round++) {
        const [page, guest, writer] = round % 2 === 0 ? [a, guestA, trip.adminB] : [b, guestB, trip.adminA];
        const before = await versionOf(trip.projectId);
        const stream = await openLiveStream(page.url, guest, trip.projectId);
        expect(stream.status).toBe(200);
        expect(await stream.readUntil(new RegExp(`"version":${before}\\b`), 2000)).toBe(true);
        // Changes land anywhere in the poll's cycle.
        await new Promise((resolve) => setTimeout(resolve, 150 + round * 110));
        const started = Date.now();
        const created = await writer.post(`/api/projects/${trip.projectId}/events`, {
          title: `Round ${round}`,
          datetime: '2031-07-01T13:00:00.000Z',
        });
        expect(created.status).toBe(201);
        const arrived = await stream.readUntil(new RegExp(`"version":${before + 1}\\b`), 5000);
        delays.push(arrived ? Date.now() - started : Infinity);
        stream.close();
      }
    } finally {
      loading = false;
      await load;
    }
    expect(loadRequests).toBeGreaterThan(50);
    expect(Math.max(...delays), delays.join(', ')).toBeLessThan(2000);
  });

  it('locks an itinerary after 5 wrong codes in total, sent alternately to both processes', async () => {
    const trip = await createOnA('Locked Reunion', { paid: false });
    const onA = new TestBrowser(a.url);
    const onB = new TestBrowser(b.url);
    const remaining: number[] = [];
    for (let i = 0; i < MAX_ACCESS_ATTEMPTS; i++) {
      const browser = i % 2 === 0 ? onA : onB;
      const { res, data } = await browser.json<{ attemptsRemaining: number }>('POST', `/api/projects/${trip.projectId}/access`, {
        accessCode: 'WRONG2',
      });
      expect(res.status).toBe(401);
      remaining.push(data.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    // The 6th, even the right code, is refused by either process.
    for (const browser of [onB, onA]) {
      const res = await browser.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  });

  it('loses no concurrent edit made through both processes', async () => {
    const trip = await createOnA('Busy Group Trip', { paid: true });
    const through = (i: number) => (i % 2 === 0 ? trip.adminA : trip.adminB);

    const eventTitles = Array.from({ length: 50 }, (_, i) => `Concurrent event ${i}`);
    const faqQuestions = Array.from({ length: 20 }, (_, i) => `Concurrent question ${i}?`);
    const [eventAnswers, faqAnswers] = await Promise.all([
      Promise.all(
        eventTitles.map(async (title, i) => {
          const { res, data } = await through(i).json<{ id: number; title: string }>('POST', `/api/projects/${trip.projectId}/events`, {
            title,
            datetime: new Date(Date.UTC(2031, 6, 1 + (i % 20), 9)).toISOString(),
          });
          return { status: res.status, ...data };
        }),
      ),
      Promise.all(
        faqQuestions.map(async (question, i) => {
          const { res, data } = await through(i + 1).json<{ id: number; order: number }>('POST', `/api/projects/${trip.projectId}/faqs`, {
            question,
            answer: `Answer ${i}`,
          });
          return { status: res.status, ...data };
        }),
      ),
    ]);
    expect(eventAnswers.map((r) => r.status)).toEqual(eventTitles.map(() => 201));
    expect(faqAnswers.map((r) => r.status)).toEqual(faqQuestions.map(() => 201));

    const stored = await db.execute({
      sql: 'SELECT e.id, e.title FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ? ORDER BY e.id',
      args: [trip.projectId],
    });
    expect(stored.rows.map((r) => r.title).sort()).toEqual([...eventTitles].sort());
    expect(stored.rows.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual(eventAnswers.map((r) => r.id).sort((x, y) => x - y));
    const storedFaqs = await db.execute({
      sql: 'SELECT f.id, f.question, f."order" FROM faqs f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ?',
      args: [trip.projectId],
    });
    expect(storedFaqs.rows.map((r) => r.question).sort()).toEqual([...faqQuestions].sort());
    // Each new FAQ went last: no two took the same place.
    expect(storedFaqs.rows.map((r) => Number(r.order)).sort((x, y) => x - y)).toEqual(faqQuestions.map((_, i) => i));
    // One version bump per write, none lost: 50 events + 20 FAQs on top of the version at creation.
    expect(await versionOf(trip.projectId)).toBe(1 + 50 + 20);

    // Concurrent reorders through both: every one succeeds and the result is one of them whole.
    const ids = faqAnswers.map((f) => f.id);
    const orders = Array.from({ length: 6 }, (_, k) => [...ids.slice(k * 3), ...ids.slice(0, k * 3)].reverse());
    const reorders = await Promise.all(
      orders.map((faqIds, k) => through(k).request('PUT', `/api/projects/${trip.projectId}/faqs/reorder`, { faqIds })),
    );
    expect(reorders.map((r) => r.status)).toEqual(orders.map(() => 200));
    const finalOrder = (
      await db.execute({
        sql: 'SELECT f.id FROM faqs f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ? ORDER BY f."order", f.id',
        args: [trip.projectId],
      })
    ).rows.map((r) => Number(r.id));
    expect(orders).toContainEqual(finalOrder);

    // Title changes: 8 different titles at once through both, exactly three are accepted.
    const titles = Array.from({ length: 8 }, (_, i) => `Renamed trip ${i}`);
    const saves = await Promise.all(
      titles.map((customTitle, i) => through(i).request('PUT', `/api/projects/${trip.projectId}/customizations`, { customTitle })),
    );
    const statuses = saves.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_TITLE_CHANGES);
    expect(statuses.filter((s) => s === 403)).toHaveLength(titles.length - MAX_TITLE_CHANGES);
    const refused = await Promise.all(saves.filter((r) => r.status === 403).map((r) => r.json() as Promise<{ code: string }>));
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['TITLE_CHANGE_LIMIT_REACHED']));
    const row = (
      await db.execute({ sql: 'SELECT custom_title, title_changes_used FROM projects WHERE project_id = ?', args: [trip.projectId] })
    ).rows[0];
    expect(Number(row?.title_changes_used)).toBe(MAX_TITLE_CHANGES);
    const accepted = await Promise.all(
      saves.filter((r) => r.status === 200).map((r) => r.json() as Promise<{ project: { customTitle: string } }>),
    );
    expect(accepted.map((r) => r.project.customTitle)).toContain(row?.custom_title);
  });

  it('holds the free event limit exactly across both processes', async () => {
    const trip = await createOnA('Unpaid Weekend', { paid: false });
    const attempts = 16;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        (i % 2 === 0 ? trip.adminA : trip.adminB)
          .json<{ code?: string }>('POST', `/api/projects/${trip.projectId}/events`, {
            title: `Free event ${i}`,
            datetime: '2031-08-01T10:00:00.000Z',
          })
          .then(({ res, data }) => ({ status: res.status, code: data.code })),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(FREE_EVENT_LIMIT);
    expect(answers.filter((r) => r.status === 403 && r.code === 'TRIAL_LIMIT_REACHED')).toHaveLength(attempts - FREE_EVENT_LIMIT);
    const count = await db.execute({
      sql: 'SELECT count(*) AS n FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ?',
      args: [trip.projectId],
    });
    expect(Number(count.rows[0]?.n)).toBe(FREE_EVENT_LIMIT);
  });
});

it('logged no server error in either process', () => {
  for (const server of [a, b]) expect(server.output()).not.toMatch(/error|SQLITE_BUSY|unhandled/i);
});
