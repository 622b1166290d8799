/**
 * Fuzzing the write routes: thousands of random bodies (wrong types, hostile strings, broken
 * JSON, random bytes, odd content types) sent by every kind of caller to every route that takes a
 * body. Whatever arrives, the answer is a 4xx or a success, never a server error, and the server
 * logs no unhandled error. Seeded, so a failure can be replayed; bounded in count and time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { ROOT, TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';
import { insertSignedInUser } from '../support/users';

const suite = serverSuite({
  TRUST_PROXY: 'true',
  MAIL_OUTBOX_DIR: join(TMP_DIR, `fuzz-outbox-${randomUUID()}`),
  UPLOADS_DIR: join(TMP_DIR, `fuzz-uploads-${randomUUID()}`),
  INBOUND_WEBHOOK_SECRET: 'fuzz-inbound-secret',
  STRIPE_SECRET_KEY: 'sk_test_fuzz',
  STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
  // No location search leaves the machine: the geocoder is off.
  GEOCODER_URL: 'off',
});

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MIN_REQUESTS = 2000;
const MAX_REQUESTS = 2600;
const TIME_BUDGET_MS = 120_000;

/** mulberry32: a small, seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;

const FIELDS = [
  'name', 'title', 'description', 'datetime', 'location', 'latitude', 'longitude', 'attendees', 'vibe', 'eventType',
  'privateNotes', 'question', 'answer', 'order', 'ids', 'faqIds', 'accessCode', 'adminCode', 'code', 'email', 'ownerEmail',
  'ownerName', 'customTitle', 'customColors', 'primary', 'selectedFont', 'titleFont', 'selectedBackground', 'customBackgroundColor',
  'borderStyle', 'customLinks', 'url', 'showCountdown', 'showMapTab', 'timeZone', 'imageUrls', 'headerImage', 'contentType', 'size',
  'key', 'userType', 'feedbackText', 'couponCode', 'paymentIntentId', 'returnTo', 'firstName', 'lastName', 'person', 'projectId',
  'signOutGuests', 'groupSize', 'token', 'confirmName', 'eventIds', 'type', 'data', 'object', 'id',
];

const STRINGS = [
  '', ' ', 'a', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE projects; --", '../../etc/passwd',
  '\u0000', '\uFFFF\uD800', '🎉🎊👰‍♀️', 'مرحبا بالعالم', 'x'.repeat(10_000), 'javascript:alert(1)', 'https://evil.example/x',
  '2030-06-14T23:30:00.000Z', '2030-13-45T99:99', 'not-a-date', 'EXAMPLE', 'ABCDEF', 'America/New_York', 'Mars/Olympus',
  '#9333ea', '#zzzzzz', 'a@b.co', 'Everyone except Sam', '%00%0d%0aSet-Cookie:x=1', '{{7*7}}', '${process.exit()}', 'NaN',
  '-0', '1e309', 'image/png', 'image/svg+xml', 'pending/x/y.png', '/uploads/pending/../../x',
];

const NUMBERS = [0, -1, 1, 2 ** 31, 2 ** 53 + 1, -1e308, 1e308, 0.5, Number.MAX_SAFE_INTEGER, 3.14159, 10_000_000];

function value(depth: number): unknown {
  const kind = int(depth > 3 ? 4 : 7);
  switch (kind) {
    case 0: return null;
    case 1: return random() < 0.5;
    case 2: return pick(NUMBERS);
    case 3: return pick(STRINGS);
    case 4: return Array.from({ length: int(6) }, () => value(depth + 1));
    case 5: return Array.from({ length: int(4) }, () => pick(STRINGS));
    default: return object(depth + 1);
  }
}

function object(depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = int(8); i > 0; i--) out[random() < 0.85 ? pick(FIELDS) : pick(STRINGS).slice(0, 40)] = value(depth);
  return out;
}

type Body = { body: string | Uint8Array<ArrayBuffer> | undefined; contentType: string | undefined };

function body(): Body {
  const contentType = pick(['application/json', 'application/json', 'application/json', 'text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded', undefined, 'application/json; charset=latin1']);
  const shape = int(10);
  if (shape < 6) return { body: JSON.stringify(object()), contentType };
  if (shape === 6) return { body: JSON.stringify(value(0)), contentType };
  if (shape === 7) return { body: JSON.stringify(object()).slice(0, int(60)), contentType };
  if (shape === 8) return { body: Uint8Array.from({ length: int(2000) }, () => int(256)), contentType };
  return { body: new URLSearchParams(Object.entries(object()).map(([k, v]) => [k, String(v)])).toString(), contentType };
}

type Route = { method: string; path: string };

/** Every API route file and the write methods it exports, with its [params] filled in. */
function writeRoutes(params: Record<string, string>): Route[] {
  const apiDir = join(ROOT, 'src/pages/api');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) files.push(path);
    }
  };
  walk(apiDir);
  const routes: Route[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const path = `/api/${relative(apiDir, file)}`
      .replace(/\.ts$/, '')
      .replace(/\/index$/, '')
      .replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? 'unknown');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      if (new RegExp(`export const ${method}\\b`).test(source)) routes.push({ method, path });
    }
  }
  routes.push({ method: 'PUT', path: `/uploads/pending/${params.projectId}/fuzz.png?expires=1&size=10&type=image/png&signature=x` });
  return routes;
}


