/**
 * The built entry is not a server by itself (src/server/node/run-alone.ts): started the way the
 * Astro Node adapter's builds usually are, `node dist/server/entry.mjs`, it exits with a message
 * naming the real server instead of serving without the request guard and security headers.
 */
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { NODE_OUT_DIR, ROOT } from '../support/paths';
import { freePort } from '../support/server';

it('refuses to run dist/server/entry.mjs by itself and points to the server script', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [`${NODE_OUT_DIR}/server/entry.mjs`], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: 'file::memory:' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // A server would still be running: it is stopped after 15 s and reported as code null.
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 15_000);
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, output).toBe(1);
  expect(output).toContain('src/server/node/serve.mjs');
  expect(output).toContain('npm run serve');
  // Nothing answered on the port meanwhile.
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
