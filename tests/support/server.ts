/**
 * Starts the real built server (`node src/server/node/serve.mjs dist`) on a free port with its own
 * database, the way production runs it: an embedded libSQL file, or, when the suite runs with
 * TEST_DATABASE=sqld (the `integration-sqld` project of tests/vitest.config.ts), a fresh
 * real libSQL server (`sqld`) of its own, stopped with the app. A test that passes DATABASE_URL
 * (a second process on the first one's database, say) gets exactly that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, SERVER_ARGS, TMP_DIR } from './paths';
import { startSqld, type RunningSqld } from './sqld';

/** Which database a started server gets when the test does not choose: `file` or `sqld`. */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'sqld' ? 'sqld' : 'file';

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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/projects/example-wedding/preview`);
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
    ...env,
  };
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await freePort();
  const sqld: RunningSqld | undefined = env.DATABASE_URL === undefined && TEST_DATABASE === 'sqld' ? await startSqld() : undefined;
  const dbPath = sqld?.dbPath ?? join(TMP_DIR, `${randomUUID()}.db`);
  const databaseUrl = env.DATABASE_URL ?? sqld?.url ?? `file:${dbPath}`;
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: serverEnv(port, databaseUrl, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => (sqld ? `${log}\n--- sqld ---\n${sqld.output()}` : log);
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stopApp = () => kill('SIGTERM');
  try {
    await waitUntilUp(url, child, output);
  } catch (error) {
    await stopApp();
    await sqld?.stop();
    throw error;
  }
  return {
    url,
    dbPath,
    databaseUrl,
    output,
    pid: child.pid ?? 0,
    kill,
    stop: async () => {
      await stopApp();
      await sqld?.stop();
    },
  };
}

/**
 * Runs the built server with `env` when it is expected not to start (a bad setting): waits for
 * it to exit by itself and returns its exit code and output. A server still running after
 * `timeoutMs` is stopped and reported with the code `null`.
 */
export async function runServerUntilExit(env: Record<string, string>, timeoutMs = 20_000): Promise<{ code: number | null; output: string }> {
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: serverEnv(port, `file:${join(TMP_DIR, `${randomUUID()}.db`)}`, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
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
