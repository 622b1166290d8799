import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// One scratch folder per run (inherited by the workers), removed by the global teardown.
process.env.TEST_RUN_DIR ??= fileURLToPath(
  new URL(`.tmp/run-${Date.now()}-${process.pid}`, import.meta.url),
);

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file starts its own server; two cores, so two at a time.
    maxWorkers: 2,
  },
});
