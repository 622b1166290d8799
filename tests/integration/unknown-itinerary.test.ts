/**
 * Honest status codes: an itinerary that does not exist answers 404 on every route that names
 * one, pages and API alike, to a stranger and to a browser that holds grants for other
 * itineraries; an itinerary that exists but was not opened keeps its 401 (API) or its way to
 * the access page. No soft 404s: the page says what happened and how to go on.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/dashboard';
import { createItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
const UNKNOWN = 'nothere1';

const PAGES = [
  `/access/${UNKNOWN}`,
  `/access/${UNKNOWN}?code=ABCDEF`,
  `/preview/${UNKNOWN}`,
  `/project/${UNKNOWN}`,
  `/project/${UNKNOWN}?owned=true`,
  `/project/${UNKNOWN}?autoAdmin=true`,
  `/checkout/${UNKNOWN}`,
  `/project/${UNKNOWN}/manifest.webmanifest`,
];

const API: [string, string, unknown?][] = [
  ['GET', `/api/projects/${UNKNOWN}/preview`],
  ['GET', `/api/projects/${UNKNOWN}/itinerary`],
  ['GET', `/api/projects/${UNKNOWN}/events`],
  ['POST', `/api/projects/${UNKNOWN}/events`, { title: 'Dinner', datetime: '2031-05-01T19:00:00Z' }],
  ['PUT', `/api/projects/${UNKNOWN}/events/1`, { title: 'Dinner', datetime: '2031-05-01T19:00:00Z' }],
  ['DELETE', `/api/projects/${UNKNOWN}/events/1`],
  ['GET', `/api/projects/${UNKNOWN}/events/1/ics`],
  ['GET', `/api/projects/${UNKNOWN}/faqs`],
  ['POST', `/api/projects/${UNKNOWN}/faqs`, { question: 'Parking?', answer: 'Yes.' }],
  ['PUT', `/api/projects/${UNKNOWN}/faqs/1`, { question: 'Parking?', answer: 'Yes.' }],
  ['DELETE', `/api/projects/${UNKNOWN}/faqs/1`],
  ['PUT', `/api/projects/${UNKNOWN}/faqs/reorder`, { faqIds: [1] }],
  ['GET', `/api/projects/${UNKNOWN}/live`],
  ['GET', `/api/projects/${UNKNOWN}/payments`],
  ['GET', `/api/projects/${UNKNOWN}/checkout`],
  ['GET', `/api/projects/${UNKNOWN}/code-budget`],
  ['GET', `/api/projects/${UNKNOWN}/geocode?q=Lisbon`],
  ['POST', `/api/projects/${UNKNOWN}/access`, { accessCode: 'ABCDEF' }],
  ['DELETE', `/api/projects/${UNKNOWN}/access`],
  ['POST', `/api/projects/${UNKNOWN}/access-code`, {}],
  ['POST', `/api/projects/${UNKNOWN}/access-owned`, {}],
  ['POST', `/api/projects/${UNKNOWN}/verify-admin`, { adminCode: 'ABCDEF' }],
  ['POST', `/api/projects/${UNKNOWN}/exit`, {}],
  ['POST', `/api/projects/${UNKNOWN}/feedback`, { message: 'Lovely' }],
  ['POST', `/api/projects/${UNKNOWN}/upgrade`, {}],
  ['POST', `/api/projects/${UNKNOWN}/confirm-payment`, { paymentIntentId: 'pi_123' }],
  ['POST', `/api/projects/${UNKNOWN}/calendar-feeds`, {}],
  ['DELETE', `/api/projects/${UNKNOWN}/calendar-feeds`],
  ['POST', `/api/projects/${UNKNOWN}/images/upload-url`, { contentType: 'image/jpeg', size: 1000 }],
  ['POST', `/api/projects/${UNKNOWN}/images`, { key: 'x' }],
  ['PUT', `/api/projects/${UNKNOWN}/customizations`, { showCountdown: false }],
  ['PATCH', `/api/projects/${UNKNOWN}/owner`, { ownerEmail: 'a@example.com' }],
  ['DELETE', `/api/projects/${UNKNOWN}`, { confirmationName: 'Trip' }],
];

/** Routes for a signed-in organiser: 401 to anyone else, whatever the id, since signing in comes first. */
const SIGNED_IN_ONLY = new Set([`/api/projects/${UNKNOWN}/access-owned`, `/api/projects/${UNKNOWN}`]);

describe('an unknown itinerary', () => {
  const browserOf = async (who: 'a stranger' | 'a guest of another itinerary' | 'a signed-in organiser') =>
    who === 'a stranger' ? suite.browser()
    : who === 'a signed-in organiser' ? (await signIn(suite)).browser
    : (await createItinerary(suite, { name: 'Somebody else’s trip' })).admin;

  for (const who of ['a stranger', 'a guest of another itinerary', 'a signed-in organiser'] as const) {
    it(`is a 404 page on every page route, for ${who}`, async () => {
      const browser = await browserOf(who);
      for (const path of PAGES) {
        const res = await browser.get(path);
        expect.soft(res.status, path).toBe(404);
        const text = await res.text();
        if (!path.endsWith('.webmanifest')) {
          expect.soft(text, path).toContain('<h1');
          expect.soft(text, path).toMatch(/couldn.t find|not found/i);
        }
      }
    });

    it(`is a 404 on every API route that names it, for ${who}`, async () => {
      const browser = await browserOf(who);
      for (const [method, path, body] of API) {
        const res = await browser.request(method, path, body);
        if (SIGNED_IN_ONLY.has(path) && who !== 'a signed-in organiser') {
          expect.soft(res.status, `${method} ${path}`).toBe(401);
          await res.body?.cancel();
          continue;
        }
        expect.soft(res.status, `${method} ${path}`).toBe(404);
        if (res.headers.get('content-type')?.includes('json')) {
          const data = (await res.json()) as { code?: string; message?: string };
          expect.soft(data, `${method} ${path}`).toEqual({ code: 'NOT_FOUND', message: 'This itinerary does not exist.' });
        } else {
          await res.body?.cancel();
        }
      }
    });
  }

  it('still asks for the code when the itinerary exists', async () => {
    const stranger = suite.browser();
    expect((await stranger.get('/access/example-paris')).status).toBe(200);
    const project = await stranger.get('/project/example-paris');
    expect(project.status).toBe(302);
    expect(project.headers.get('location')).toMatch(/\/access\/example-paris$/);
    expect((await stranger.get('/api/projects/example-paris/itinerary')).status).toBe(401);
    expect((await stranger.get('/preview/example-paris')).status).toBe(200);
  });
});
