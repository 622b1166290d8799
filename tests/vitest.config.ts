import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// One scratch folder per run (inherited by the workers), removed by the global teardown.
process.env.TEST_RUN_DIR ??= fileURLToPath(
  new URL(`.tmp/run-${Date.now()}-${process.pid}`, import.meta.url),
);

const integration = 'tests/integration/**/*.test.ts';

/**
 * Integration files that only make sense on the embedded libSQL file, skipped in the sqld run.
 * Each says why:
 * - crash.test.ts: SIGKILLs the app mid-write and checks the file it wrote (WAL recovery,
 *   `PRAGMA integrity_check`); with sqld the app holds no data to lose.
 * - coupons-cli.test.ts: the CLI on a file URL it creates itself; it never starts a server, so a
 *   second run would test the same thing twice.
 * - replica.test.ts: starts its own sqld as the primary of an embedded replica file.
 * - multiprocess-sqld.test.ts and outbox.test.ts: start their own sqld shared by two app processes.
 */
const fileOnly = [
  'tests/integration/crash.test.ts',
  'tests/integration/coupons-cli.test.ts',
  'tests/integration/replica.test.ts',
  'tests/integration/multiprocess-sqld.test.ts',
  'tests/integration/outbox.test.ts',
];

/**
 * The integration files the edge build (`npm run build:edge`, under workerd through
 * `npm run preview:edge`, each server on a sqld of its own) runs too: one or more per family of
 * routes, the same files as on Node, unchanged. The edge's own tests (tests/edge/) come with them.
 */
export const edgeSubset = [
  // Create, access with the code, current project, exit, the itinerary page.
  'tests/integration/foundation.test.ts',
  // Admin codes and every route's answer to every role.
  'tests/integration/admin-access.test.ts',
  'tests/integration/authorization-matrix.test.ts',
  // Events (admin edits), FAQs, customisations, the public preview.
  'tests/integration/unclaimed-events.test.ts',
  'tests/integration/faqs.test.ts',
  'tests/integration/customizations.test.ts',
  'tests/integration/preview-privacy.test.ts',
  // Private events: every reader shows them only to those who may see them.
  'tests/integration/private-events.test.ts',
  // The guest list, personal invite links and who a guest is.
  'tests/integration/guest-list.test.ts',
  'tests/integration/guest-identity.test.ts',
  // Link preview images: satori and resvg's WebAssembly, fonts from the assets binding.
  'tests/integration/link-previews.test.ts',
  // Calendar feeds, live updates, location search (the Worker's requests to a local geocoder).
  'tests/integration/calendar-feeds.test.ts',
  'tests/integration/viewer.test.ts',
  // Guests' travel: ownership, limits under parallel requests, zones, the board, visibility, CSV.
  'tests/integration/travel-api.test.ts',
  // Forwarded confirmations (the inbound webhook) added as a signed-in guest's travel.
  'tests/integration/travel-confirmations.test.ts',
  'tests/integration/geocode.test.ts',
  // Payments: checkout, confirmation and Stripe's webhook against the local stand-in.
  'tests/integration/payments.test.ts',
  // Header image uploads to the S3 stand-in; each build's pixel limit (the edge's is lower).
  'tests/integration/images-s3.test.ts',
  'tests/integration/image-limits-s3.test.ts',
  // Prerendered pages on the runtime SITE_URL, unknown itineraries, security headers, settings.
  'tests/integration/site-url.test.ts',
  'tests/integration/unknown-itinerary.test.ts',
  'tests/integration/security-headers.test.ts',
  'tests/integration/config.test.ts',
];

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/fail-on-console-error.ts'],
  testTimeout: 30_000,
  // A server start may retry sqld on another port when the machine is loaded.
  hookTimeout: 90_000,
};

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The `@/` import alias of tsconfig.json (src/), as Astro's build reads it.
  resolve: { tsconfigPaths: true },
  test: {
    // Each integration file starts its own server; two cores, so two at a time (all projects).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The integration suite twice: every server on its own embedded file…
      { extends: true, test: { ...shared, name: 'integration', include: [integration], env: { TEST_DATABASE: 'file' } } },
      // …and every server on its own real libSQL server (sqld), started and stopped by startServer.
      {
        extends: true,
        test: { ...shared, name: 'integration-sqld', include: [integration], exclude: fileOnly, env: { TEST_DATABASE: 'sqld' } },
      },
      // The edge build under workerd (`npm run test:edge`; build it first with `npm run build:edge`).
      {
        extends: true,
        test: { ...shared, name: 'integration-edge', include: [...edgeSubset, 'tests/edge/**/*.test.ts'], env: { TEST_TARGET: 'edge' } },
      },
    ],
  },
});
