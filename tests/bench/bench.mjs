#!/usr/bin/env node
/**
 * `npm run bench`: page weight and server throughput, measured, not asserted.
 *
 * Starts the built server on a fresh libSQL file, makes a paid itinerary with 30 events (the first
 * asking for RSVPs once the page weight is measured) and a
 * guest who entered its code, then prints for the landing page and that itinerary as the guest
 * sees it (List tab): HTML bytes (raw and gzip), JavaScript loaded before interaction (every
 * script the page loads until the network is idle, with no click: module scripts, their static
 * imports and what hydration imports; raw and gzip), JavaScript loaded after opening Calendar
 * and then Map, the time from the first tap to its answer on screen for Share, the Calendar tab,
 * Add to calendar, RSVP and Add my travel on a 4x slower phone (see firstTap below), and
 * requests per second with p99 latency under 50 connections (autocannon) for
 * the guest's cached itinerary page, its events read, and a prerendered page for comparison.
 * Then the same cached page with the app on sqld over a WebSocket (BENCH_SQLD=0 skips it); the
 * edge build under workerd on the same sqld (BENCH_EDGE=0 skips it): the Worker's upload size as
 * Wrangler counts it, its cold start and the cached page's requests per second, each beside the
 * Node build's in the same run; 1,000 push subscribers and one event change (./push-fanout.mjs:
 * the alert's fan-out, its delivery and the app's memory; BENCH_ONLY=push runs only this); and
 * whether each budget is met. BENCH_OUT_DIR runs another build (`astro build --outDir …`),
 * BENCH_SERVER another server script (that commit's src/server/node/serve.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, waitFor } from './processes.mjs';
import { benchPushFanout, printPushFanout } from './push-fanout.mjs';
import { createClient } from '@libsql/client';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = join(ROOT, 'tests/.tmp', `bench-${process.pid}`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The build to run (`astro build --outDir …` of another commit, to compare) and its server script. */
const OUT_DIR = resolve(ROOT, process.env.BENCH_OUT_DIR ?? 'dist');
const SERVER_SCRIPT = resolve(ROOT, process.env.BENCH_SERVER ?? 'src/server/node/serve.mjs');
/** The edge build (`npm run build:edge`), served under workerd; BENCH_EDGE=0 skips it. */
const EDGE_OUT_DIR = resolve(ROOT, process.env.BENCH_EDGE_OUT_DIR ?? 'dist-edge');
const EDGE_PREVIEW = resolve(ROOT, 'src/server/edge/preview.mjs');
const CONNECTIONS = 50;
/** PROFILE_DIR=/some/dir: each Node app process writes a CPU profile there when it stops (node --cpu-prof). */
const PROFILE = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];

mkdirSync(TMP, { recursive: true });
const children = [];
const removeTmp = () => {
  try {
    rmSync(TMP, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch {
    // Left for the next run's clean-up of tests/.tmp.
  }
};
/** Stops a child; the edge preview with its workerd (its process group). */
function kill(child) {
  try {
    if (child.spawnargs.includes(EDGE_PREVIEW)) return process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group is gone; the process itself below.
  }
  child.kill('SIGTERM');
}
process.on('exit', () => {
  for (const child of children) kill(child);
  removeTmp();
});
/** Stops the app and sqld, waits until they have exited (sqld writes on its way out), then cleans up. */
async function stop() {
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            child.once('exit', resolve);
            kill(child);
            setTimeout(resolve, 5000).unref();
          }),
    ),
  );
  removeTmp();
}


/**
 * A built server on `databaseUrl`, listening on a free port: the Node build (OUT_DIR, SERVER_SCRIPT)
 * or the edge build under workerd (EDGE_OUT_DIR through `npm run preview:edge`'s script), with
 * `env` added to its settings. Returns its address, its process and its cold start: from starting
 * the process to its first answer.
 */
