/** The geocoder client behind the location autocomplete, against a local stand-in. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/core/config';
import {
  createGeocoder,
  createPause,
  detectKind,
  geocoderSettings,
  parseNominatim,
  parsePhoton,
  requestUrl,
  retryAfterMs,
  type GeocoderSettings,
} from '../../src/server/places/geocoder';
import { startGeocoderStandIn } from '../support/geocoder-stand-in.mjs';

let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>>;
beforeAll(async () => {
  standIn = await startGeocoderStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const settings = (over: Partial<GeocoderSettings> = {}): GeocoderSettings => ({
  url: `${standIn.url}/api`,
  kind: 'photon',
  userAgent: 'Itinerary-test/1.0 (+http://localhost; hello@itinerary.example)',
  timeoutMs: 3000,
  cacheMs: 60_000,
  pauseMs: { 'rate-limited': 15_000, timeout: 5000, 'server-error': 5000, 'bad-answer': 10_000 },
  maxRateLimitPauseMs: 300_000,
  failuresBeforePause: 3,
  ...over,
});
const requestsFor = (q: string) => standIn.requests.filter((r) => r.query.q === q).length;

describe('geocoder configuration', () => {
  it('defaults to Photon, can be turned off, and says who is asking', () => {
    const photon = geocoderSettings(loadConfig({ SITE_URL: 'https://trip.example', CONTACT_EMAIL: 'ops@trip.example' }));
    expect(photon).toMatchObject({ url: 'https://photon.komoot.io/api', kind: 'photon', timeoutMs: 3000 });
    expect(photon.userAgent).toBe('Itinerary/1.0 (+https://trip.example; ops@trip.example)');
    expect(geocoderSettings(loadConfig({ GEOCODER_URL: 'off' })).url).toBeNull();
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://files.example/api' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'nonsense' })).toThrow(/GEOCODER_URL/);
  });

  it('tells Nominatim from Photon by the URL unless told', () => {
    expect(detectKind('https://photon.komoot.io/api')).toBe('photon');
    expect(detectKind('https://nominatim.example.org/')).toBe('nominatim');
    expect(detectKind('http://127.0.0.1:8080/search')).toBe('nominatim');
    expect(detectKind('http://127.0.0.1:8080/search', 'photon')).toBe('photon');
    expect(geocoderSettings(loadConfig({ GEOCODER_URL: 'https://geo.example/search.php' })).kind).toBe('nominatim');
    expect(geocoderSettings(loadConfig({ GEOCODER_URL: 'https://geo.example/x', GEOCODER_KIND: 'nominatim' })).kind).toBe('nominatim');
  });

  it('asks for five answers, and Nominatim for jsonv2, keeping parameters already in the URL', () => {
    expect(requestUrl({ url: 'https://photon.example/api?lang=en', kind: 'photon' }, 'café de flore').toString()).toBe(
      'https://photon.example/api?lang=en&q=caf%C3%A9+de+flore&limit=5',
    );
    expect(requestUrl({ url: 'https://geo.example/search', kind: 'nominatim' }, 'Louvre').searchParams.get('format')).toBe('jsonv2');
  });
});

describe('answers', () => {
  it('reads Photon GeoJSON: label from name and address, [lon, lat] order, bad points dropped', () => {
    const feature = (properties: Record<string, unknown>, coordinates: unknown) => ({ type: 'Feature', geometry: { coordinates }, properties });
    const results = parsePhoton({
      features: [
        feature({ name: 'Tour Eiffel', housenumber: '5', street: 'Avenue Gustave Eiffel', city: 'Paris', state: 'Île-de-France', country: 'France' }, [2.2945, 48.8582]),
        feature({ name: 'Paris', city: 'Paris', state: 'Île-de-France', country: 'France' }, [2.35, 48.85]),
        feature({ housenumber: '10', street: 'Downing Street', city: 'London', country: 'United Kingdom' }, [-0.1276, 51.5034]),
        feature({ name: 'Nowhere' }, [200, 10]),
        feature({ name: 'Broken' }, 'x'),
        feature({ name: 'Tour Eiffel', housenumber: '5', street: 'Avenue Gustave Eiffel', city: 'Paris', state: 'Île-de-France', country: 'France' }, [2.2945, 48.8582]),
      ],
    });
    expect(results).toEqual([
      { label: 'Tour Eiffel, 5 Avenue Gustave Eiffel, Paris, Île-de-France, France', latitude: 48.8582, longitude: 2.2945 },
      { label: 'Paris, Île-de-France, France', latitude: 48.85, longitude: 2.35 },
      { label: '10 Downing Street, London, United Kingdom', latitude: 51.5034, longitude: -0.1276 },
    ]);
    expect(() => parsePhoton([])).toThrow();
  });

  it('reads Nominatim jsonv2 and keeps at most five', () => {
    const places = Array.from({ length: 7 }, (_, i) => ({ lat: String(40 + i / 10), lon: '-73.9', display_name: `Place ${i}, New York` }));
    const results = parseNominatim(places);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({ label: 'Place 0, New York', latitude: 40, longitude: -73.9 });
    expect(parseNominatim([{ lat: '91', lon: '0', display_name: 'Off the globe' }])).toEqual([]);
    expect(() => parseNominatim({ features: [] })).toThrow();
  });
});

describe('createGeocoder', () => {
  it('asks Photon with its User-Agent and caches the answer', async () => {
    const geocoder = createGeocoder(settings());
    const first = await geocoder.search('  Eiffel  ');
    expect(first.available).toBe(true);
    expect(first.results.map((r) => r.label)).toEqual([
      'Tour Eiffel, 5 Avenue Gustave Eiffel, Paris, Île-de-France, France',
      'Eiffel Tower Restaurant, 3655 Las Vegas Boulevard South, Las Vegas, Nevada, United States',
    ]);
    expect(first.results[0]).toMatchObject({ latitude: 48.8582599, longitude: 2.2945006 });
    const sent = standIn.requests.find((r) => r.query.q === 'Eiffel');
    expect(sent).toMatchObject({ path: '/api', userAgent: settings().userAgent, query: { q: 'Eiffel', limit: '5' } });
    await geocoder.search('eiffel');
    expect(requestsFor('Eiffel') + requestsFor('eiffel')).toBe(1);
  });

  it('asks Nominatim for jsonv2', async () => {
    const geocoder = createGeocoder(settings({ url: `${standIn.url}/search`, kind: 'nominatim' }));
    const answer = await geocoder.search('central park');
    expect(answer).toEqual({
      available: true,
      results: [{ label: 'Central Park, New York, New York, United States', latitude: 40.7825547, longitude: -73.9655834 }],
    });
    expect(standIn.requests.at(-1)?.query).toMatchObject({ format: 'jsonv2', limit: '5' });
  });

  it('answers "unavailable" when off, failing or slow', async () => {
    expect(await createGeocoder(settings({ url: null })).search('louvre')).toEqual({ results: [], available: false });
    expect(requestsFor('louvre')).toBe(0);

    const geocoder = createGeocoder(settings({ timeoutMs: 300 }));
    expect(await geocoder.search('broken louvre')).toEqual({ results: [], available: false });
    expect(await geocoder.search('garbled louvre')).toEqual({ results: [], available: false });
    const started = Date.now();
    expect(await geocoder.search('slow louvre')).toEqual({ results: [], available: false });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('pauses after failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const clock = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
  };

  it('keeps asking after one failure of any kind but a 429', async () => {
    const geocoder = createGeocoder(settings({ timeoutMs: 300 }));
    const pairs = [
      ['broken bridge', 'brooklyn bridge'],
      ['garbled park', 'central park'],
      ['slow tower', 'eiffel tower'],
    ];
    for (const [failing, working] of pairs) {
      const asked = requestsFor(working!);
      expect((await geocoder.search(failing!)).available).toBe(false);
      expect((await geocoder.search(working!)).results.length, failing).toBeGreaterThan(0);
      expect(requestsFor(working!)).toBe(asked + 1);
    }
  });

  it('pauses for the time of that kind after three failures in a row, then asks again', async () => {
    const time = clock();
    const geocoder = createGeocoder(settings());
    for (const q of ['broken one', 'broken two', 'garbled three']) expect((await geocoder.search(q)).available).toBe(false);
    // The third was an unreadable answer: paused for 10 s, without asking.
    expect(await geocoder.search('musée du louvre')).toEqual({ results: [], available: false });
    time.advance(9_000);
    expect((await geocoder.search('musée du louvre')).available).toBe(false);
    expect(requestsFor('musée du louvre')).toBe(0);
    time.advance(1_500);
    expect((await geocoder.search('musée du louvre')).results).toHaveLength(1);
  });

  it('an answer between failures starts the count again; a failure right after a pause pauses again', async () => {
    const time = clock();
    const geocoder = createGeocoder(settings());
    await geocoder.search('broken a');
    await geocoder.search('broken b');
    expect((await geocoder.search('tour eiffel')).available).toBe(true);
    await geocoder.search('broken c');
    await geocoder.search('broken d');
    expect((await geocoder.search('central')).available).toBe(true);
    for (const q of ['broken e', 'broken f', 'broken g']) await geocoder.search(q);
    expect((await geocoder.search('brooklyn')).available).toBe(false);
    time.advance(5_001);
    // After the 5 s pause, one more failure pauses again at once.
    await geocoder.search('broken h');
    expect((await geocoder.search('brooklyn')).available).toBe(false);
    expect(requestsFor('brooklyn')).toBe(0);
  });

  it('pauses at once after a 429, for as long as the geocoder asked', async () => {
    const time = clock();
    const geocoder = createGeocoder(settings());
    expect((await geocoder.search('limited eiffel')).available).toBe(false);
    expect((await geocoder.search('paris')).available).toBe(false);
    expect(requestsFor('paris')).toBe(0);
    time.advance(1_001);
    expect((await geocoder.search('paris')).available).toBe(true);
  });

  it('follows Retry-After in seconds or as a date, within bounds, else a 15 s pause', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    for (const unusable of [null, '', '0', '-3', 'soon', new Date(0).toUTCString()]) expect(retryAfterMs(unusable, 10_000)).toBeUndefined();
    const pause = createPause(settings());
    expect(pause.failed('rate-limited', undefined, 0)).toBe(15_000);
    expect(pause.failed('rate-limited', 3_600_000, 0)).toBe(300_000);
    expect(pause.paused(299_999)).toBe(true);
    expect(pause.paused(300_000)).toBe(false);
  });
});
