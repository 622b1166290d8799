import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Scratch files of this test run. tests/vitest.config.ts gives each run its own folder, so two
 * runs at once (two developers' helpers, say) never delete each other's databases.
 */
export const TMP_DIR = process.env.TEST_RUN_DIR ?? fileURLToPath(new URL('../.tmp', import.meta.url));
/** The built server under test; TEST_OUT_DIR points at another `astro build --outDir`. */
export const OUT_DIR = resolve(ROOT, process.env.TEST_OUT_DIR ?? 'dist');
export const SERVER_ENTRY = resolve(OUT_DIR, 'server/entry.mjs');

/** The origin Astro baked into the build (its manifest's `site`, from SITE_URL at build time). */
export function buildOrigin(): string {
  const site = /"site":"([^"]+)"/.exec(readFileSync(SERVER_ENTRY, 'utf8'))?.[1];
  if (!site) throw new Error(`${SERVER_ENTRY} names no site`);
  return new URL(site).origin;
}
/** The production server script; it runs the build in OUT_DIR (its first argument). */
export const SERVER_SCRIPT = resolve(ROOT, 'src/server/node/serve.mjs');
export const SERVER_ARGS = [SERVER_SCRIPT, OUT_DIR];
