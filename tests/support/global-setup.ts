import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { EDGE_OUT_DIR, NODE_OUT_DIR, TMP_DIR } from './paths';

/**
 * Integration tests run against the built server: `npm test` builds first; the edge project
 * (TEST_TARGET=edge in its environment) needs `npm run build:edge`.
 */
export default function setup(project: TestProject) {
  mkdirSync(TMP_DIR, { recursive: true });
  const edge = (project.config.env?.TEST_TARGET ?? process.env.TEST_TARGET) === 'edge';
  const entry = resolve(edge ? EDGE_OUT_DIR : NODE_OUT_DIR, 'server/entry.mjs');
  if (!existsSync(entry)) {
    const build = edge ? '`npm run build:edge`' : '`npm run build` (npm test does)';
    throw new Error(`${entry} is missing: run ${build} first.`);
  }
  return () => rmSync(TMP_DIR, { recursive: true, force: true });
}
