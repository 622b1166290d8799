import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Scratch files of this test run. tests/vitest.config.ts gives each run its own folder, so two
 * runs at once (two developers' helpers, say) never delete each other's databases.
 */
export const TMP_DIR = process.env.TEST_RUN_DIR ?? fileURLToPath(new URL('../.tmp', import.meta.url));

/**
 * Which build the integration tests start: `node` (the Node server, `npm run build`) unless
 * TEST_TARGET=edge (the Cloudflare Workers build, `npm run build:edge`, under workerd through
 * `npm run preview:edge`; the `integration-edge` project of tests/vitest.config.ts).
 */
export type TestTarget = 'node' | 'edge';
export const TEST_TARGET: TestTarget = process.env.TEST_TARGET === 'edge' ? 'edge' : 'node';

/** The Node build under test; TEST_OUT_DIR points at another `astro build --outDir`. */
export const NODE_OUT_DIR = resolve(ROOT, process.env.TEST_OUT_DIR ?? 'dist');
/** The edge build under test; TEST_EDGE_OUT_DIR points at another `npm run build:edge -- --outDir`. */
export const EDGE_OUT_DIR = resolve(ROOT, process.env.TEST_EDGE_OUT_DIR ?? 'dist-edge');

/** The build under test (its client/ folder holds the static files either way). */
export const OUT_DIR = TEST_TARGET === 'edge' ? EDGE_OUT_DIR : NODE_OUT_DIR;
export const SERVER_ENTRY = resolve(OUT_DIR, 'server/entry.mjs');

/** The origin Astro baked into the build (its manifest's `site`, from SITE_URL at build time). */
export function buildOrigin(): string {
  const serverDir = resolve(OUT_DIR, 'server');
  // The Node build keeps its manifest in the entry; the edge build in one of its chunks.
  const files = [SERVER_ENTRY, ...readdirSync(join(serverDir, 'chunks')).filter((f) => f.endsWith('.mjs')).map((f) => join(serverDir, 'chunks', f))];
  for (const file of files) {
    const site = /"site":"([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (site) return new URL(site).origin;
  }
  throw new Error(`${serverDir} names no site`);
}
/** The production server script; it runs the build in NODE_OUT_DIR (its first argument). */
export const SERVER_SCRIPT = resolve(ROOT, 'src/server/node/serve.mjs');
/** The edge preview (`npm run preview:edge`); it runs the build in EDGE_OUT_DIR under workerd. */
export const PREVIEW_SCRIPT = resolve(ROOT, 'src/server/edge/preview.mjs');