async function startApp(databaseUrl, target = 'node', env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = target === 'edge' ? [EDGE_PREVIEW, EDGE_OUT_DIR] : [...PROFILE, SERVER_SCRIPT, OUT_DIR];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: base,
      DATABASE_URL: databaseUrl,
      ASTRO_NODE_LOGGING: 'disabled',
      WRANGLER_SEND_METRICS: 'false',
      // No tile request may leave the machine.
      PUBLIC_MAP_TILE_URL:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ...env,
    },
    stdio: 'inherit',
    // workerd runs as the preview's child: a group of its own, stopped with it.
    detached: target === 'edge',
  });
  children.push(child);
  await waitFor(`${base}/api/projects/example-wedding/preview`, child, `the ${target} app`, 6000, 10);
  return { base, pid: child.pid, coldStartMs: Math.round(performance.now() - started) };
}

/**
 * A paid itinerary with 30 events, some with coordinates, as an organiser would have, and a
 * guest who entered its access code: the organiser's and the guest's cookies.
 */
async function makeItinerary(base, databaseUrl) {
  const created = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Benchmark Reunion Week' }),
  });
  const cookie = created.headers.getSetCookie()[0].split(';')[0];
  const { project } = await created.json();
  const db = createClient({ url: databaseUrl });
  await db.execute({ sql: 'update projects set is_paid = 1, show_map_tab = 1 where project_id = ?', args: [project.projectId] });
  db.close();
  const names = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];
  let firstEventId;
  for (let i = 0; i < 30; i++) {
    const day = Math.floor(i / 5);
    const res = await fetch(`${base}/api/projects/${project.projectId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({
        title: `Event ${i + 1}: ${['Breakfast', 'Hike', 'Lunch', 'Museum', 'Dinner'][i % 5]}`,
        datetime: new Date(Date.now() + (day + 3) * 86_400_000 + (i % 5) * 3 * 3_600_000).toISOString(),
        description: 'Meet in the lobby ten minutes early. Bring water, sunscreen and a light jacket.',
        location: `Stop ${i + 1}, Main Street, Portland, ME`,
        latitude: 43.65 + i * 0.002,
        longitude: -70.26 - i * 0.002,
        attendees: i % 3 === 0 ? 'Everyone' : i % 3 === 1 ? `Everyone except ${names[i % 6]}` : names.slice(0, 1 + (i % 4)).join(', '),
        vibe: 'Smart casual',
      }),
    });
    if (res.status !== 201) throw new Error(`event create failed: ${res.status} ${await res.text()}`);
    if (i === 0) firstEventId = (await res.json()).id;
  }
  const access = await fetch(`${base}/api/projects/${project.projectId}/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ accessCode: project.accessCode }),
  });
  if (access.status !== 200) throw new Error(`guest access failed: ${access.status}`);
  const guestCookie = access.headers.getSetCookie()[0].split(';')[0];
  return { project, cookie, guestCookie, firstEventId };
}

/**
 * The same itinerary with a guest list (Ana to Fay) and 5 of its 30 events private to Ana, and
 * three guests' cookies: Ana by her personal link (she sees the 5), Ben by his (a listed guest
 * who sees none of them) and a browser with the shared code.
 */
