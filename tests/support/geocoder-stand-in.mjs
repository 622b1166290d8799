/**
 * A local stand-in for the place-search services the location autocomplete calls, so
 * tests never leave the machine. `/api` answers like Photon (GeoJSON), `/search` like Nominatim
 * (`format=jsonv2`). Failures on demand, by a word in the query: "slow" is answered after 5 s,
 * "broken" gets a 500, "limited" a 429 asking to wait one second (`Retry-After: 1`), "garbled" a
 * 200 that is not JSON.
 *
 * Plain JavaScript so the Playwright web server can start it with node:
 *   node tests/support/geocoder-stand-in.mjs <port>
 */
import { createServer } from 'node:http';

/** @typedef {{ name: string; street?: string; housenumber?: string; city?: string; state?: string; country: string; lat: number; lon: number }} Place */

/** @type {Place[]} */
export const PLACES = [
  { name: 'Tour Eiffel', street: 'Avenue Gustave Eiffel', housenumber: '5', city: 'Paris', state: 'Île-de-France', country: 'France', lat: 48.8582599, lon: 2.2945006 },
  { name: 'Eiffel Tower Restaurant', street: 'Las Vegas Boulevard South', housenumber: '3655', city: 'Las Vegas', state: 'Nevada', country: 'United States', lat: 36.1125, lon: -115.1725 },
  { name: 'Central Park', city: 'New York', state: 'New York', country: 'United States', lat: 40.7825547, lon: -73.9655834 },
  { name: 'Musée du Louvre', street: 'Rue de Rivoli', city: 'Paris', state: 'Île-de-France', country: 'France', lat: 48.8611473, lon: 2.3380277 },
  { name: 'Brooklyn Bridge', city: 'New York', state: 'New York', country: 'United States', lat: 40.7058134, lon: -73.9981622 },
];

/** @param {string} q */
export function matchingPlaces(q) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return PLACES.filter((p) => words.every((w) => `${p.name} ${p.city ?? ''}`.toLowerCase().includes(w)));
}

/** @param {Place} p */
const photonFeature = (p) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
  properties: {
    osm_type: 'W',
    osm_key: 'tourism',
    osm_value: 'attraction',
    type: 'house',
    name: p.name,
    ...(p.street ? { street: p.street } : {}),
    ...(p.housenumber ? { housenumber: p.housenumber } : {}),
    ...(p.city ? { city: p.city } : {}),
    ...(p.state ? { state: p.state } : {}),
    country: p.country,
  },
});

/** @param {Place} p */
const nominatimPlace = (p) => ({
  place_id: Math.round(p.lat * 1000),
  lat: String(p.lat),
  lon: String(p.lon),
  name: p.name,
  display_name: [p.name, p.street, p.city, p.state, p.country].filter(Boolean).join(', '),
  category: 'tourism',
  type: 'attraction',
});

/**
 * Starts the stand-in on 127.0.0.1 (`port` 0 picks a free one).
 * @param {number} [port]
 * @returns {Promise<{ url: string; requests: { path: string; query: Record<string, string>; userAgent: string }[]; close: () => Promise<void> }>}
 */
export function startGeocoderStandIn(port = 0) {
  /** @type {{ path: string; query: Record<string, string>; userAgent: string }[]} */
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams.get('q') ?? '';
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), userAgent: req.headers['user-agent'] ?? '' });
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const answer = () => {
      if (/broken/i.test(q)) return send(500, { message: 'internal error' });
      if (/limited/i.test(q)) {
        res.setHeader('Retry-After', '1');
        return send(429, { message: 'too many requests' });
      }
      if (/garbled/i.test(q)) {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html><body>Service notice</body></html>');
      }
      const places = matchingPlaces(q).slice(0, limit);
      if (url.pathname === '/search') return send(200, places.map(nominatimPlace));
      if (url.pathname === '/api') return send(200, { type: 'FeatureCollection', features: places.map(photonFeature) });
      return send(404, { message: 'not found' });
    };
    if (/slow/i.test(q)) setTimeout(answer, 5000);
    else answer();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 0);
  const standIn = await startGeocoderStandIn(port);
  console.log(`Geocoder stand-in on ${standIn.url}`);
}
