#!/usr/bin/env node
/**
 * `npm run bench` (issue 3): page weight and server throughput, measured, not asserted.
 *
 * Starts the built server on a fresh libSQL file, makes a paid itinerary with 30 events, then
 * prints for the landing page and that itinerary: HTML bytes, JavaScript loaded before
 * interaction (raw and gzip), JavaScript loaded after opening Calendar and then Map, and
 * requests per second with p99 latency under 50 connections (autocannon) for the itinerary page,
 * its events read, and a prerendered page for comparison.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createClient } from '@libsql/client';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = join(ROOT, 'tests/.tmp', `bench-${process.pid}`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
mkdirSync(TMP, { recursive: true });
const dbFile = join(TMP, 'bench.db');
const server = spawn(process.execPath, [join(ROOT, 'src/server/node/serve.mjs'), join(ROOT, 'dist')], {
  cwd: ROOT,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: base,
    DATABASE_URL: `file:${dbFile}`,
    ASTRO_NODE_LOGGING: 'disabled',
    // No tile request may leave the machine.
    PUBLIC_MAP_TILE_URL:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(TMP, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/projects/example-wedding/preview`)).ok) break;
  } catch {
    if (i > 300) throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 100));
}

// A paid itinerary with 30 events, some with coordinates, as an organiser would have.
const created = await fetch(`${base}/api/projects`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ name: 'Benchmark Reunion Week' }),
});
const cookie = created.headers.getSetCookie()[0].split(';')[0];
const { project } = await created.json();
const db = createClient({ url: `file:${dbFile}` });
await db.execute({ sql: 'update projects set is_paid = 1, show_map_tab = 1 where project_id = ?', args: [project.projectId] });
db.close();
const names = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];
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
}
const [name, value] = cookie.split('=');

// --- Page weight in Chromium -------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function pageWeight(path, steps = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  let phase = 'initial';
  const scripts = { initial: [], ...Object.fromEntries(steps.map((s) => [s.label, []])) };
  let htmlBytes = 0;
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    const current = phase;
    try {
      if (type === 'document' && current === 'initial') htmlBytes = (await res.body()).length;
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
  return { htmlBytes, phases: Object.fromEntries(Object.entries(scripts).map(([k, v]) => [k, { ...sum(v), files: v.length }])) };
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
await browser.close();

// --- Throughput --------------------------------------------------------------------------
async function load(path, headers = {}) {
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
// Like a browser: cookies and compression.
const auth = { cookie, 'accept-encoding': 'gzip, deflate, br' };
const throughput = {
  [`GET /project/{id}`]: await load(`/project/${project.projectId}`, auth),
  [`GET /api/projects/{id}/events`]: await load(`/api/projects/${project.projectId}/events`, auth),
  ['GET /faq (prerendered)']: await load('/faq', { 'accept-encoding': 'gzip, deflate, br' }),
};

// --- Lighthouse (mobile settings, system Chromium) ----------------------------------------
async function lighthouse(path) {
  const out = join(TMP, `lh-${Math.random().toString(36).slice(2)}.json`);
  const headersFile = join(TMP, 'lh-headers.json');
  const { writeFileSync, readFileSync } = await import('node:fs');
  writeFileSync(headersFile, JSON.stringify({ Cookie: cookie }));
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
const scores = process.env.BENCH_LIGHTHOUSE === '0' ? {} : {
  'landing `/`': await lighthouse('/'),
  'itinerary, 30 events': await lighthouse(`/project/${project.projectId}`),
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nPage weight (Chromium, 1280 px)');
console.log('| page | HTML | JS before interaction (raw / gzip) | JS added later (gzip) |');
console.log('| --- | --- | --- | --- |');
console.log(`| landing \`/\` | ${kb(landing.htmlBytes)} | ${kb(landing.phases.initial.raw)} / ${kb(landing.phases.initial.gzip)} | none |`);
console.log(
  `| itinerary, 30 events | ${kb(itinerary.htmlBytes)} | ${kb(itinerary.phases.initial.raw)} / ${kb(itinerary.phases.initial.gzip)} | Calendar +${kb(itinerary.phases['after Calendar'].gzip)}, Map +${kb(itinerary.phases['after Map'].gzip)} |`,
);
console.log(`\nThroughput (${CONNECTIONS} connections, ${SECONDS} s each, this machine)`);
console.log('| request | requests/s | p99 latency | non-2xx |');
console.log('| --- | --- | --- | --- |');
for (const [label, r] of Object.entries(throughput)) console.log(`| ${label} | ${r.rps} | ${r.p99} ms | ${r.non2xx + r.errors} |`);
if (Object.keys(scores).length > 0) {
  console.log('\nLighthouse (mobile, simulated throttling)');
  console.log('| page | performance | FCP | LCP | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [label, r] of Object.entries(scores)) console.log(`| ${label} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
}
stop();
process.exit(0);
