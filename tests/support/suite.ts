/**
 * One built server per test file, and browsers that each look like a different client (so one
 * test's rate limits never touch another's).
 */
import { afterAll, beforeAll } from 'vitest';
import { TestBrowser } from './http-client';
import { startServer, type RunningServer } from './server';

export function serverSuite(env: Record<string, string> = { TRUST_PROXY: 'true' }) {
  let server: RunningServer | undefined;
  let clients = 0;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const running = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  return {
    get server() {
      return running();
    },
    browser: () => {
      clients++;
      return new TestBrowser(running().url, { 'x-forwarded-for': `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}` });
    },
  };
}
