import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TMP_DIR = fileURLToPath(new URL('../.tmp', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server/entry.mjs', import.meta.url));
