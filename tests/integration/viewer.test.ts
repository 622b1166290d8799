/**
 * Events API, live updates, the itinerary read and the public preview over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
const browser = () => suite.browser();

async function ownItinerary() {
  const admin = browser();
  const { data } = await admin.json<{ project: { projectId: string; accessCode: string; adminCode: string } }>(
    'POST',
    '/api/projects',
    { name: 'Live Test Weekend' },
  );
  const guest = browser();
  expect((await guest.post(`/api/projects/${data.project.projectId}/access`, { accessCode: data.project.accessCode })).status).toBe(200);
  return { admin, guest, ...data.project };
}

const event = (over: Record<string, unknown> = {}) => ({
  title: 'Sunset sail',
  datetime: '2030-06-14T23:30:00.000Z',
  location: 'Pier 39, San Francisco',
  latitude: 37.8087,
  longitude: -122.4098,
  attendees: 'Everyone except Sam',
  vibe: 'Boat shoes',
  privateNotes: 'Booking ref ZX-4411',
  ...over,
});

describe('events API', () => {
  it('lets only an admin write, and never shows private notes to guests', async () => {
    const { admin, guest, projectId } = await ownItinerary();
    const stranger = browser();
    expect((await stranger.post(`/api/projects/${projectId}/events`, event())).status).toBe(401);
    expect((await guest.post(`/api/projects/${projectId}/events`, event())).status).toBe(403);
    const created = await admin.json<{ id: number; privateNotes: string }>('POST', `/api/projects/${projectId}/events`, event());
    expect(created.res.status).toBe(201);
    expect(created.data.privateNotes).toBe('Booking ref ZX-4411');
    const seen = await guest.json<Record<string, unknown>[]>('GET', `/api/projects/${projectId}/events`);
    expect(seen.data).toHaveLength(1);
    expect(seen.data[0]).not.toHaveProperty('privateNotes');
    expect(JSON.stringify(seen.data)).not.toContain('ZX-4411');
    const page = await (await guest.get(`/project/${projectId}`)).text();
    expect(page).toContain('Sunset sail');
    expect(page).not.toContain('ZX-4411');
    expect((await guest.request('PUT', `/api/projects/${projectId}/events/${created.data.id}`, event({ title: 'x' }))).status).toBe(403);
    expect((await guest.delete(`/api/projects/${projectId}/events/${created.data.id}`)).status).toBe(403);
  });

  it('validates events and changes nothing on bad input', async () => {
    const { admin, projectId } = await ownItinerary();
    const bad = [
      [{ ...event(), title: '  ' }, 'Please enter an event title.'],
      [{ ...event(), datetime: 'tomorrow' }, 'Please choose a date and time.'],
      [{ ...event(), latitude: 123 }, 'Latitude must be between -90 and 90.'],
      [{ ...event(), title: 'x'.repeat(201) }, 'Event titles can be at most 200 characters.'],
    ] as const;
    for (const [body, message] of bad) {
      const { res, data } = await admin.json<{ message: string }>('POST', `/api/projects/${projectId}/events`, body);
      expect(res.status).toBe(400);
      expect(data.message).toBe(message);
    }
    const list = await admin.json<unknown[]>('GET', `/api/projects/${projectId}/events`);
    expect(list.data).toHaveLength(0);
  });

  it('bumps the version on each change, and not on a miss', async () => {
    const { admin, projectId } = await ownItinerary();
    const version = async () =>
      (await admin.json<{ project: { version: number } }>('GET', `/api/projects/${projectId}/itinerary`)).data.project.version;
    const v0 = await version();
    const created = await admin.json<{ id: number }>('POST', `/api/projects/${projectId}/events`, event());
    expect(await version()).toBe(v0 + 1);
    expect((await admin.request('PUT', `/api/projects/${projectId}/events/${created.data.id}`, event({ title: 'Sail' }))).status).toBe(200);
    expect(await version()).toBe(v0 + 2);
    expect((await admin.request('PUT', `/api/projects/${projectId}/events/999999`, event())).status).toBe(404);
    expect((await admin.delete(`/api/projects/${projectId}/events/999999`)).status).toBe(404);
    expect(await version()).toBe(v0 + 2);
    expect((await admin.delete(`/api/projects/${projectId}/events/${created.data.id}`)).status).toBe(200);
    expect(await version()).toBe(v0 + 3);
  });

  it('examples refuse writes', async () => {
    const guest = browser();
    await guest.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' });
    expect((await guest.post('/api/projects/example-paris/events', event())).status).toBe(403);
  });
});

describe('live updates', () => {
  it('streams the version and each change within 2 seconds', async () => {
    const { admin, guest, projectId } = await ownItinerary();
    const stream = await openLiveStream(suite.server.url, guest, projectId);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await stream.next(2000);
    expect(first?.event).toBe('version');
    const v0 = JSON.parse(first!.data).version as number;
    // Nothing changes: nothing is sent.
    expect(await stream.next(1500)).toBeNull();
    const started = Date.now();
    await admin.post(`/api/projects/${projectId}/events`, event());
    const update = await stream.next(2500);
    expect(update?.event).toBe('version');
    expect(JSON.parse(update!.data).version).toBe(v0 + 1);
    expect(Date.now() - started).toBeLessThan(2000);
    stream.close();
  });

  it('serves only browsers with a grant, and stops when the grant ends', async () => {
    const { admin, guest, projectId } = await ownItinerary();
    expect((await browser().get(`/api/projects/${projectId}/live`)).status).toBe(401);
    const stream = await openLiveStream(suite.server.url, guest, projectId);
    await stream.next(2000);
    await guest.delete(`/api/projects/${projectId}/access`);
    await admin.post(`/api/projects/${projectId}/events`, event());
    expect((await stream.next(2500))?.event).toBe('gone');
    stream.close();
  });
});

describe('preview page', () => {
  it('shows a browser without a grant the teaser, with the banner and never the events or codes', async () => {
    const { admin, projectId, accessCode, adminCode } = await ownItinerary();
    await admin.post(`/api/projects/${projectId}/events`, event());
    const res = await browser().get(`/preview/${projectId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Live Test Weekend');
    expect(html).toContain('1 event');
    expect(html).toContain('$3 to Unlock Full Access');
    expect(html).toContain(`/access/${projectId}`);
    expect(html).not.toContain('Sunset sail');
    expect(html).not.toContain('Pier 39');
    expect(html).not.toContain(accessCode);
    expect(html).not.toContain(adminCode);
    expect(html).not.toContain('ZX-4411');
  });

  it('shows a guest with a grant the whole itinerary, read-only and without the codes', async () => {
    const { admin, guest, projectId, accessCode, adminCode } = await ownItinerary();
    await admin.post(`/api/projects/${projectId}/events`, event());
    const html = await (await guest.get(`/preview/${projectId}`)).text();
    expect(html).toContain('Sunset sail');
    expect(html).toContain('$3 to Unlock Full Access');
    expect(html).not.toContain(accessCode);
    expect(html).not.toContain(adminCode);
    expect(html).not.toContain('ZX-4411');
  });

  it('is 404 for an unknown itinerary', async () => {
    expect((await browser().get('/preview/nosuchid')).status).toBe(404);
  });
});

describe('itinerary page', () => {
  it('keeps the tab from the URL', async () => {
    const guest = browser();
    await guest.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' });
    const html = await (await guest.get('/project/example-paris?tab=faq')).text();
    expect(html).toMatch(/id="tab-faq"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="tab-faq"/);
  });
});

describe('cached itinerary pages', () => {
  it('never serve one role what another may see, and follow every change', async () => {
    const { admin, guest, projectId, adminCode } = await ownItinerary();
    for (let i = 0; i < 3; i++) {
      expect(await (await admin.get(`/project/${projectId}`)).text()).toContain(adminCode);
      expect(await (await guest.get(`/project/${projectId}`)).text()).not.toContain(adminCode);
    }
    await admin.post(`/api/projects/${projectId}/events`, event({ title: 'Moonlight swim' }));
    expect(await (await guest.get(`/project/${projectId}`)).text()).toContain('Moonlight swim');
    // A browser without a grant is still sent to the access page, cache or not.
    const stranger = browser();
    const res = await stranger.get(`/project/${projectId}`);
    expect(res.status).toBe(302);
  });

  it('are sent gzipped to browsers that accept it', async () => {
    const { guest, projectId } = await ownItinerary();
    const res = await guest.get(`/project/${projectId}`, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toContain('Live Test Weekend'); // fetch decodes it
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('free tier', () => {
  it('stops an unpaid itinerary at the free event limit, even under parallel requests', async () => {
    const { admin, projectId } = await ownItinerary();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.post(`/api/projects/${projectId}/events`, event({ title: `Stop ${i}` })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    const refused = await admin.json<{ code: string; message: string }>('POST', `/api/projects/${projectId}/events`, event());
    expect(refused.res.status).toBe(403);
    expect(refused.data.code).toBe('TRIAL_LIMIT_REACHED');
    expect(refused.data.message).toBe('Free itineraries can have up to 5 events. Upgrade for unlimited events.');
    const { data } = await admin.json<{ events: unknown[]; project: { version: number } }>('GET', `/api/projects/${projectId}/itinerary`);
    expect(data.events).toHaveLength(5);
    expect(data.project.version).toBe(6); // one bump per event created, none for refusals
  });

  it('lets a paid itinerary add more', async () => {
    const { admin, projectId } = await ownItinerary();
    const { createClient } = await import('@libsql/client');
    const db = createClient({ url: suite.server.databaseUrl });
    await db.execute({ sql: 'update projects set is_paid = 1 where project_id = ?', args: [projectId] });
    db.close();
    for (let i = 0; i < 6; i++) {
      expect((await admin.post(`/api/projects/${projectId}/events`, event({ title: `Paid ${i}` }))).status).toBe(201);
    }
  });
});