async function privateItinerary(base, databaseUrl) {
  const made = await makeItinerary(base, databaseUrl);
  const id = made.project.projectId;
  const admin = { 'content-type': 'application/json', origin: base, cookie: made.cookie };
  const send = async (method, path, body) => {
    const res = await fetch(`${base}/api/projects/${id}${path}`, { method, headers: admin, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await send('POST', '/guests', { names: 'Ana\nBen\nCleo\nDev\nEli\nFay' });
  const { events } = await send('GET', '/itinerary');
  for (const event of events.filter((_, i) => i % 6 === 2)) {
    const { title, datetime, description, location, latitude, longitude, vibe } = event;
    await send('PUT', `/events/${event.id}`, { title, datetime, description, location, latitude, longitude, vibe, attendees: 'Ana', visibility: 'listed' });
  }
  const { links } = await send('POST', '/guests/links', {});
  // The shared-code browser came in before the guest list, so it is asked "Who are you?" once: it skips.
  const skipped = await fetch(`${base}/project/${id}/who`, {
    method: 'POST',
    headers: { origin: base, cookie: made.guestCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'skip=1',
    redirect: 'manual',
  });
  if (skipped.status !== 303) throw new Error(`skipping "Who are you?" failed: ${skipped.status}`);
  const opened = async (guest) => {
    const token = /\/i\/([A-Za-z0-9_-]+)/.exec(links.find((l) => l.name === guest)?.link ?? '')?.[1];
    const res = await fetch(`${base}/i/${token}`, { method: 'POST', headers: { origin: base }, redirect: 'manual' });
    if (res.status !== 303) throw new Error(`opening ${guest}'s link failed: ${res.status}`);
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  return { projectId: id, privateCount: events.filter((_, i) => i % 6 === 2).length, listed: await opened('Ana'), unlisted: await opened('Ben'), shared: made.guestCookie };
}

// --- 1,000 subscribers and one event change (./push-fanout.mjs); BENCH_ONLY=push runs it alone.
const pushFanout = () => benchPushFanout({ root: ROOT, startApp, databaseUrl: `file:${join(TMP, 'push.db')}` });
if (process.env.BENCH_ONLY === 'push') {
  printPushFanout(await pushFanout());
  await stop();
  process.exit(0);
}

const dbFile = join(TMP, 'bench.db');
const { base, coldStartMs } = await startApp(`file:${dbFile}`);
const { project, cookie, guestCookie, firstEventId } = await makeItinerary(base, `file:${dbFile}`);
const [name, value] = guestCookie.split('=');

// --- Page weight in Chromium -------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function pageWeight(path, steps = [], cookie = guestCookie) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [cookieName, cookieValue] = cookie.split('=');
  await context.addCookies([{ name: cookieName, value: cookieValue, url: base }]);
  const page = await context.newPage();
  let phase = 'initial';
  const scripts = { initial: [], ...Object.fromEntries(steps.map((s) => [s.label, []])) };
  let htmlBytes = 0;
  let htmlGzip = 0;
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    const current = phase;
    try {
      if (type === 'document' && current === 'initial') {
        const body = await res.body();
        htmlBytes = body.length;
        htmlGzip = gzipSync(body).length;
      }
      if (type === 'script') {
        const body = await res.body();
        scripts[current].push({ url: res.url(), raw: body.length, gzip: gzipSync(body).length });
      }
    } catch {
      // redirects have no body
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  for (const step of steps) {
    phase = step.label;
    await step.run(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  await context.close();
  const sum = (list) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { htmlBytes, htmlGzip, phases: Object.fromEntries(Object.entries(scripts).map(([k, v]) => [k, { ...sum(v), files: v.length }])) };
}

const landing = await pageWeight('/');
const itinerary = await pageWeight(`/project/${project.projectId}`, [
  {
    label: 'after Calendar',
    run: async (p) => {
      await p.getByRole('tab', { name: 'Calendar' }).click();
      await p.locator('.fc').waitFor();
    },
  },
  {
    label: 'after Map',
    run: async (p) => {
      await p.getByRole('tab', { name: 'Map' }).click();
      await p.locator('.leaflet-container').waitFor();
    },
  },
]);

const withPrivate = await privateItinerary(base, `file:${dbFile}`);
const privateWeights = {
  listed: await pageWeight(`/project/${withPrivate.projectId}`, [], withPrivate.listed),
  unlisted: await pageWeight(`/project/${withPrivate.projectId}`, [], withPrivate.unlisted),
  shared: await pageWeight(`/project/${withPrivate.projectId}`, [], withPrivate.shared),
};

// --- First taps on a slow phone ------------------------------------------------------------
/**
 * Each control tapped once on a freshly loaded guest page, 390 px wide, with the CPU 4× slower
 * (CDP Emulation.setCPUThrottlingRate), as a real click (Playwright's mouse: trusted input).
 * Two measures, the median of TAP_RUNS loads each:
 * - "to visible": from the click's timestamp to the animation frame after the one in which
 *   the answer is in the page (an open dialog; for the Calendar tab, the tab selected), i.e. the
 *   first frame painted with it;
 * - "INP-style": the longest PerformanceObserver 'event' entry of that interaction (input to the
 *   next paint after its handlers, the browser's own figure; entries under 16 ms are not reported).
 */
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);
// The first event asks for RSVPs from here on (after the page weight, which stays comparable), so
// the guest's page has an RSVP button to tap.
const rsvpSettings = await fetch(`${base}/api/projects/${project.projectId}/events/${firstEventId}/rsvp-settings`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json', origin: base, cookie },
  body: JSON.stringify({ asks: true }),
});
if (rsvpSettings.status !== 200) throw new Error(`RSVP settings failed: ${rsvpSettings.status}`);
const TAPS = [
  { label: 'Share', tab: 'list', control: '[data-queue="share"]', answer: 'dialog' },
  { label: 'Calendar (tab)', tab: 'list', control: '#tab-calendar', answer: 'calendar-tab' },
  { label: 'Add to calendar', tab: 'list', control: '[data-queue="calendar"]', answer: 'dialog' },
  { label: 'RSVP', tab: 'list', control: '[data-queue^="rsvp-"]', answer: 'dialog' },
  { label: 'Add my travel', tab: 'arrivals', control: '[data-queue="add-travel"]', answer: 'dialog' },
];
async function firstTap({ tab, control, answer }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/project/${project.projectId}?tab=${tab}`, { waitUntil: 'networkidle' });
  const target = page.locator(control).filter({ visible: true }).first();
  await target.scrollIntoViewIfNeeded();
  // A finger taps once the page has stopped moving under it (the header's collapse, cards coming into view).
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate((answerKind) => {
    const w = window;
    w.tap = { events: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) w.tap.events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    const answered = () =>
      answerKind === 'dialog'
        ? document.querySelector('dialog[open]') !== null
        : document.querySelector('#tab-calendar[aria-selected="true"]') !== null;
    // From the click (the finger lifted), before any of the page's own click handlers.
    window.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const poll = () => {
          if (!answered()) return requestAnimationFrame(poll);
          // The frame with the answer is painted once the next animation frame starts.
          requestAnimationFrame(() => (w.tap.visible = performance.now() - start));
        };
        requestAnimationFrame(poll);
      },
      { capture: true, once: true },
    );
  }, answer);
  await target.click();
  await page.waitForFunction(() => window.tap.visible !== undefined, null, { timeout: 30_000 });
  // Event entries are queued after the paint: give the observer a moment.
  await page.waitForTimeout(300);
  const { visible, events } = await page.evaluate(() => window.tap);
  await context.close();
  return { visible, inp: events.length > 0 ? Math.max(...events) : null };
}
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const taps = [];
for (const tap of TAPS) {
  const runs = [];
  for (let i = 0; i < TAP_RUNS; i++) runs.push(await firstTap(tap));
  const inps = runs.map((r) => r.inp).filter((v) => v !== null);
  taps.push({
    label: tap.label,
    visible: Math.round(median(runs.map((r) => r.visible))),
    inp: inps.length === runs.length ? Math.round(median(inps)) : null,
    all: runs.map((r) => Math.round(r.visible)).join(', '),
  });
}
await browser.close();

// --- Throughput --------------------------------------------------------------------------
/**
 * CPU time a process has used so far, in ms (Linux: /proc/{pid}/stat, user + system, in clock
 * ticks of 10 ms), or undefined where there is no /proc.
 */
async function cpuMsOf(pid) {
  try {
    const { readFileSync } = await import('node:fs');
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14 and 15 of the file (utime, stime) are the 12th and 13th after the command's name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
/**
 * Autocannon against `url`, and what each answer cost the app process `appPid` in CPU time: the
 * load generator shares this machine's cores, so requests/s also measure the client (which reads
 * every byte of each answer); the server's own CPU per request does not.
 */
async function load(url, headers = {}, appPid = children[0]?.pid) {
  const before = appPid ? await cpuMsOf(appPid) : undefined;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const after = appPid ? await cpuMsOf(appPid) : undefined;
  const cpuUsPerRequest = before !== undefined && after !== undefined && result.requests.total > 0 ? Math.round(((after - before) * 1000) / result.requests.total) : undefined;
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuUsPerRequest, bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)) };
}
// Like a browser: cookies and compression.
const encodings = { 'accept-encoding': 'gzip, deflate, br' };
const guest = { cookie: guestCookie, ...encodings };
const throughput = {
  [`GET /project/{id} (guest, cached)`]: await load(`${base}/project/${project.projectId}`, guest),
  [`GET /api/projects/{id}/events (guest)`]: await load(`${base}/api/projects/${project.projectId}/events`, guest),
  ['GET /faq (prerendered)']: await load(`${base}/faq`, encodings),
};
const privatePath = `${base}/project/${withPrivate.projectId}`;
const privateThroughput = {
  [`listed guest (by link; sees the ${withPrivate.privateCount} private events)`]: await load(privatePath, { cookie: withPrivate.listed, ...encodings }),
  ['guest by link, on no private event']: await load(privatePath, { cookie: withPrivate.unlisted, ...encodings }),
  ['guest with the shared code']: await load(privatePath, { cookie: withPrivate.shared, ...encodings }),
};
const cachedPage = throughput['GET /project/{id} (guest, cached)'];
const prerendered = throughput['GET /faq (prerendered)'];

// --- The same cached guest page on sqld: the Node build over a WebSocket (BENCH_SQLD=0 skips
// it), and the edge build under workerd over HTTP (BENCH_EDGE=0 skips it), with the Worker's size.
const wantsEdge = process.env.BENCH_EDGE !== '0';
let onSqld;
let edge;
if (process.env.BENCH_SQLD !== '0' || wantsEdge) {
  const { sqldBinary } = await import('../support/sqld-binary.mjs');
  const sqldPort = await freePort();
  const sqld = spawn(sqldBinary(), ['--db-path', join(TMP, 'sqld'), '--http-listen-addr', `127.0.0.1:${sqldPort}`, '--no-welcome'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RUST_LOG: 'warn' },
  });
  children.push(sqld);
  await waitFor(`http://127.0.0.1:${sqldPort}/health`, sqld, 'sqld');
  const sqldHttp = `http://127.0.0.1:${sqldPort}`;
  const cachedPageOn = async (app) => {
    const other = await makeItinerary(app.base, sqldHttp);
    return load(`${app.base}/project/${other.project.projectId}`, { cookie: other.guestCookie, ...encodings });
  };
  const nodeOnSqld = await startApp(`ws://127.0.0.1:${sqldPort}`);
  onSqld = await cachedPageOn(nodeOnSqld);
  if (wantsEdge) {
    const { workerUploadSize } = await import('../support/worker-size.mjs');
    const worker = await startApp(sqldHttp, 'edge');
    edge = { coldStartMs: worker.coldStartMs, nodeColdStartMs: nodeOnSqld.coldStartMs, cachedPage: await cachedPageOn(worker), size: await workerUploadSize(EDGE_OUT_DIR) };
  }
}

// --- Lighthouse (mobile settings, system Chromium) ----------------------------------------
async function lighthouse(path) {
  const out = join(TMP, `lh-${Math.random().toString(36).slice(2)}.json`);
  const headersFile = join(TMP, 'lh-headers.json');
  const { writeFileSync, readFileSync } = await import('node:fs');
  writeFileSync(headersFile, JSON.stringify({ Cookie: guestCookie }));
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        base + path,
        '--quiet',
        '--only-categories=performance',
        `--extra-headers=${headersFile}`,
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`))));
  });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const a = (id) => report.audits[id].displayValue;
  return { score: Math.round(report.categories.performance.score * 100), fcp: a('first-contentful-paint'), lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), cls: a('cumulative-layout-shift') };
}
/** Lighthouse varies run to run: three runs, and the one with the median performance score. */
async function medianLighthouse(path) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await lighthouse(path));
  runs.sort((x, y) => x.score - y.score);
  return { ...runs[1], all: runs.map((r) => r.score).join(', ') };
}
const scores = process.env.BENCH_LIGHTHOUSE === '0' ? {} : {
  'landing `/`': await medianLighthouse('/'),
  'itinerary, 30 events': await medianLighthouse(`/project/${project.projectId}`),
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nPage weight (Chromium, 1280 px; the itinerary as a guest sees it)');
console.log('| page | HTML (raw / gzip) | JS before interaction (raw / gzip) | JS added later (gzip) |');
console.log('| --- | --- | --- | --- |');
console.log(`| landing \`/\` | ${kb(landing.htmlBytes)} / ${kb(landing.htmlGzip)} | ${kb(landing.phases.initial.raw)} / ${kb(landing.phases.initial.gzip)} | none |`);
console.log(
  `| itinerary, 30 events, List tab | ${kb(itinerary.htmlBytes)} / ${kb(itinerary.htmlGzip)} | ${kb(itinerary.phases.initial.raw)} / ${kb(itinerary.phases.initial.gzip)} | Calendar +${kb(itinerary.phases['after Calendar'].gzip)}, Map +${kb(itinerary.phases['after Map'].gzip)} |`,
);
console.log(`\nFirst tap on a slow phone (Chromium, 390 px, CPU 4x slower; median of ${TAP_RUNS} fresh loads, all runs in brackets)`);
console.log('| control | tap to visible | INP-style (event entry) |');
console.log('| --- | --- | --- |');
for (const t of taps) console.log(`| ${t.label} | ${t.visible} ms (${t.all}) | ${t.inp === null ? '< 16 ms' : `${t.inp} ms`} |`);
console.log(`\nThroughput (${CONNECTIONS} connections, ${SECONDS} s each, this machine, embedded libSQL file)`);
console.log('| request | requests/s | p99 latency | non-2xx | server CPU per answer | bytes per answer |');
console.log('| --- | --- | --- | --- | --- | --- |');
const cpuCell = (r) => (r.cpuUsPerRequest === undefined ? 'n/a' : `${r.cpuUsPerRequest} µs`);
for (const [label, r] of Object.entries(throughput)) console.log(`| ${label} | ${r.rps} | ${r.p99} ms | ${r.non2xx + r.errors} | ${cpuCell(r)} | ${r.bytes} |`);
if (onSqld) {
  console.log(
    `| GET /project/{id} (guest, cached) on sqld over a WebSocket | ${onSqld.rps} (${(onSqld.rps / cachedPage.rps).toFixed(2)}x the file) | ${onSqld.p99} ms | ${onSqld.non2xx + onSqld.errors} | | ${onSqld.bytes} |`,
  );
}

console.log(`\nThe same itinerary with a guest list, ${withPrivate.privateCount} of its 30 events private to one guest (cached page, ${CONNECTIONS} connections, ${SECONDS} s each)`);
console.log('| guest | HTML (raw / gzip) | JS before interaction (gzip) | requests/s | vs the plain itinerary | p99 latency | server CPU per answer |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const weightOf = (label) => (label.startsWith('listed') ? privateWeights.listed : label.startsWith('guest by link') ? privateWeights.unlisted : privateWeights.shared);
for (const [label, r] of Object.entries(privateThroughput)) {
  const w = weightOf(label);
  console.log(`| ${label} | ${kb(w.htmlBytes)} / ${kb(w.htmlGzip)} | ${kb(w.phases.initial.gzip)} | ${r.rps} | ${(r.rps / cachedPage.rps).toFixed(2)}x | ${r.p99} ms | ${cpuCell(r)} |`);
}

const ratio = cachedPage.rps / prerendered.rps;
const slowestTap = taps.reduce((a, t) => (t.visible > a.visible ? t : a));
const budgets = [
  ['first tap to visible, slowest control (CPU 4x slower)', `${slowestTap.visible} ms (${slowestTap.label})`, '<= 100 ms', slowestTap.visible <= 100],
  ['guest List tab JS before interaction', `${kb(itinerary.phases.initial.gzip)} gzip`, '<= 35 KB', itinerary.phases.initial.gzip <= 35 * 1024],
  ['itinerary HTML, 30 events', `${kb(itinerary.htmlGzip)} gzip`, '<= 15 KB', itinerary.htmlGzip <= 15 * 1024],
  ['cached guest page requests/s vs /faq', `${ratio.toFixed(2)}x`, '>= 0.5x', ratio >= 0.5],
  ...(cachedPage.cpuUsPerRequest && prerendered.cpuUsPerRequest
    ? [['cached guest page: server CPU per answer vs /faq', `${(cachedPage.cpuUsPerRequest / prerendered.cpuUsPerRequest).toFixed(2)}x`, '<= 2x', cachedPage.cpuUsPerRequest <= 2 * prerendered.cpuUsPerRequest]]
    : []),
  ['cached guest page p99 (50 connections)', `${cachedPage.p99} ms`, '< 50 ms', cachedPage.p99 < 50],
  ...Object.entries(privateWeights).flatMap(([who, w]) => [
    [`${who} guest, private events: HTML`, `${kb(w.htmlGzip)} gzip`, '<= 15 KB', w.htmlGzip <= 15 * 1024],
    [`${who} guest, private events: JS before interaction`, `${kb(w.phases.initial.gzip)} gzip`, '<= 15 KB', w.phases.initial.gzip <= 15 * 1024],
  ]),
  ...Object.entries(privateThroughput).map(([label, r]) => [`cached page requests/s, ${label}, vs the plain itinerary`, `${(r.rps / cachedPage.rps).toFixed(2)}x`, '>= 0.9x', r.rps >= 0.9 * cachedPage.rps]),
];
if (edge) {
  const { FREE_PLAN_GZIP_LIMIT_BYTES } = await import('../support/worker-size.mjs');
  console.log('\nEdge build (Cloudflare Workers) under workerd, both builds on the same sqld');
  console.log('| measure | edge (workerd) | Node | edge / Node |');
  console.log('| --- | --- | --- | --- |');
  console.log(`| Worker upload (wrangler dry run, ${edge.size.modules} modules, ${edge.size.wasmModules} WebAssembly) | ${kb(edge.size.rawBytes)} raw / ${kb(edge.size.gzipBytes)} gzip | | |`);
  console.log(`| cold start (process start to first answer) | ${edge.coldStartMs} ms | ${edge.nodeColdStartMs} ms | ${(edge.coldStartMs / edge.nodeColdStartMs).toFixed(2)}x |`);
  console.log(`| GET /project/{id} (guest, cached), requests/s | ${edge.cachedPage.rps} | ${onSqld.rps} | ${(edge.cachedPage.rps / onSqld.rps).toFixed(2)}x |`);
  console.log(`| the same, p99 latency | ${edge.cachedPage.p99} ms | ${onSqld.p99} ms | |`);
  console.log(`| the same, non-2xx and errors | ${edge.cachedPage.non2xx + edge.cachedPage.errors} | ${onSqld.non2xx + onSqld.errors} | |`);
  budgets.push(['Worker upload, gzip (free plan)', kb(edge.size.gzipBytes), `< ${(FREE_PLAN_GZIP_LIMIT_BYTES / 1e6).toFixed(0)} MB`, edge.size.gzipBytes < FREE_PLAN_GZIP_LIMIT_BYTES]);
}
if (onSqld) budgets.push(['cached guest page on sqld (ws) vs file', `${(onSqld.rps / cachedPage.rps).toFixed(2)}x`, '>= 0.8x', onSqld.rps / cachedPage.rps >= 0.8]);
printPushFanout(await pushFanout());
console.log('\nBudgets');
console.log('| budget | measured | target | met |');
console.log('| --- | --- | --- | --- |');
for (const [label, measured, target, met] of budgets) console.log(`| ${label} | ${measured} | ${target} | ${met ? 'yes' : 'NO'} |`);
if (Object.keys(scores).length > 0) {
  console.log('\nLighthouse (mobile, simulated throttling; the median of 3 runs, all 3 scores in brackets)');
  console.log('| page | performance | FCP | LCP | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [label, r] of Object.entries(scores)) console.log(`| ${label} | ${r.score} (${r.all}) | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
}
await stop();
process.exit(0);
