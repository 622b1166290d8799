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
 * - cached itinerary pages and the itinerary JSON, with one database query (./cached-pages.ts);
 * - the app: pages and API routes, compressed by its middleware (src/server/http/compression.ts).
 * Every setting is validated (src/server/core/config.ts) before anything starts: a bad one stops the
 * process with exit code 1 and a message naming the variable. HOST and PORT default to what the
 * build was made with, like the adapter's own server.
 */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORT } from '../core/environment.mjs';

/** How long an idle keep-alive connection stays open (see where the server starts). */
const KEEP_ALIVE_MS = 65_000;

// Everything this process creates (the database and its -wal/-shm files, uploads, keys, the mail
// outbox, their folders) is for this user only: 0600 files, 0700 folders (src/server/core/file-modes.ts).
process.umask(0o077);

// The build's adapter runs in middleware mode and starts no server of its own; this also stops a
// build made in the adapter's standalone mode from starting one when imported.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const outDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../../../dist', import.meta.url)));
const entry = await import(pathToFileURL(join(outDir, 'server', 'entry.mjs')).href);
const { appHandlerFor, options, config, ConfigError, guardNodeRequest, startNodeServices, createStaticFiles, readStaticHeaders, serveCachedAnswer, noteWrites } = entry;
if (typeof guardNodeRequest !== 'function' || typeof appHandlerFor !== 'function' || typeof config !== 'function') {
  throw new Error(`${outDir} was not built by this project's astro.config.mjs (no request guard in its entry)`);
}

let cfg;
try {
  cfg = config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  // Nothing has started yet: the process ends here, once the message is written.
  process.exitCode = 1;
}
if (cfg) serve(cfg);

/** @param {{ HOST?: string; PORT?: number; ASTRO_NODE_LOGGING?: string }} cfg the validated configuration */
function serve(cfg) {
  startNodeServices(cfg);

  const host = cfg.HOST ?? (typeof options.host === 'string' ? options.host : options.host ? '0.0.0.0' : DEFAULT_HOST);
  const port = cfg.PORT ?? options.port ?? DEFAULT_PORT;
  const appHandler = appHandlerFor(port);

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
    serveCachedAnswer(req, res).then(
      // What it read on the way (the session, checked, and its access) goes on as Astro.locals.
      (answer) => answer === true || appHandler(req, res, undefined, answer),
      // The app meets the same trouble and answers it the usual way.
      () => appHandler(req, res),
    );
  });
  // An idle keep-alive connection stays open longer than the 60 s a load balancer or proxy in front
  // usually keeps its own: Node's 5 s default closes connections that the proxy (or any client
  // holding a pool) may be reusing at that very moment, and that request fails with a reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.listen(port, host, () => {
    if (cfg.ASTRO_NODE_LOGGING !== 'disabled') {
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
}
