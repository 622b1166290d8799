/**
 * `npm run parse-email -- message.eml`: runs parse-email-cli.ts through Vite's module runner, as
 * `npm run coupon` does, so the TypeScript sources run without a build step.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./parse-email-cli.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  // The `@platform/…` alias of tsconfig.json (the Node implementations).
  resolve: { tsconfigPaths: true },
});
process.exitCode = await module.main(process.argv.slice(2));
