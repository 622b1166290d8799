/**
 * `npm run preview:edge [outDir]`: serves the edge build (`npm run build:edge`, dist-edge/ unless
 * told otherwise) under workerd, Cloudflare's Workers runtime, through Miniflare (what
 * `wrangler dev` runs), on this machine only:
 * - the Worker, its assets and its cron trigger come from the configuration the build wrote
 *   (dist-edge/server/wrangler.json);
 * - every setting of the app (SETTING_NAMES: PORT, SITE_URL, DATABASE_URL, DATABASE_AUTH_TOKEN…)
 *   is read from this process's environment and handed to the Worker as its variables, which it
 *   reads from process.env like the Node server;
 * - nothing leaves the machine: the Worker may only reach loopback addresses (127.0.0.1, ::1),
 *   and Miniflare does not fetch Cloudflare's `request.cf` data (a placeholder stands in);
 * - over https, the Worker trusts the certificates browsers trust and, only when
 *   EDGE_EXTRA_CA_CERTS names a PEM file (a test's stand-in made its own certificate), those too;
 * - the cron trigger fires every OUTBOX_INTERVAL_SECONDS or SWEEP_INTERVAL_SECONDS, whichever is
 *   shorter (30 seconds unless set), where Cloudflare fires it on the schedule of wrangler.jsonc
 *   (every minute); each task still runs only as often as it asks; like `wrangler dev`, a GET of
 *   /cdn-cgi/local/scheduled fires it at once.
 * The Worker validates its settings when it starts; a bad one is printed here and the process
 * exits with code 1, as the Node server does. HOST and PORT default like the Node server's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { DEFAULT_HOST, DEFAULT_PORT, SETTING_NAMES } from '../core/environment.mjs';

/** Set by the Worker (./worker.ts) on its answer when the configuration is invalid. */
const CONFIG_ERROR_HEADER = 'x-itinerary-config-error';

const outDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../../../dist-edge', import.meta.url)));
const serverDir = join(outDir, 'server');

/** The app's settings from this environment, as the Worker's text variables. */
function settings() {
  /** @type {Record<string, string>} */
  const vars = {};
  for (const name of SETTING_NAMES) {
    const value = process.env[name];
    if (value !== undefined) vars[name] = value;
  }
  return vars;
}

/**
 * Every module of the build (Astro loads its pages' chunks with dynamic imports), with the
 * WebAssembly the image codecs import (compiled modules, as Wrangler uploads them).
 */
function modules() {
  /** @type {{ type: 'ESModule' | 'CompiledWasm'; path: string }[]} */
  const found = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mjs') || entry.name.endsWith('.js')) found.push({ type: 'ESModule', path });
      else if (entry.name.endsWith('.wasm')) found.push({ type: 'CompiledWasm', path });
    }
  };
  walk(serverDir);
  return found;
}

const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(serverDir, 'wrangler.json'));
if (!main) throw new Error(`${serverDir}/wrangler.json names no Worker entry: run \`npm run build:edge\` first.`);
const entry = resolve(main);
const vars = settings();
const host = vars.HOST?.trim() || DEFAULT_HOST;
/**
 * PORT as the Node server reads it. One that is not a port number still gets the Worker
 * started, on any free port, so that its configuration check names the variable and this process exits.
 */
function listenPort(/** @type {string | undefined} */ value) {
  if (!value?.trim()) return DEFAULT_PORT;
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : 0;
}
const port = listenPort(vars.PORT);

/**
 * The extra certificates workerd trusts for https: those of the PEM file EDGE_EXTRA_CA_CERTS
 * names (like NODE_EXTRA_CA_CERTS for Node), none without it. A file that cannot be read, or holds
 * no certificate, stops the preview: a test that asked for it would otherwise fail far from here.
 */
