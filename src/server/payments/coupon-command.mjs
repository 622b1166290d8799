/**
 * `npm run coupon -- …`: runs src/server/payments/coupons-cli.ts through Vite's module runner, because the
 * database module bundles its migrations with Vite's import.meta.glob (plain Node cannot).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./coupons-cli.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  // tsconfig.json's paths: `@/` and the Node side of `@platform/` (docs/platforms.md).
  resolve: { tsconfigPaths: true },
});
process.exitCode = await module.main(process.argv.slice(2));
