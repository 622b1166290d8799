/**
 * Create, preview, access, current project and exit over real HTTP against the built server and
 * a real libSQL file.
 */
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
/** A browser with its own client address, so rate limits of one test never touch another. */
const browser = () => suite.browser();

async function createItinerary(b: TestBrowser, name = 'Lisbon Long Weekend') {
  const { res, data } = await b.json<{ success: boolean; project: Record<string, string> }>('POST', '/api/projects', { name });
  expect(res.status).toBe(201);
  return data.project;
}

describe('POST /api/projects', () => {
  it('creates an itinerary with codes and makes the creator its admin', async () => {
    const b = browser();
    const project = await createItinerary(b, '  Sam’s 30th 🎉  ');
    expect(project.name).toBe('Sam’s 30th 🎉');
    expect(project.projectId).toMatch(/^[a-z0-9]{8}$/);
    expect(project.accessCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(project.adminCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(project.redirectUrl).toBe(`/project/${project.projectId}`);
    expect(project.ownerEmail).toBeNull();
    // The creating browser has a session cookie and admin access.
    expect([...b.cookies.keys()]).toContain('session');
    const cookieLine = (await b.json('POST', '/api/projects', { name: 'Second' })).res.headers.getSetCookie().join('');
    expect(cookieLine).toBe(''); // the existing session is reused, not replaced
    const current = await b.json<Record<string, unknown>>('GET', '/api/current-project');
    expect(current.res.status).toBe(200);
    const page = await b.get(`/project/${project.projectId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sam’s 30th 🎉');
  });

  it('refuses an empty name with "Please enter an itinerary name." and creates nothing', async () => {
    const b = browser();
    for (const body of [{ name: '   ' }, {}, { name: '' }]) {
      const { res, data } = await b.json<{ message: string }>('POST', '/api/projects', body);
      expect(res.status).toBe(400);
      expect(data.message).toBe('Please enter an itinerary name.');
    }
    expect(b.cookies.size).toBe(0);
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    const b = browser();
    const bad = await b.request('POST', '/api/projects', '{"name":');
    expect(bad.status).toBe(400);
    const huge = await b.request('POST', '/api/projects', JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
  });

  it('refuses cross-site writes', async () => {
    const b = browser();
    const res = await b.request('POST', '/api/projects', { name: 'Trip' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    const res2 = await b.request('POST', '/api/projects', { name: 'Trip' }, { origin: 'https://evil.example' });
    expect(res2.status).toBe(403);
  });
});

describe('GET /api/projects/{id}/preview', () => {
  it('returns the name and owner only', async () => {
    const { res, data } = await browser().json<{ success: boolean; project: Record<string, unknown> }>(
      'GET',
      '/api/projects/example-wedding/preview',
    );
    expect(res.status).toBe(200);
    expect(data.success).toBe(true);
    expect(Object.keys(data.project).sort()).toEqual(['name', 'ownerName']);
  });

  it('is 404 for an unknown project', async () => {
    const res = await browser().get('/api/projects/nosuchid/preview');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/projects/{id}/access', () => {
  it('grants a viewer with the right code (any case, with or without email)', async () => {
    const owner = browser();
    const project = await createItinerary(owner);
    const guest = browser();
    expect((await guest.get(`/project/${project.projectId}`)).status).toBe(302);
    const { res, data } = await guest.json<{ success: boolean; project: Record<string, string> }>(
      'POST',
      `/api/projects/${project.projectId}/access`,
      { accessCode: project.accessCode!.toLowerCase(), email: 'guest@example.com' },
    );
    expect(res.status).toBe(200);
    // No guest list: the browser goes straight to the itinerary.
    expect(data).toEqual({ success: true, project: { projectId: project.projectId, name: project.name }, next: `/project/${project.projectId}` });
    const page = await guest.get(`/project/${project.projectId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(project.accessCode);
    expect(html).not.toContain(project.adminCode); // viewers never receive the admin code
    const current = await guest.json<Record<string, unknown>>('GET', '/api/current-project');
    expect(current.data.projectId).toBe(project.projectId);
    expect(current.data.adminCode).toBeUndefined();
  });

  it('opens an example with code EXAMPLE', async () => {
    const guest = browser();
    const res = await guest.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' });
    expect(res.status).toBe(200);
    const events = await guest.json<unknown[]>('GET', '/api/projects/example-paris/events');
    expect(events.res.status).toBe(200);
    expect(events.data.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(events.data)).not.toContain('privateNotes');
  });

  it('says how many attempts remain, then locks with 429 even for the right code', async () => {
    const project = await createItinerary(browser());
    const guest = browser();
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const { res, data } = await guest.json<{ message: string; attemptsRemaining: number }>(
        'POST',
        `/api/projects/${project.projectId}/access`,
        { accessCode: 'WRONG2' },
      );
      expect(res.status).toBe(401);
      expect(data.message).toBe('Invalid access code. Please check and try again.');
      remaining.push(data.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const locked = await guest.request('POST', `/api/projects/${project.projectId}/access`, {
      accessCode: project.accessCode,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Too many failed attempts/);
    expect((await guest.get(`/project/${project.projectId}`)).status).toBe(302);
  });

  it('unlocks once the window has passed', async () => {
    const project = await createItinerary(browser());
    const guest = browser();
    for (let i = 0; i < 5; i++) await guest.post(`/api/projects/${project.projectId}/access`, { accessCode: 'WRONG2' });
    expect((await guest.post(`/api/projects/${project.projectId}/access`, { accessCode: project.accessCode })).status).toBe(429);
    // Move this client's counters 16 minutes into the past, as if the window had passed.
    const db = createClient({ url: suite.server.databaseUrl });
    const sixteenMinutes = 16 * 60 * 1000;
    await db.execute({
      sql: `update access_attempts set window_start = window_start - ?, locked_until = locked_until - ? where key like ?`,
      args: [sixteenMinutes, sixteenMinutes, `access:pair:${project.projectId}:%`],
    });
    db.close();
    const res = await guest.post(`/api/projects/${project.projectId}/access`, { accessCode: project.accessCode });
    expect(res.status).toBe(200);
  });

  it('answers an unknown project with 404, and still limits how many ids one client tries', async () => {
    const guesser = browser();
    const { res, data } = await guesser.json('POST', '/api/projects/zzzzzzzz/access', { accessCode: 'WRONG2' });
    expect(res.status).toBe(404);
    expect(data).toEqual({ message: 'This itinerary does not exist.', code: 'NOT_FOUND' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await guesser.post(`/api/projects/zz${String(i).padStart(6, '0')}/access`, { accessCode: 'WRONG2' })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });

  it('counts 50 parallel wrong codes and then refuses the right one', async () => {
    const project = await createItinerary(browser());
    const guest = browser();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        guest.post(`/api/projects/${project.projectId}/access`, { accessCode: 'WRONG2' }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect((await guest.post(`/api/projects/${project.projectId}/access`, { accessCode: project.accessCode })).status).toBe(429);
  });

  it('needs a code', async () => {
    const { res, data } = await browser().json<{ message: string }>('POST', '/api/projects/example-paris/access', { accessCode: ' ' });
    expect(res.status).toBe(400);
    expect(data.message).toBe('Please enter an access code');
  });
});

describe('current project and exit', () => {
  it('is 401 for a browser that opened nothing', async () => {
    expect((await browser().get('/api/current-project')).status).toBe(401);
  });

  it('exit ends the grant', async () => {
    const guest = browser();
    await guest.post('/api/projects/example-vegas/access', { accessCode: 'EXAMPLE' });
    expect((await guest.get('/project/example-vegas')).status).toBe(200);
    expect((await guest.delete('/api/projects/example-vegas/access')).status).toBe(200);
    const page = await guest.get('/project/example-vegas');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/access/example-vegas');
    expect((await guest.get('/api/current-project')).status).toBe(401);
    expect((await guest.delete('/api/projects/example-vegas/access')).status).toBe(401);
  });
});

describe('pages', () => {
  it('unknown paths get the 404 page', async () => {
    const res = await browser().get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<html/i);
  });

  it('share-link pages carry "Join {name}" metadata', async () => {
    const res = await browser().get('/access/example-wedding');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<meta property="og:title" content="Join [^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  });

  it('sends security headers', async () => {
    const res = await browser().get('/access/example-wedding');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});
