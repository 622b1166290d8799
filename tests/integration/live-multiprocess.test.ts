/**
 * Live updates do not depend on one process's memory: a page streaming from one server process
 * hears about a change written through another process sharing the same database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { TestBrowser } from '../support/http-client';
import { openLiveStream } from '../support/live-stream';
import { SINCE_VERSION_HEADER } from '../../src/lib/live-stream';

let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  a = await startServer();
  // The second process opens the first one's database file.
  b = await startServer({ DATABASE_URL: a.databaseUrl });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

it('a change made through one process reaches a stream served by the other within 2 s', async () => {
  const organiser = new TestBrowser(b.url);
  const { data } = await organiser.json<{ project: { projectId: string; accessCode: string } }>('POST', '/api/projects', {
    name: 'Two Process Trip',
  });
  const guest = new TestBrowser(a.url);
  expect((await guest.post(`/api/projects/${data.project.projectId}/access`, { accessCode: data.project.accessCode })).status).toBe(200);

  const stream = await openLiveStream(a.url, guest, data.project.projectId);
  expect(stream.status).toBe(200);
  expect(await stream.readUntil(/"version":1\b/, 2000)).toBe(true);

  const started = Date.now();
  const created = await organiser.post(`/api/projects/${data.project.projectId}/events`, {
    title: 'Ferry to the island',
    datetime: '2031-07-01T13:00:00.000Z',
  });
  expect(created.status).toBe(201);
  expect(await stream.readUntil(/"version":2\b/, 2500)).toBe(true);
  expect(Date.now() - started).toBeLessThan(2000);
  stream.close();

  // And the page on the other process shows the change.
  expect(await (await guest.get(`/project/${data.project.projectId}`)).text()).toContain('Ferry to the island');
});

it('a browser told the public version gets a public change made through another process at once, with private events there', async () => {
  const organiser = new TestBrowser(b.url);
  const { data } = await organiser.json<{ project: { projectId: string; accessCode: string } }>('POST', '/api/projects', { name: 'Quiet Plans' });
  const id = data.project.projectId;
  const guest = new TestBrowser(a.url);
  expect((await guest.post(`/api/projects/${id}/access`, { accessCode: data.project.accessCode })).status).toBe(200);
  // Private events move the version, not the public version the guest is told.
  for (const title of ['Surprise', 'Surprise rehearsal', 'Gift run']) {
    const made = await organiser.post(`/api/projects/${id}/events`, { title, datetime: '2031-07-02T13:00:00.000Z', attendees: 'Ana', visibility: 'listed' });
    expect(made.status).toBe(201);
  }
  const told = async () => (await guest.json<{ project: { version: number } }>('GET', `/api/projects/${id}/itinerary`)).data.project.version;
  const before = await told();
  // The page is cached here and this process remembers the guest's access for a moment.
  expect(await (await guest.get(`/project/${id}`)).text()).not.toContain('Ferry home');
  expect((await organiser.post(`/api/projects/${id}/events`, { title: 'Ferry home', datetime: '2031-07-03T13:00:00.000Z' })).status).toBe(201);
  // The stream would announce the next public version: the page asked for with it has the change.
  const page = await guest.get(`/project/${id}`, { [SINCE_VERSION_HEADER]: String(before + 1) });
  expect(await page.text()).toContain('Ferry home');
});
