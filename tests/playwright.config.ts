import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { OFFLINE_MAP_TILE_URL } from './support/map-tiles';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4477);
// Another build (`astro build --outDir …`) can be tested with TEST_OUT_DIR; the database file is
// per port, so two runs on different ports never share one.
const outDir = process.env.TEST_OUT_DIR ?? 'dist';
const dbFile = `tests/.tmp/e2e-${port}.db`;
const baseURL = `http://127.0.0.1:${port}`;
// The location autocomplete asks a local stand-in geocoder (tests/support/geocoder-stand-in.mjs)
// on a port of its own, so no search leaves the machine.
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 1000);
const E2E_GEOCODER_URL = `http://127.0.0.1:${geocoderPort}/api`;
// The app's email goes to a local SMTP server (tests/support/smtp-sink-server.mjs), which writes
// each message as an .eml file into the outbox folder that specs read (the sign-in link).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
// The app's own inbound SMTP listener (forwarded confirmations), and its mail domain.
const inboundPort = Number(process.env.E2E_INBOUND_PORT ?? port + 3000);
const INBOUND_DOMAIN = 'itinerary.test';
const outboxDir = `tests/.tmp/e2e-${port}-outbox`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: a test that passes on retry is still listed as "flaky" in the report
  // (and must be fixed), but a timing accident on a busy CI machine does not block a landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Specs intercept requests with page.route, which misses those of a page a service worker
    // controls; only the offline spec, which tests the worker, allows it (test.use there).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `node tests/support/geocoder-stand-in.mjs ${geocoderPort}`,
      cwd: root,
      url: `${E2E_GEOCODER_URL}?q=ready`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: `node tests/support/smtp-sink-server.mjs ${smtpPort} ${outboxDir}`,
      cwd: root,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // The real built server on a fresh libSQL file (npm test builds first).
      command: `mkdir -p tests/.tmp && rm -rf ${dbFile}* tests/.tmp/e2e-${port}-uploads ${outboxDir} && node src/server/node/serve.mjs ${outDir}`,
      cwd: root,
      url: `${baseURL}/api/projects/example-wedding/preview`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: baseURL,
        DATABASE_URL: `file:${dbFile}`,
        // Specs write to the database file themselves; no sweep mid-run (it has its own tests).
        SWEEP_INTERVAL_SECONDS: '86400',
        // Header images of this run, next to its database.
        UPLOADS_DIR: `tests/.tmp/e2e-${port}-uploads`,
        // Emails go over SMTP to the local sink, which writes them to the outbox folder.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        INBOUND_SMTP_PORT: String(inboundPort),
        INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
        MAIL_OUTBOX_DIR: outboxDir,
        // Every e2e browser comes from 127.0.0.1; a header lets tests be different clients.
        TRUST_PROXY: 'true',
        // No request may leave the machine: every map tile is one transparent pixel.
        PUBLIC_MAP_TILE_URL: OFFLINE_MAP_TILE_URL,
        GEOCODER_URL: E2E_GEOCODER_URL,
      },
    },
  ],
});
