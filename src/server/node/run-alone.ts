/**
 * The built entry (dist/server/entry.mjs) is not a server by itself: the server is
 * src/server/node/serve.mjs, which puts the request guard (security headers, body limits) in front
 * of the app. Run directly (`node dist/server/entry.mjs`, how the Astro Node adapter's builds are
 * usually started), the entry says so and exits with code 1 instead of doing nothing, or serving
 * without the guard.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RUN_ALONE_MESSAGE =
  'dist/server/entry.mjs is not the server by itself. Start the server with `npm run serve` ' +
  '(node src/server/node/serve.mjs [outDir]), which adds the request guard and security headers.';

/** Whether `script` (process.argv[1]) is the module at `moduleUrl`. */
function isMainScript(moduleUrl: string, script: string | undefined): boolean {
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Called by the entry with its own import.meta.url; see the top of this file. */
export function refuseToRunAlone(entryUrl: string) {
  if (!isMainScript(entryUrl, process.argv[1])) return;
  console.error(RUN_ALONE_MESSAGE);
  process.exit(1);
}
