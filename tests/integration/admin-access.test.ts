/** The admin code over real HTTP: edit access, rate limits, examples. */
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
const browser = () => suite.browser();

async function itinerary() {
  const { data } = await browser().json<{ project: { projectId: string; accessCode: string; adminCode: string } }>(
    'POST',
    '/api/projects',
    { name: 'Admin Test Trip' },
  );
  return data.project;
}

const role = async (b: TestBrowser, projectId: string) =>
  (await b.json<{ role?: string; project?: { adminCode?: string } }>('GET', `/api/projects/${projectId}/itinerary`)).data;

describe('POST /api/projects/{id}/verify-admin', () => {
  it('makes a guest an admin with the right code (any case)', async () => {
    const p = await itinerary();
    const guest = browser();
    await guest.post(`/api/projects/${p.projectId}/access`, { accessCode: p.accessCode });
    expect((await role(guest, p.projectId)).role).toBe('viewer');
    const res = await guest.json('POST', `/api/projects/${p.projectId}/verify-admin`, { adminCode: p.adminCode.toLowerCase() });
    expect(res.res.status).toBe(200);
    expect(res.data).toEqual({ success: true });
    const after = await role(guest, p.projectId);
    expect(after.role).toBe('admin');
    expect(after.project?.adminCode).toBe(p.adminCode);
    // An admin may now write.
    expect((await guest.post(`/api/projects/${p.projectId}/events`, { title: 'Brunch', datetime: '2031-01-01T15:00:00Z' })).status).toBe(201);
  });

  it('works for a browser that has nothing yet', async () => {
    const p = await itinerary();
    const fresh = browser();
    expect((await fresh.post(`/api/projects/${p.projectId}/verify-admin`, { adminCode: p.adminCode })).status).toBe(200);
    expect((await role(fresh, p.projectId)).role).toBe('admin');
  });

  it('refuses wrong codes with "Invalid admin code", then locks even the right one', async () => {
    const p = await itinerary();
    const guest = browser();
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const { res, data } = await guest.json<{ message: string; attemptsRemaining: number }>(
        'POST',
        `/api/projects/${p.projectId}/verify-admin`,
        { adminCode: 'WRONG234' },
      );
      expect(res.status).toBe(401);
      expect(data.message).toBe('Invalid admin code. Please try again.');
      remaining.push(data.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect((await guest.post(`/api/projects/${p.projectId}/verify-admin`, { adminCode: p.adminCode })).status).toBe(429);
    // The access code has its own counter: the guest can still view.
    expect((await guest.post(`/api/projects/${p.projectId}/access`, { accessCode: p.accessCode })).status).toBe(200);
  });

  it('needs a code, and never makes anyone an admin of an example', async () => {
    const guest = browser();
    const empty = await guest.json<{ message: string }>('POST', '/api/projects/example-paris/verify-admin', { adminCode: '  ' });
    expect(empty.res.status).toBe(400);
    expect(empty.data.message).toBe('Please enter the admin code.');
    const example = await guest.json<{ message: string }>('POST', '/api/projects/example-paris/verify-admin', { adminCode: 'ANYTHING' });
    expect(example.res.status).toBe(403);
    expect(example.data.message).toMatch(/Example itineraries cannot be edited/);
  });

  it('answers an unknown project with 404, not as a wrong code', async () => {
    const { res, data } = await browser().json('POST', '/api/projects/zzzzzzzz/verify-admin', { adminCode: 'WRONG234' });
    expect(res.status).toBe(404);
    expect(data).toEqual({ message: 'This itinerary does not exist.', code: 'NOT_FOUND' });
  });
});
