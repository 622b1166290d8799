/**
 * Starts the real built server (`node src/server/node/serve.mjs dist`) on a free port with its own
 * database, the way production runs it: an embedded libSQL file, or, when the suite runs with
 * TEST_DATABASE=sqld (the `integration-sqld` project of tests/vitest.config.ts), a fresh
 * real libSQL server (`sqld`) of its own, stopped with the app. A test that passes DATABASE_URL
 * (a second process on the first one's database, say) gets exactly that.
 *
 * With TEST_TARGET=edge (the `integration-edge` project) or `{ target: 'edge' }`, the server is
 * the edge build under workerd (`node src/server/edge/preview.mjs dist-edge`), always on a sqld
 * of its own: a Worker has no disk for a file. Nor has it a disk for uploads or an SMTP client, so
 * an edge server also gets the local S3 stand-in (unless the test brings a bucket) and sends mail
 * through the local mail-API stand-in, which hands each message on to the test's SMTP sink
 * (SMTP_URL) or writes it to the test's MAIL_OUTBOX_DIR: the same files read the same mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { EDGE_OUT_DIR, NODE_OUT_DIR, PREVIEW_SCRIPT, ROOT, SERVER_SCRIPT, TEST_TARGET, TMP_DIR, type TestTarget } from './paths';
import { startMailApiStandIn } from './mail-api-stand-in.mjs';
import { startS3StandIn } from './s3-stand-in';
import { startSqld, type RunningSqld } from './sqld';

/** Which database a started server gets when the test does not choose: `file` or `sqld` (always on the edge). */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'sqld' || TEST_TARGET === 'edge' ? 'sqld' : 'file';

export type ServerOptions = {
  /** Which build to start; TEST_TARGET's by default. */
  target?: TestTarget;
};

/** The command line of a target's server: its script and its build folder. */
const serverArgs = (target: TestTarget) => (target === 'edge' ? [PREVIEW_SCRIPT, EDGE_OUT_DIR] : [SERVER_SCRIPT, NODE_OUT_DIR]);

/**
 * Starts a target's server. The edge preview runs workerd as a child of its own: it gets a
 * process group, so that stopping it (even with SIGKILL) stops workerd too.
 */
function spawnServer(target: TestTarget, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, serverArgs(target), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: target === 'edge',
  });
}

/** Sends `signal` to the server (and on the edge, to workerd with it). */
function signalServer(child: ChildProcess, target: TestTarget, signal: NodeJS.Signals) {
  if (target === 'edge' && child.pid) {
    try {
      process.kill(-child.pid, signal);
      return;
    } catch {
      // The group is gone already; signal the process itself below.
    }
  }
  child.kill(signal);
}

export type RunningServer = {
  url: string;
  /** The libSQL file, or the data folder of this server's own sqld. */
  dbPath: string;
  /** The app's DATABASE_URL: `file:<dbPath>` or sqld's `http://127.0.0.1:<port>`; @libsql/client opens either. */
  databaseUrl: string;
  output: () => string;
  /** The app process's id (its memory can be read from /proc). */
  pid: number;
  stop: () => Promise<void>;
  /** Sends a signal to the app process (SIGKILL for the crash test) and waits for it to exit. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** Resolves with `port` if a server can listen on it now (any free one for 0), else with 0. */
function bindable(port: number): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', () => resolve(0));
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(bound));
    });
  });
}

/** Ports each test worker picks from, below the range Linux hands out for port 0 (32768 up). */
const PORTS_PER_WORKER = 1000;

/**
 * This worker's own block of ports: Vitest numbers its workers from 1 and Playwright from 0, and
 * two workers running at once never share a number. Outside a test worker there is no block.
 */
function workerPorts(): number | undefined {
  const vitest = Number(process.env.VITEST_POOL_ID);
  if (Number.isInteger(vitest) && vitest > 0 && vitest <= 10) return 10_000 + (vitest - 1) * PORTS_PER_WORKER;
  const playwright = Number(process.env.TEST_PARALLEL_INDEX);
  if (process.env.TEST_PARALLEL_INDEX && Number.isInteger(playwright) && playwright < 10) return 20_000 + playwright * PORTS_PER_WORKER;
  return undefined;
}

/** Where in its block this test file starts: anywhere, so files one after another rarely meet. */
let nextPort = Math.floor(Math.random() * PORTS_PER_WORKER);

/**
 * A port for a server a test starts. A port found free by binding it and letting it go is free
 * only at that moment: a server another worker starts meanwhile could take it. So each worker
 * takes ports from a block of its own, and only its own earlier servers can hold one.
 */
export async function freePort(): Promise<number> {
  const base = workerPorts();
  if (base === undefined) return bindable(0);
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = await bindable(base + (nextPort++ % PORTS_PER_WORKER));
    if (port) return port;
  }
  throw new Error(`No free port from ${base} to ${base + PORTS_PER_WORKER - 1}`);
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/projects/example-wedding/preview`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server did not start:\n${output()}`);
}

