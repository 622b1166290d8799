/**
 * The production server (`npm start`, `npm run serve`): `node src/server/node/serve.mjs [outDir]`
 * runs the build in `outDir` (default: dist/ of this repository).
 *
 * It is a plain HTTP server around the Astro Node adapter's app handler, so that every request
 * passes one guard first (src/server/node/guard.ts: security headers on every response, request
 * bodies limited while they stream) and the background services (scheduled sweeps, the inbound
 * SMTP listener) start with the process instead of on the first request. Then, in order:
 * - static files, precompressed at build time (./static-files.ts, in place of the adapter's
 *   static step);
 * - cached itinerary pages, with one database query (./cached-pages.ts);
 * - the app: pages and API routes, compressed by its middleware (src/server/compression.ts).
 * It reads HOST and PORT like the adapter does.
 */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The adapter's entry would otherwise start its own server when imported.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const outDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../../../dist', import.meta.url)));
const entry = await import(pathToFileURL(join(outDir, 'server', 'entry.mjs')).href);
const { appHandler, options, guardNodeRequest, startNodeServices, createStaticFiles, readStaticHeaders, serveCachedPage, noteWrites } = entry;
if (typeof guardNodeRequest !== 'function' || typeof appHandler !== 'function') {
  throw new Error(`${outDir} was not built by this project's astro.config.mjs (no request guard in its entry)`);
}

// Validates the configuration (a bad setting stops the process here, with the reason).
startNodeServices();

const host = process.env.HOST ?? (typeof options.host === 'string' ? options.host : options.host ? '0.0.0.0' : 'localhost');
const port = Number(process.env.PORT ?? options.port ?? 4321);

// The adapter's option staticHeaders: true has it write each prerendered page's headers (its CSP).
const serveStaticFile = createStaticFiles(join(outDir, 'client'), options.staticHeaders ? readStaticHeaders(outDir) : []);

const server = createServer((req, res) => {
  if (!guardNodeRequest(req, res)) return;
  try {
    decodeURI(req.url ?? '/');
  } catch {
    res.writeHead(400);
    res.end('Bad request.');
    return;
  }
  if (serveStaticFile(req, res)) return;
  noteWrites(req, res);
  serveCachedPage(req, res).then(
    (served) => served || appHandler(req, res),
    // The app meets the same trouble and answers it the usual way.
    () => appHandler(req, res),
  );
});
server.listen(port, host, () => {
  if (process.env.ASTRO_NODE_LOGGING !== 'disabled') {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    console.info(`Itinerary is listening on http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`);
  }
});

// On SIGTERM/SIGINT: stop accepting, let requests in flight finish (live streams end), then exit.
const GRACE_MS = 2000;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), GRACE_MS).unref();
  });
}
