/**
 * Live streams per session (docs/security.md "Live streams per session"): a browser session may
 * hold MAX_LIVE_STREAMS_PER_SESSION streams open at once; the next one is refused with a clear
 * 429, and a stream that closes makes room again. Other sessions are not affected.
 */
import { expect, it } from 'vitest';
import { MAX_LIVE_STREAMS_PER_SESSION } from '../../src/server/projects/live';
import { createItinerary } from '../support/itineraries';
import { openLiveStream } from '../support/live-stream';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

it('refuses a session’s stream past the limit with a 429, and counts a closed stream out', { timeout: 60_000 }, async () => {
  const { guest, admin, projectId } = await createItinerary(suite, { name: 'Many Tabs Weekend' });
  const streams = [];
  for (let i = 0; i < MAX_LIVE_STREAMS_PER_SESSION; i++) {
    const stream = await openLiveStream(suite.server.url, guest, projectId);
    expect(stream.status, `stream ${i + 1}`).toBe(200);
    expect(await stream.readUntil(/"version":\d+/, 2000)).toBe(true);
    streams.push(stream);
  }

  const refused = await guest.get(`/api/projects/${projectId}/live`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { message: string; code: string };
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/too many tabs or windows/);

  // Another session (the organiser's) is not counted with the guest's.
  const other = await openLiveStream(suite.server.url, admin, projectId);
  expect(other.status).toBe(200);
  other.close();

  // A closed tab makes room for one more stream, once the server has seen it close.
  streams.pop()?.close();
  let reopened = await openLiveStream(suite.server.url, guest, projectId);
  for (let tries = 0; reopened.status === 429 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    reopened = await openLiveStream(suite.server.url, guest, projectId);
  }
  expect(reopened.status).toBe(200);
  expect(await reopened.readUntil(/"version":\d+/, 2000)).toBe(true);
  streams.push(reopened);
  expect((await guest.get(`/api/projects/${projectId}/live`)).status).toBe(429);

  // All closed: the whole allowance is back.
  for (const stream of streams) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const again = [];
  for (let i = 0; i < MAX_LIVE_STREAMS_PER_SESSION; i++) {
    let stream = await openLiveStream(suite.server.url, guest, projectId);
    for (let tries = 0; stream.status === 429 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stream = await openLiveStream(suite.server.url, guest, projectId);
    }
    expect(stream.status, `stream ${i + 1} after closing`).toBe(200);
    again.push(stream);
  }
  for (const stream of again) stream.close();
});
