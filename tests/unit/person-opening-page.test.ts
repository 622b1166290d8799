/** isPersonOpeningPage: which GETs the quick link acts on (docs/security.md#the-quick-link). */
import { describe, expect, it } from 'vitest';
import { isPersonOpeningPage } from '../../src/server/http/request-origin';

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' };
const request = (headers: Record<string, string>, method = 'GET') =>
  new Request('https://itinerary.example/access/abcd1234?code=ABC123', { method, headers });

describe('isPersonOpeningPage', () => {
  it('is a top-level navigation from anywhere: typed, scanned, or another site’s link', () => {
    expect(isPersonOpeningPage(request(NAVIGATION))).toBe(true);
    expect(isPersonOpeningPage(request({ ...NAVIGATION, 'sec-fetch-site': 'none' }))).toBe(true);
  });

  it('is not a prefetch, a prerender, a frame, a subresource, a script’s fetch, or a request without fetch metadata', () => {
    for (const headers of [
      { ...NAVIGATION, 'sec-purpose': 'prefetch' },
      { ...NAVIGATION, 'sec-purpose': 'prefetch;prerender' },
      { ...NAVIGATION, purpose: 'prefetch' },
      { ...NAVIGATION, 'x-moz': 'prefetch' },
      { ...NAVIGATION, 'sec-fetch-dest': 'iframe' },
      { ...NAVIGATION, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { ...NAVIGATION, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      {},
    ]) {
      expect(isPersonOpeningPage(request(headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it('is never a POST', () => {
    expect(isPersonOpeningPage(request(NAVIGATION, 'POST'))).toBe(false);
  });
});
