/**
 * Request bodies are limited while they stream, whatever they declare: past its route's limit a
 * body gets 413 at once, the connection is closed and the server's memory stays flat.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../support/suite';
import { INBOUND_WRONG_SECRETS_PER_HOUR } from '../../src/lib/limits';

const suite = serverSuite({ TRUST_PROXY: 'true', INBOUND_WEBHOOK_SECRET: 'inbound-secret-for-tests', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });

const MB = 1024 * 1024;

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

type Sent = { status: number; body: string; bytesSent: number; closedByServer: boolean; connection: string | undefined };

/**
 * Streams up to `total` bytes as a chunked body (no Content-Length), 64 KB at a time, and stops
 * when the server answers. Resolves with the answer, how much was written and whether the
 * server closed the connection.
 */
function streamBody(path: string, total: number, headers: Record<string, string>): Promise<Sent> {
  const url = new URL(path, suite.server.url);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked', origin: suite.server.url } });
    const chunk = Buffer.alloc(Math.min(64 * 1024, total), 0x61);
    const timer = setTimeout(() => reject(new Error(`no answer after ${bytesSent} bytes`)), 60_000);
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        // The server closes the connection: the socket ends without our doing.
        const socket = req.socket;
        const done = (closedByServer: boolean) => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body, bytesSent, closedByServer, connection: res.headers.connection });
        };
        if (!socket || socket.destroyed) return done(true);
        const wait = setTimeout(() => done(false), 5000);
        socket.once('close', () => {
          clearTimeout(wait);
          done(true);
        });
      });
    });
    req.on('error', (error) => {
      // A reset after the answer was read is the server closing the connection.
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const pump = () => {
      while (!answered && bytesSent < total) {
        bytesSent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('request bodies', () => {
  it('answers a 100 MB chunked body with 413 at once, closes the connection, and keeps memory flat', async () => {
    const before = rssKb(suite.server.pid);
    const targets: [string, Record<string, string>][] = [
      ['/api/auth/email-link/callback', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['/api/projects', { 'content-type': 'application/json' }],
      ['/api/stripe/webhook', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }],
    ];
    for (const [path, headers] of targets) {
      const sent = await streamBody(path, 100 * MB, headers);
      expect(sent.status, path).toBe(413);
      expect(JSON.parse(sent.body), path).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(sent.connection, path).toBe('close');
      expect(sent.closedByServer, path).toBe(true);
      // Stopped near the route's limit (1 MB at most here), not after 100 MB.
      expect(sent.bytesSent, path).toBeLessThan(20 * MB);
    }
    // A route that answers without reading its body (sign-out): the unread rest is not read
    // past the limit either; the connection is closed.
    const unread = await streamBody('/api/logout', 100 * MB, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(unread.status).toBe(303);
    expect(unread.closedByServer).toBe(true);
    expect(unread.bytesSent).toBeLessThan(20 * MB);
    const after = rssKb(suite.server.pid);
    expect(after - before).toBeLessThan(40 * 1024);
  });

  it('lets the inbound-mail webhook take its own, larger limit, and no more', async () => {
    const sent = await streamBody('/api/inbound/email?to=plans%2Bnobody%40example.com', 100 * MB, {
      'content-type': 'message/rfc822',
      authorization: 'Bearer inbound-secret-for-tests',
    });
    expect(sent.status).toBe(413);
    // INBOUND_MAX_BYTES is 15 MB: more than the API's 1 MB was read, far less than 100 MB.
    expect(sent.bytesSent).toBeGreaterThan(15 * MB);
    expect(sent.bytesSent).toBeLessThan(40 * MB);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL('/api/projects', suite.server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: suite.server.url, 'content-length': String(100 * MB) },
      });
      req.on('response', (r) => resolve(r.statusCode ?? 0));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('still takes bodies within their limits, chunked or not', async () => {
    const b = suite.browser();
    const created = await b.post('/api/projects', { name: 'Within limits' });
    expect(created.status).toBe(201);
    // 900 KB of JSON (a long FAQ answer would be refused by its schema, not by the size).
    const big = await b.post('/api/projects', { name: 'x'.repeat(900 * 1024) });
    expect(big.status).toBe(400);
    const form = await streamBody('/api/auth/email-link/callback', 1024, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(303);
  });
});

describe('secrets a caller must know', () => {
  const postInbound = (client: string, secret: string) =>
    fetch(new URL('/api/inbound/email?to=plans%2Bnobody%40example.com', suite.server.url), {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}`, 'x-forwarded-for': client },
      body: 'Subject: hi\r\n\r\nhello',
    });

  it(`refuse a client after ${INBOUND_WRONG_SECRETS_PER_HOUR} wrong inbound-mail secrets an hour, even with the right one; other clients go on`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= INBOUND_WRONG_SECRETS_PER_HOUR; i++) statuses.push((await postInbound('203.0.113.66', `guess-${i}`)).status);
    expect(statuses.slice(0, INBOUND_WRONG_SECRETS_PER_HOUR)).toEqual(Array(INBOUND_WRONG_SECRETS_PER_HOUR).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const locked = await postInbound('203.0.113.66', 'inbound-secret-for-tests');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The provider, elsewhere, still delivers (the address is unknown, so it is dropped: 202).
    expect((await postInbound('198.51.100.200', 'inbound-secret-for-tests')).status).toBe(202);
  });
});
