/**
 * Starts the real built server (`node dist/server/entry.mjs`) on a free port with its own
 * libSQL file, the way production runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, SERVER_ENTRY, TMP_DIR } from './paths';

export type RunningServer = {
  url: string;
  dbPath: string;
  databaseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
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

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync(TMP_DIR, { recursive: true });
  const port = await freePort();
  const dbPath = join(TMP_DIR, `${randomUUID()}.db`);
  const databaseUrl = env.DATABASE_URL ?? `file:${dbPath}`;
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: databaseUrl,
      ASTRO_NODE_LOGGING: 'disabled',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => log;
  await waitUntilUp(url, child, output);
  return {
    url,
    dbPath,
    databaseUrl,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