/** The environment of a started server: its own port, site and database, then the test's `env`. */
function serverEnv(port: number, databaseUrl: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    ASTRO_NODE_LOGGING: 'disabled',
    NODE_ENV: 'test',
    // Tests write to the database file themselves; a sweep in the middle would make them wait.
    // The sweep's own test sets a short interval.
    SWEEP_INTERVAL_SECONDS: '3600',
    // A typed place stays as typed: no request leaves the machine. The geocoder's own tests point
    // it at a stand-in.
    GEOCODER_URL: 'off',
    ...env,
  };
}

type StandIns = { env: Record<string, string>; stop: () => Promise<void> };

/**
 * What the edge build needs in place of the Node build's disk and SMTP client (see the top of
 * this file): the settings to give it instead of `env`'s, and how to stop the stand-ins.
 */
async function edgeStandIns(env: Record<string, string>): Promise<StandIns> {
  const stops: (() => Promise<void>)[] = [];
  const replaced: Record<string, string> = { ...env };
  if (!env.S3_ENDPOINT) {
    const bucket = await startS3StandIn();
    stops.push(bucket.stop);
    Object.assign(replaced, bucket.env);
  }
  if (!env.MAIL_API_KEY) {
    const mail = await startMailApiStandIn({ relayTo: env.SMTP_URL, outboxDir: env.SMTP_URL ? undefined : env.MAIL_OUTBOX_DIR });
    stops.push(mail.close);
    delete replaced.SMTP_URL;
    Object.assign(replaced, { MAIL_API_URL: mail.url, MAIL_API_KEY: mail.apiKey });
  }
  return { env: replaced, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

/** Whether a server that exited early did so because its port was taken (see `startServer`). */
const PORT_TAKEN = /EADDRINUSE|ERR_ADDRESS_IN_USE|address already in use/i;

/** How many times a server whose free port was taken in the meantime is started on another one. */
const PORT_ATTEMPTS = 4;

export async function startServer(testEnv: Record<string, string> = {}, { target = TEST_TARGET }: ServerOptions = {}): Promise<RunningServer> {
  mkdirSync(TMP_DIR, { recursive: true });
  const standIns: StandIns = target === 'edge' ? await edgeStandIns(testEnv) : { env: testEnv, stop: async () => {} };
  const env = standIns.env;
  const wantsSqld = TEST_DATABASE === 'sqld' || target === 'edge';
  const sqld: RunningSqld | undefined = env.DATABASE_URL === undefined && wantsSqld ? await startSqld() : undefined;
  const dbPath = sqld?.dbPath ?? join(TMP_DIR, `${randomUUID()}.db`);
  const databaseUrl = env.DATABASE_URL ?? sqld?.url ?? `file:${dbPath}`;
  const stopDependencies = async () => {
    await sqld?.stop();
    await standIns.stop();
  };
  // A server whose port something outside the tests took before it listened (see `freePort`)
  // exits saying so, and starts again on another port; any other early exit is the test's failure.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    const child = spawnServer(target, serverEnv(port, databaseUrl, env));
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const output = () => (sqld ? `${log}\n--- sqld ---\n${sqld.output()}` : log);
    const kill = (signal: NodeJS.Signals) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        signalServer(child, target, signal);
      });
    const stopAll = async () => {
      await kill('SIGTERM');
      await stopDependencies();
    };
    try {
      await waitUntilUp(url, child, output);
    } catch (error) {
      await kill('SIGTERM');
      if (attempt < PORT_ATTEMPTS && child.exitCode !== null && PORT_TAKEN.test(log)) continue;
      await stopDependencies();
      throw error;
    }
    return {
      url,
      dbPath,
      databaseUrl,
      output,
      pid: child.pid ?? 0,
      kill,
      stop: stopAll,
    };
  }
}

/**
 * Runs the built server with `env` when it is expected not to start (a bad setting): waits for
 * it to exit by itself and returns its exit code and output. A server still running after
 * `timeoutMs` is stopped and reported with the code `null`.
 */
export async function runServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 20_000,
  { target = TEST_TARGET }: ServerOptions = {},
): Promise<{ code: number | null; output: string }> {
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await freePort();
  // The database is never opened when a setting is refused; the edge refuses a file URL itself.
  const databaseUrl = target === 'edge' ? 'http://127.0.0.1:9' : `file:${join(TMP_DIR, `${randomUUID()}.db`)}`;
  const child = spawnServer(target, serverEnv(port, databaseUrl, env));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      signalServer(child, target, 'SIGKILL');
      resolve(null);
    }, timeoutMs);
    // 'close', not 'exit': its output has all been read by then.
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}
