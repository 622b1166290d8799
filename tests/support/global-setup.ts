import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { TMP_DIR, SERVER_ENTRY } from './paths';

/** Integration tests run against the built server: `npm test` builds first. */
export default function setup() {
  mkdirSync(TMP_DIR, { recursive: true });
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` (npm test does) first.`);
  }
  return () => rmSync(TMP_DIR, { recursive: true, force: true });
}