it(`answers ${MIN_REQUESTS}+ random bodies on every write route without a server error`, { timeout: TIME_BUDGET_MS + 60_000 }, async () => {
  const itinerary = await createItinerary(suite);
  const { data: event } = await itinerary.admin.json<{ event: { id: number } }>('POST', `/api/projects/${itinerary.projectId}/events`, {
    title: 'Fuzz dinner',
    datetime: '2030-06-14T23:30:00.000Z',
  });
  const { data: faq } = await itinerary.admin.json<{ faq: { id: number } }>('POST', `/api/projects/${itinerary.projectId}/faqs`, {
    question: 'Dress code?',
    answer: 'Smart casual',
  });
  const user = await insertSignedInUser(suite.server.databaseUrl);
  await runSql(suite, `INSERT INTO unclaimed_events (user_id, title, created_at, updated_at) VALUES (?, 'Flight', ?, ?)`, [user.userId, Date.now(), Date.now()]);
  const unclaimed = await runSql(suite, 'SELECT id FROM unclaimed_events WHERE user_id = ?', [user.userId]);

  const routes = writeRoutes({
    projectId: itinerary.projectId,
    eventId: String(event.event?.id ?? 1),
    faqId: String(faq.faq?.id ?? 1),
  }).flatMap((route) => (route.path.includes('/unclaimed-events/') ? [{ ...route, path: route.path.replace('/unknown', `/${String(unclaimed.rows[0]?.id)}`) }] : [route]));
  expect(routes.length).toBeGreaterThan(30);

  const signedIn = () => {
    const b = new TestBrowser(suite.server.url, { 'x-forwarded-for': `198.18.${int(250)}.${int(250) + 1}` });
    b.cookies.set('session', user.token);
    return b;
  };
  const callers = [
    () => itinerary.admin,
    () => itinerary.guest,
    () => new TestBrowser(suite.server.url, { 'x-forwarded-for': `198.19.${int(250)}.${int(250) + 1}` }),
    signedIn,
  ];

  const serverErrors: string[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  let sent = 0;
  while (sent < MAX_REQUESTS && (sent < MIN_REQUESTS || Date.now() - started < TIME_BUDGET_MS / 2)) {
    if (Date.now() - started > TIME_BUDGET_MS) break;
    const route = pick(routes);
    // Signing out or leaving the itinerary would end the admin's and guest's access for the rest
    // of the run: a throwaway caller does those.
    const ends =
      route.path === '/api/logout' ||
      (route.method === 'DELETE' && route.path.endsWith('/access')) ||
      route.path.endsWith('/exit');
    const caller = ends ? callers[2]!() : pick(callers)();
    const { body: payload, contentType } = body();
    const headers: Record<string, string> = { origin: suite.server.url, ...caller.headers };
    if (contentType) headers['content-type'] = contentType;
    if (route.path === '/api/inbound/email' && random() < 0.5) headers.authorization = 'Bearer fuzz-inbound-secret';
    if (route.path === '/api/stripe/webhook') headers['stripe-signature'] = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    if (caller.cookies.size > 0) headers.cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(route.path, suite.server.url), { method: route.method, headers, body: payload ?? null, redirect: 'manual' });
    await res.arrayBuffer();
    sent++;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) serverErrors.push(`${route.method} ${route.path} → ${res.status} (${typeof payload === 'string' ? payload.slice(0, 200) : `${payload?.length ?? 0} bytes`})`);
  }
  console.info(`fuzz: ${sent} requests over ${routes.length} write routes in ${Date.now() - started} ms (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  // Most bodies must reach the routes' own checks (400), not only the doors in front of them.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 4);
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  expect(serverErrors).toEqual([]);
  expect(suite.server.output()).not.toMatch(/Unhandled API error|Could not render|Internal Server Error/);
});
