import { describe, expect, it } from 'vitest';
import { grantAccess } from '../../src/server/access/access';
import { HttpError } from '../../src/server/http/errors';
import { createSession } from '../../src/server/auth/sessions';
import { ACCESS_WINDOW_MS } from '../../src/lib/limits';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';
import type { DatabaseHandle } from '../../db/index';

const MINUTE = 60 * 1000;

async function attempt(db: DatabaseHandle, projectId: string, code: string, client: string, now: number) {
  try {
    await grantAccess(
      db,
      { projectId, accessCode: code, client, ensureSession: async () => (await createSession(db)).session.id },
      now,
    );
    return { status: 200 as const };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, details: error.details, headers: error.headers };
  }
}

describe('access-attempt limiter', () => {
  it('counts down, then locks for 15 minutes even for the right code', async () => {
    const db = await tempDatabase();
    const p = await insertProject(db, { accessCode: 'RIGHT2' });
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const r = await attempt(db, p.projectId, 'WRONG3', 'client-a', t0 + i);
      expect(r.status).toBe(401);
      remaining.push(r.details?.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const locked = await attempt(db, p.projectId, 'RIGHT2', 'client-a', t0 + 10);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers?.['Retry-After'])).toBeGreaterThan(14 * 60);
    // Another client is not locked out by this one.
    expect((await attempt(db, p.projectId, 'RIGHT2', 'client-b', t0 + 10)).status).toBe(200);
    // After the window passes, the right code works again.
    expect((await attempt(db, p.projectId, 'RIGHT2', 'client-a', t0 + ACCESS_WINDOW_MS + 20)).status).toBe(200);
  });

  it('doubles the wait on a repeated lockout', async () => {
    const db = await tempDatabase();
    const p = await insertProject(db, { accessCode: 'RIGHT2' });
    let t = Date.parse('2026-03-01T12:00:00Z');
    for (let i = 0; i < 5; i++) await attempt(db, p.projectId, 'WRONG3', 'c', t++);
    t += ACCESS_WINDOW_MS + 1000; // first lock (15 min) over
    for (let i = 0; i < 5; i++) expect((await attempt(db, p.projectId, 'WRONG3', 'c', t++)).status).toBe(401);
    const second = await attempt(db, p.projectId, 'RIGHT2', 'c', t);
    expect(second.status).toBe(429);
    const seconds = Number(second.headers?.['Retry-After']);
    expect(seconds).toBeGreaterThan(29 * 60);
    expect(seconds).toBeLessThanOrEqual(30 * 60);
    expect((await attempt(db, p.projectId, 'RIGHT2', 'c', t + 16 * MINUTE)).status).toBe(429);
    expect((await attempt(db, p.projectId, 'RIGHT2', 'c', t + 31 * MINUTE)).status).toBe(200);
  });

  it('caps one client at 20 failures a day on a project', async () => {
    const db = await tempDatabase();
    const p = await insertProject(db, { accessCode: 'RIGHT2' });
    let t = Date.parse('2026-03-01T00:00:00Z');
    let failures = 0;
    // Wait out each lock until the daily cap is reached.
    while (failures < 20) {
      const r = await attempt(db, p.projectId, 'WRONG3', 'c', t);
      if (r.status === 401) failures++;
      else t += 2 * 60 * MINUTE; // past the (doubling) lock
      t += 1;
    }
    const capped = await attempt(db, p.projectId, 'RIGHT2', 'c', t + 1);
    expect(capped.status).toBe(429);
    expect((await attempt(db, p.projectId, 'RIGHT2', 'c', Date.parse('2026-03-02T23:59:00Z'))).status).toBe(200);
  });

  it('limits one client across many projects to about 30 an hour', async () => {
    const db = await tempDatabase();
    const t = Date.parse('2026-03-01T12:00:00Z');
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(db, `nosuch${i}`, 'WRONG3', 'scanner', t + i)).status);
    // Unknown ids are 404s, and they count against the client like wrong codes do.
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers an unknown project with 404, and a wrong code with 401', async () => {
    const db = await tempDatabase();
    const p = await insertProject(db, { accessCode: 'RIGHT2' });
    const t = Date.parse('2026-03-01T12:00:00Z');
    expect((await attempt(db, p.projectId, 'WRONG3', 'c1', t)).status).toBe(401);
    expect((await attempt(db, 'zzzzzzzz', 'WRONG3', 'c2', t)).status).toBe(404);
  });

  it('counts every one of 50 parallel wrong codes', async () => {
    const db = await tempDatabase();
    const p = await insertProject(db, { accessCode: 'RIGHT2' });
    const t = Date.parse('2026-03-01T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(db, p.projectId, `WRONG${i}`, 'burst', t + i)),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    const row = await db.client.execute({
      sql: 'select count from access_attempts where key = ?',
      args: [`access:pair:${p.projectId}:burst`],
    });
    expect(Number(row.rows[0]?.count)).toBe(50);
    expect((await attempt(db, p.projectId, 'RIGHT2', 'burst', t + 100)).status).toBe(429);
  });
});

describe('grants', () => {
  it('never lets anyone edit an example, even with an admin grant', async () => {
    const { requireProjectGrant, grantRole } = await import('../../src/server/access/access');
    const db = await tempDatabase();
    const example = await insertProject(db, { projectId: 'example-test', accessCode: 'EXAMPLE', isExample: true });
    const own = await insertProject(db);
    const { session } = await createSession(db);
    await grantRole(db, session.id, example, 'admin');
    await grantRole(db, session.id, own, 'admin');
    await expect(requireProjectGrant(db, session.id, 'example-test', 'viewer')).resolves.toBeTruthy();
    await expect(requireProjectGrant(db, session.id, 'example-test', 'admin')).rejects.toMatchObject({ status: 403 });
    await expect(requireProjectGrant(db, session.id, own.projectId, 'admin')).resolves.toBeTruthy();
  });

  it('does not downgrade an admin who enters the access code', async () => {
    const { requireProjectGrant, grantRole } = await import('../../src/server/access/access');
    const db = await tempDatabase();
    const own = await insertProject(db);
    const { session } = await createSession(db);
    await grantRole(db, session.id, own, 'admin');
    await grantRole(db, session.id, own, 'viewer');
    expect((await requireProjectGrant(db, session.id, own.projectId, 'admin')).role).toBe('admin');
  });
});