function extraCertificates() {
  const file = process.env.EDGE_EXTRA_CA_CERTS?.trim();
  if (!file) return [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`EDGE_EXTRA_CA_CERTS names a file that cannot be read (${file}): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const certificates = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!certificates) {
    console.error(`EDGE_EXTRA_CA_CERTS names a file with no PEM certificate in it (${file}).`);
    process.exit(1);
  }
  return certificates;
}

/**
 * Every request the Worker sends (its fetch) passes through this second Worker, in workerd
 * itself: loopback addresses only, the local stand-ins of the database, payments, storage, mail
 * and push; anything else is refused with a 502 and a line in the log. (A gate in this Node
 * process would cost every database query a round trip through it: the Worker served a fifth of
 * the requests it serves with the gate in workerd.) It sends what it lets through on LOOPBACK, a
 * workerd network that connects to loopback addresses only (so a name that resolves elsewhere
 * gets nowhere either) and whose TLS trusts the browsers' certificates plus EDGE_EXTRA_CA_CERTS'.
 */
const LOOPBACK_ONLY = `
const LOOPBACK = /^(localhost|127(\\.\\d{1,3}){3}|\\[::1\\])$/i;
export default {
  async fetch(request, env) {
    const { hostname } = new URL(request.url);
    if (LOOPBACK.test(hostname)) return env.LOOPBACK.fetch(request);
    const message = 'The edge preview reaches loopback addresses only: a request to ' + hostname + ' was refused.';
    console.warn(message);
    return new Response(message, { status: 502 });
  },
};
`;
/** The network the gate sends through: workerd's "local" addresses (127.0.0.0/8, ::1). */
const loopbackNetwork = {
  network: { allow: ['local'], deny: [], tlsOptions: { trustBrowserCas: true, trustedCertificates: extraCertificates() } },
};

const all = modules();
// Wrangler describes the Worker in Miniflare's earlier (v4) option shape: converted.
const miniflare = new Miniflare(convertV4MiniflareOptions({
  host,
  port,
  // /cdn-cgi/local/scheduled runs the cron trigger (and /cdn-cgi/local/email the email one).
  unsafeTriggerHandlers: true,
  // A placeholder for `request.cf` instead of Cloudflare's, fetched from the internet.
  cf: false,
  log: new Log(LogLevel.WARN),
  workers: [
    {
      ...workerOptions,
      name: 'itinerary',
      modules: [all.find((m) => m.path === entry) ?? { type: 'ESModule', path: entry }, ...all.filter((m) => m.path !== entry)],
      modulesRoot: serverDir,
      bindings: { ...workerOptions.bindings, ...vars },
      outboundService: 'loopback-only',
    },
    { name: 'loopback-only', modules: true, script: LOOPBACK_ONLY, compatibilityDate: workerOptions.compatibilityDate, serviceBindings: { LOOPBACK: loopbackNetwork } },
  ],
}));

/** The Worker's cron trigger, every `seconds` (a setting the Worker has already validated). */
function startCron(/** @type {(string | undefined)[]} */ settings) {
  const every = Math.min(...settings.map((seconds, i) => Number(seconds?.trim() || [600, 30][i]))) * 1000;
  const cron = workerOptions.cronTriggers?.[0] ?? '* * * * *';
  const timer = setInterval(async () => {
    try {
      const worker = await miniflare.getWorker();
      await worker.scheduled({ cron, scheduledTime: new Date() });
    } catch (error) {
      console.error('The cron trigger failed', error);
    }
  }, every);
  timer.unref();
}

async function stop(code = 0) {
  await miniflare.dispose().catch(() => undefined);
  process.exit(code);
}

try {
  const url = await miniflare.ready;
  // The Worker checks its settings when it starts: ask it once, as the Node server checks before it listens.
  const answer = await fetch(new URL('/', url), { redirect: 'manual' });
  if (answer.headers.has(CONFIG_ERROR_HEADER)) {
    console.error((await answer.text()).trim());
    await stop(1);
  }
  await answer.body?.cancel();
  startCron([vars.SWEEP_INTERVAL_SECONDS, vars.OUTBOX_INTERVAL_SECONDS]);
  if (vars.ASTRO_NODE_LOGGING !== 'disabled') {
    console.info(`Itinerary (edge build, ${relative(process.cwd(), outDir) || '.'}) is listening on ${url.href.replace(/\/$/, '')}`);
  }
} catch (error) {
  console.error(error);
  await stop(1);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void stop(0));
