/** In production the session cookie is __Host- prefixed and Secure, and HSTS is sent. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { TestBrowser } from '../support/http-client';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await server?.stop();
});

it('hardens cookies and transport in production', async () => {
  const b = new TestBrowser(server.url);
  const res = await b.post('/api/projects/example-wedding/access', { accessCode: 'EXAMPLE' });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().join('\n');
  expect(cookie).toMatch(/^__Host-session=[a-z0-9]+\.[a-z0-9]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/m);
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  const page = await b.get('/access/example-wedding');
  expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
});
