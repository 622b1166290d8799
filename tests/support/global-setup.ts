import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { EDGE_OUT_DIR, NODE_OUT_DIR, TMP_DIR } from './paths';

/**
 * Every project gets the run's scratch folder. Integration tests run against the built server:
 * `npm test` builds first; the edge project (TEST_TARGET=edge in its environment) needs
 * `npm run build:edge`. Unit tests need no build, so `npm run test:unit` works on a fresh clone.
 */
export default function setup(project: TestProject) {
  mkdirSync(TMP_DIR, { recursive: true });
  const cleanUp = () => rmSync(TMP_DIR, { recursive: true, force: true });
  if (project.name === 'unit') return cleanUp;
  const edge = (project.config.env?.TEST_TARGET ?? process.env.TEST_TARGET) === 'edge';
  const entry = resolve(edge ? EDGE_OUT_DIR : NODE_OUT_DIR, 'server/entry.mjs');
  if (!existsSync(entry)) {
    const build = edge ? '`npm run build:edge`' : '`npm run build` (npm test does)';
    throw new Error(`${entry} is missing: run ${build} first.`);
  }
  return cleanUp;
}
