/**
 * Requests that cost disk have quotas per itinerary and per client, and nothing the product keeps
 * for a while grows without bound: expired sessions with their grants, spent sign-in links, old
 * counters and unsaved uploads are swept on a schedule.
 */
import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';
import {
  FEEDBACK_PER_HOUR_PER_PROJECT,
  HOUR_MS,
  UPLOAD_URLS_PER_HOUR_PER_CLIENT,
  UPLOAD_URLS_PER_HOUR_PER_PROJECT,
} from '../../src/lib/limits';

const UPLOADS_DIR = join(TMP_DIR, `quota-uploads-${randomUUID()}`);
const suite = serverSuite({ TRUST_PROXY: 'true', UPLOADS_DIR, SWEEP_INTERVAL_SECONDS: '1' });

const askUploadUrl = (b: TestBrowser, projectId: string) =>
  b.json<{ message?: string }>('POST', `/api/projects/${projectId}/images/upload-url`, { contentType: 'image/png', size: 1000 });

describe('quotas', () => {
  it(`hands out at most ${UPLOAD_URLS_PER_HOUR_PER_PROJECT} upload URLs an hour per itinerary, from any number of clients`, async () => {
    const it1 = await createItinerary(suite);
    // Two more admins on other clients.
    const admins = [it1.admin, suite.browser(), suite.browser()];
    for (const extra of admins.slice(1)) {
      expect((await extra.post(`/api/projects/${it1.projectId}/verify-admin`, { adminCode: it1.adminCode })).status).toBe(200);
    }
    for (let i = 0; i < UPLOAD_URLS_PER_HOUR_PER_PROJECT; i++) {
      const { res } = await askUploadUrl(admins[i % 2] as TestBrowser, it1.projectId);
      expect(res.status).toBe(200);
    }
    const { res, data } = await askUploadUrl(admins[2] as TestBrowser, it1.projectId);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(data.message).toMatch(/^This itinerary has started a lot of image uploads in the last hour\. Please try again in \d+ minutes?\.$/);
  });

  it(`hands out at most ${UPLOAD_URLS_PER_HOUR_PER_CLIENT} upload URLs an hour per client, across itineraries`, async () => {
    const client = { 'x-forwarded-for': '203.0.113.200' };
    const organiser = new TestBrowser(suite.server.url, client);
    const ids: string[] = [];
    for (const name of ['Quota One', 'Quota Two']) {
      const { data } = await organiser.json<{ project: { projectId: string } }>('POST', '/api/projects', { name });
      await runSql(suite, 'UPDATE projects SET is_paid = 1 WHERE project_id = ?', [data.project.projectId]);
      ids.push(data.project.projectId);
    }
    for (let i = 0; i < UPLOAD_URLS_PER_HOUR_PER_CLIENT; i++) {
      expect((await askUploadUrl(organiser, ids[i < 20 ? 0 : 1] as string)).res.status).toBe(200);
    }
    const { res, data } = await askUploadUrl(organiser, ids[1] as string);
    expect(res.status).toBe(429);
    expect(data.message).toMatch(/^You have started a lot of image uploads in the last hour\./);
  });

  it(`takes at most ${FEEDBACK_PER_HOUR_PER_PROJECT} feedback messages an hour per itinerary, however many sessions send them`, async () => {
    const it1 = await createItinerary(suite, { paid: false });
    const send = async () => {
      const guest = suite.browser();
      expect((await guest.post(`/api/projects/${it1.projectId}/access`, { accessCode: it1.accessCode })).status).toBe(200);
      return guest.json<{ message?: string }>('POST', `/api/projects/${it1.projectId}/feedback`, { userType: 'guest', feedbackText: 'Lovely!' });
    };
    for (let i = 0; i < FEEDBACK_PER_HOUR_PER_PROJECT; i++) expect((await send()).res.status).toBe(201);
    const refused = await send();
    expect(refused.res.status).toBe(429);
    expect(refused.data.message).toMatch(/^This itinerary has received a lot of feedback in the last hour\./);
    const stored = await runSql(suite, 'SELECT count(*) AS n FROM feedback f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ?', [it1.projectId]);
    expect(Number(stored.rows[0]?.n)).toBe(FEEDBACK_PER_HOUR_PER_PROJECT);
  });
});

describe('scheduled sweeps', () => {
  it('remove expired sessions and their grants, spent sign-in links, old counters and unsaved uploads, and keep the rest', async () => {
    const it1 = await createItinerary(suite, { paid: false });
    const now = Date.now();
    const old = now - 3 * 24 * HOUR_MS;
    const project = await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [it1.projectId]);
    const projectRowId = Number(project.rows[0]?.id);
    // The session expires once its grant is in: the sweep runs on its own timer meanwhile.
    await runSql(suite, `INSERT INTO sessions (id, secret_hash, created_at, last_verified_at, expires_at) VALUES ('expired-session', 'x', ?, ?, ?)`, [old, old, now + HOUR_MS]);
    await runSql(suite, `INSERT INTO project_grants (session_id, project_id, role, created_at) VALUES ('expired-session', ?, 'viewer', ?)`, [projectRowId, old]);
    await runSql(suite, `UPDATE sessions SET expires_at = ? WHERE id = 'expired-session'`, [now - 1000]);
    await runSql(suite, `INSERT INTO email_login_tokens (token_hash, email, expires_at, created_at) VALUES ('spent-hash', 'a@example.test', ?, ?)`, [now - 1000, old]);
    await runSql(suite, `INSERT INTO access_attempts (key, count, window_start, strikes, locked_until, updated_at) VALUES ('test:old', 3, ?, 1, ?, ?)`, [old, old, old]);
    // A counter still locked must stay, however old its last hit.
    await runSql(suite, `INSERT INTO access_attempts (key, count, window_start, strikes, locked_until, updated_at) VALUES ('test:locked', 5, ?, 3, ?, ?)`, [old, now + HOUR_MS, old]);
    const pending = join(UPLOADS_DIR, 'pending', it1.projectId);
    mkdirSync(pending, { recursive: true });
    const stale = join(pending, 'stale.png');
    const fresh = join(pending, 'fresh.png');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    utimesSync(stale, new Date(now - 2 * HOUR_MS), new Date(now - 2 * HOUR_MS));

    const count = async (sql: string) => Number((await runSql(suite, sql)).rows[0]?.n);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await count(`SELECT count(*) AS n FROM sessions WHERE id = 'expired-session'`)) > 0) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // One more interval, so the sweep that removed the session has finished its other steps.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await count(`SELECT count(*) AS n FROM sessions WHERE id = 'expired-session'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM project_grants WHERE session_id = 'expired-session'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM email_login_tokens WHERE token_hash = 'spent-hash'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM access_attempts WHERE key = 'test:old'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM access_attempts WHERE key = 'test:locked'`)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    // The guests who are in stay in.
    expect((await it1.guest.get(`/api/projects/${it1.projectId}/itinerary`)).status).toBe(200);
  });
});
