import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_GEOCODER_URL, E2E_WORKERS, INBOUND_DOMAIN, e2eStacks } from './support/e2e-stack';
import { OFFLINE_MAP_TILE_URL } from './support/map-tiles';

const root = fileURLToPath(new URL('..', import.meta.url));
// Another build (`astro build --outDir …`) can be tested with TEST_OUT_DIR.
const outDir = process.env.TEST_OUT_DIR ?? 'dist';
const stacks = e2eStacks();

/**
 * Tests tagged so (ALONE in tests/e2e/fixtures.ts) race the clock on a throttled CPU: they are a
 * project of their own, one at a time, which `npm run test:e2e` runs after the other has finished
 * (a run of both projects at once, or of one file, is fine for trying a test, not for timing it).
 */
const ALONE = /@alone/;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  // Spec files run E2E_WORKERS at once, each worker against a server of its own (tests/support/e2e-stack.ts,
  // which also gives each test its baseURL through tests/e2e/fixtures.ts); the tests of one file
  // run in order, one after another.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry on CI only: a test that passes on retry is still listed as "flaky" in the report
  // (and must be fixed), but a timing accident on a busy CI machine does not block a landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: ALONE },
    { name: 'alone', use: { browserName: 'chromium' }, grep: ALONE, workers: 1 },
  ],
  webServer: [
    {
      // The local stand-in geocoder answers every stack's place searches; it keeps no state.
      command: `node tests/support/geocoder-stand-in.mjs ${new URL(E2E_GEOCODER_URL).port}`,
      cwd: root,
      url: `${E2E_GEOCODER_URL}?q=ready`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    ...stacks.flatMap((stack) => [
      {
        command: `node tests/support/smtp-sink-server.mjs ${stack.smtpPort} ${stack.outboxDir}`,
        cwd: root,
        port: stack.smtpPort,
        reuseExistingServer: false,
        timeout: 15_000,
      },
      {
        // The real built server on a fresh libSQL file (npm test builds first).
        command: `mkdir -p tests/.tmp && rm -rf ${stack.dbFile}* ${stack.uploadsDir} ${stack.outboxDir} && node src/server/node/serve.mjs ${outDir}`,
        cwd: root,
        url: `${stack.baseURL}/api/projects/example-wedding/preview`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          HOST: '127.0.0.1',
          PORT: String(stack.port),
          SITE_URL: stack.baseURL,
          DATABASE_URL: stack.dbUrl,
          // Specs write to the database file themselves; no sweep mid-run (it has its own tests).
          SWEEP_INTERVAL_SECONDS: '86400',
          // Header images of this stack, next to its database.
          UPLOADS_DIR: stack.uploadsDir,
          // Emails go over SMTP to the stack's sink, which writes them to its outbox folder.
          SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
          INBOUND_SMTP_PORT: String(stack.inboundPort),
          INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
          MAIL_OUTBOX_DIR: stack.outboxDir,
          // Every e2e browser comes from 127.0.0.1; a header lets tests be different clients.
          TRUST_PROXY: 'true',
          // No request may leave the machine: every map tile is one transparent pixel.
          PUBLIC_MAP_TILE_URL: OFFLINE_MAP_TILE_URL,
          GEOCODER_URL: E2E_GEOCODER_URL,
          // Push messages may go only to a port nothing listens on: a browser's subscription in
          // these tests is a stand-in, and no push may leave the machine (delivery has its own
          // tests against a push-service stand-in, tests/integration/web-push.test.ts).
          PUSH_SERVICE_HOSTS: '127.0.0.1:9',
        },
      },
    ]),
  ],
});
