/**
 * The dashboard's itinerary calls over real HTTP: own itineraries only, deleting by the exact name
 * (with everything stored for it), receipts and admin access for the signed-in owner, and 401 for
 * every account call without a signed-in user.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MyProjectView, PaymentView } from '../../src/lib/types';
import { ownedItinerary, signIn } from '../support/dashboard';
import type { TestBrowser } from '../support/http-client';
import { png, putUpload, requestUploadUrl, saveImages, uploadImage } from '../support/images';
import { createItinerary, readItinerary, runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';
import { openLiveStream } from '../support/live-stream';

const UPLOADS_DIR = join(TMP_DIR, `dashboard-uploads-${randomUUID()}`);
const suite = serverSuite({ TRUST_PROXY: 'true', UPLOADS_DIR, UPLOAD_SIGNING_SECRET: 'dashboard-secret' });

const filesUnder = (folder: string): string[] => {
  if (!existsSync(join(UPLOADS_DIR, folder))) return [];
  return readdirSync(join(UPLOADS_DIR, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
};

const count = async (sql: string, args: (string | number)[]) => Number((await runSql(suite, sql, args)).rows[0]?.n);

async function addEvent(browser: TestBrowser, projectId: string, title: string, attendees: string | null) {
  const res = await browser.post(`/api/projects/${projectId}/events`, { title, datetime: '2031-05-01T10:00:00Z', attendees });
  expect(res.status).toBe(201);
}

describe('every dashboard call needs a signed-in user', () => {
  it('answers 401 UNAUTHORIZED without one, even to a browser that holds an admin grant', async () => {
    const owner = await signIn(suite);
    const own = await ownedItinerary(suite, owner);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/my-projects', undefined],
      ['DELETE', `/api/projects/${own.projectId}`, { confirmationName: 'Test Weekend' }],
      ['POST', `/api/projects/${own.projectId}/access-owned`, {}],
      ['GET', '/api/unclaimed-events', undefined],
      ['PUT', '/api/unclaimed-events/1', { title: 'Mine now' }],
      ['DELETE', '/api/unclaimed-events/1', undefined],
      ['POST', '/api/unclaimed-events/1/assign', { projectId: own.projectId }],
      ['POST', '/api/users/avatar/upload-url', { contentType: 'image/png', size: 1000 }],
      ['POST', '/api/users/avatar/complete', { key: `pending/users/${owner.userId}/${'A'.repeat(22)}` }],
    ];
    // A browser with no session at all, and the creator's browser: a guest session with an admin grant.
    for (const browser of [suite.browser(), own.admin]) {
      for (const [method, path, body] of calls) {
        const { res, data } = await browser.json<{ message: string; code: string }>(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(data).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
      }
    }
    // Receipts stay readable by the itinerary's admin, and by nobody else signed out.
    expect((await own.admin.get(`/api/projects/${own.projectId}/payments`)).status).toBe(200);
    expect((await suite.browser().get(`/api/projects/${own.projectId}/payments`)).status).toBe(401);
    expect(await count('SELECT count(*) AS n FROM projects WHERE project_id = ?', [own.projectId])).toBe(1);
  });
});

describe('GET /api/my-projects', () => {
  it('lists only the user’s own itineraries, newest first, with people and event counts', async () => {
    const ana = await signIn(suite);
    const ben = await signIn(suite);
    const first = await ownedItinerary(suite, ana, { name: 'Lisbon Weekend' });
    const second = await ownedItinerary(suite, ana, { name: 'Wedding Week', paid: false });
    const bens = await ownedItinerary(suite, ben, { name: 'Ben’s Trip' });
    await createItinerary(suite, { name: 'Nobody’s Trip' });
    // Created one after the other in the same millisecond is possible: make the order certain.
    await runSql(suite, 'UPDATE projects SET created_at = created_at - 60000 WHERE project_id = ?', [first.projectId]);

    await addEvent(first.admin, first.projectId, 'Dinner', 'Ana, Ben');
    await addEvent(first.admin, first.projectId, 'Beach', 'Everyone');
    await addEvent(first.admin, first.projectId, 'Museum', 'Everyone except Cy, ben');
    await addEvent(first.admin, first.projectId, 'Brunch', 'ana,  Dee ');
    await addEvent(first.admin, first.projectId, 'Walk', null);

    const { res, data } = await ana.browser.json<MyProjectView[]>('GET', '/api/my-projects');
    expect(res.status).toBe(200);
    expect(data.map((p) => p.projectId)).toEqual([second.projectId, first.projectId]);
    const lisbon = data[1]!;
    expect(lisbon).toMatchObject({ name: 'Lisbon Weekend', isPaid: true, eventCount: 5, customTitle: null });
    // Ana, Ben, Cy and Dee: 'Everyone' is nobody in particular, names count once whatever the case.
    expect(lisbon.participantCount).toBe(4);
    expect(new Date(lisbon.createdAt).toISOString()).toBe(lisbon.createdAt);
    expect(data[0]).toMatchObject({ name: 'Wedding Week', isPaid: false, eventCount: 0, participantCount: 0 });

    const forBen = await ben.browser.json<MyProjectView[]>('GET', '/api/my-projects');
    expect(forBen.data.map((p) => p.projectId)).toEqual([bens.projectId]);
    const newcomer = await signIn(suite);
    expect((await newcomer.browser.json<MyProjectView[]>('GET', '/api/my-projects')).data).toEqual([]);
  });
});

describe('GET …/payments for the signed-in owner', () => {
  it('shows the owner the receipts without an admin grant; another user gets the admin check’s 401', async () => {
    const owner = await signIn(suite);
    const stranger = await signIn(suite);
    const own = await ownedItinerary(suite, owner);
    await runSql(
      suite,
      `INSERT INTO payments (project_id, amount, currency, status, payment_method_type, receipt_url, created_at)
       VALUES ((SELECT id FROM projects WHERE project_id = ?), 300, 'usd', 'succeeded', 'card', 'https://pay.example/receipt/1', ?)`,
      [own.projectId, Date.now()],
    );
    const { res, data } = await owner.browser.json<PaymentView[]>('GET', `/api/projects/${own.projectId}/payments`);
    expect(res.status).toBe(200);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ amount: 300, status: 'succeeded', receiptUrl: 'https://pay.example/receipt/1' });
    expect((await stranger.browser.get(`/api/projects/${own.projectId}/payments`)).status).toBe(401);
    // The owner's browser holds no grant: receipts do not open the itinerary itself.
    expect((await owner.browser.get(`/api/projects/${own.projectId}/itinerary`)).status).toBe(401);
  });
});

describe('POST …/access-owned', () => {
  it('makes the signed-in owner’s browser admin; anyone else gets 403, and 404 when there is no such itinerary', async () => {
    const owner = await signIn(suite);
    const stranger = await signIn(suite);
    const own = await ownedItinerary(suite, owner, { name: 'Owned Trip' });
    const refused = { message: 'Unable to access your project. Please try again.', code: 'FORBIDDEN' };
    for (const path of [`/api/projects/${own.projectId}/access-owned`, '/api/projects/example-paris/access-owned']) {
      const { res, data } = await stranger.browser.json('POST', path, {});
      expect(res.status, path).toBe(403);
      expect(data).toEqual(refused);
    }
    expect((await stranger.browser.post('/api/projects/nosuchid/access-owned', {})).status).toBe(404);
    expect((await stranger.browser.get(`/api/projects/${own.projectId}/itinerary`)).status).toBe(401);

    const { res, data } = await owner.browser.json('POST', `/api/projects/${own.projectId}/access-owned`, {});
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true, project: { name: 'Owned Trip' } });
    const itinerary = await readItinerary(owner.browser, own.projectId);
    expect(itinerary.status).toBe(200);
    expect(itinerary.role).toBe('admin');
    // Admin for real: it may write.
    expect((await owner.browser.post(`/api/projects/${own.projectId}/faqs`, { question: 'Parking?', answer: 'Yes.' })).status).toBe(201);
  });
});

describe('DELETE /api/projects/{projectId}', () => {
  async function fullItinerary() {
    const owner = await signIn(suite);
    const own = await ownedItinerary(suite, owner, { name: 'Porto Getaway' });
    const { projectId } = own;
    await addEvent(own.admin, projectId, 'Dinner', 'Ana, Ben');
    expect((await own.admin.post(`/api/projects/${projectId}/faqs`, { question: 'Parking?', answer: 'Yes.' })).status).toBe(201);
    const saved = await saveImages(own.admin, projectId, [await uploadImage(own.admin, projectId, await png())]);
    expect(saved.res.status).toBe(200);
    // An upload that was never saved waits under pending/ until the sweep.
    const pending = await requestUploadUrl(own.admin, projectId, 'image/png', (await png(30, 30)).length);
    expect((await putUpload(suite.server.url, pending.data.uploadURL, await png(30, 30), 'image/png')).status).toBe(200);
    await runSql(suite, `INSERT INTO calendar_feeds (project_id, secret, created_at) VALUES ((SELECT id FROM projects WHERE project_id = ?), ?, ?)`, [
      projectId,
      randomUUID(),
      Date.now(),
    ]);
    await runSql(
      suite,
      `INSERT INTO payments (project_id, user_id, amount, status, receipt_url, created_at) VALUES ((SELECT id FROM projects WHERE project_id = ?), ?, 300, 'succeeded', ?, ?)`,
      [projectId, owner.userId, `https://pay.example/${projectId}`, Date.now()],
    );
    expect(filesUnder(`projects/${projectId}`)).toHaveLength(1);
    // The saved upload left its '.used' marker; the unsaved one is still there.
    expect(filesUnder(`pending/${projectId}`).filter((name) => !name.endsWith('.used'))).toHaveLength(1);
    return { owner, own, projectId, imageUrl: saved.data.project.headerImages[0]! };
  }

  const rowsOf = async (projectId: string) => {
    const id = (await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [projectId])).rows[0]?.id;
    const n = (table: string) => count(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`, [Number(id ?? -1)]);
    return { project: id === undefined ? 0 : 1, events: await n('events'), faqs: await n('faqs'), grants: await n('project_grants'), feeds: await n('calendar_feeds') };
  };

  it('refuses another user and a wrong name, changing nothing', async () => {
    const { owner, own, projectId, imageUrl } = await fullItinerary();
    const before = await rowsOf(projectId);
    expect(before).toEqual({ project: 1, events: 1, faqs: 1, grants: 2, feeds: 1 });

    const stranger = await signIn(suite);
    // Another user's itinerary answers like an unknown one, even with the right name.
    for (const path of [`/api/projects/${projectId}`, '/api/projects/nosuchid']) {
      const { res, data } = await stranger.browser.json('DELETE', path, { confirmationName: 'Porto Getaway' });
      expect(res.status, path).toBe(404);
      expect(data).toEqual({ message: 'This itinerary does not exist.', code: 'NOT_FOUND' });
    }
    for (const confirmationName of ['porto getaway', 'Porto  Getaway', 'Porto', '']) {
      const { res, data } = await owner.browser.json('DELETE', `/api/projects/${projectId}`, { confirmationName });
      expect(res.status, confirmationName).toBe(400);
      expect(data).toEqual({ message: 'The name does not match.', code: 'VALIDATION_FAILED' });
    }
    expect((await owner.browser.request('DELETE', `/api/projects/${projectId}`)).status).toBe(400);
    expect(await rowsOf(projectId)).toEqual(before);
    expect((await fetch(new URL(imageUrl, suite.server.url))).status).toBe(200);
    expect((await readItinerary(own.guest, projectId)).status).toBe(200);
  });

  it('with the exact name removes the itinerary, its events, FAQs, grants, feeds and images, and keeps the receipts', async () => {
    const { owner, own, projectId, imageUrl } = await fullItinerary();
    // An open page's live stream must hear that the itinerary is gone.
    const live = await openLiveStream(suite.server.url, own.guest, projectId);
    expect(live.status).toBe(200);
    const heard = live.readUntil(/event: gone/, 15_000);

    // Surrounding spaces are forgiven (the name was trimmed when saved); nothing else is.
    const { res, data } = await owner.browser.json('DELETE', `/api/projects/${projectId}`, { confirmationName: ' Porto Getaway ' });
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true });

    expect(await rowsOf(projectId)).toEqual({ project: 0, events: 0, faqs: 0, grants: 0, feeds: 0 });
    expect(await count('SELECT count(*) AS n FROM events e LEFT JOIN projects p ON p.id = e.project_id WHERE p.id IS NULL', [])).toBe(0);
    const receipts = await runSql(suite, 'SELECT project_id, user_id FROM payments WHERE receipt_url = ?', [`https://pay.example/${projectId}`]);
    expect(receipts.rows.map((r) => ({ ...r }))).toEqual([{ project_id: null, user_id: owner.userId }]);
    expect(filesUnder(`projects/${projectId}`)).toEqual([]);
    expect(filesUnder(`pending/${projectId}`)).toEqual([]);
    expect((await fetch(new URL(imageUrl, suite.server.url))).status).toBe(404);

    expect(await heard).toBe(true);
    live.close();
    for (const browser of [own.admin, own.guest]) expect((await readItinerary(browser, projectId)).status).toBe(404);
    expect((await owner.browser.json<MyProjectView[]>('GET', '/api/my-projects')).data).toEqual([]);
    // Deleting twice: gone is gone.
    expect((await owner.browser.json('DELETE', `/api/projects/${projectId}`, { confirmationName: 'Porto Getaway' })).res.status).toBe(404);
  });
});
