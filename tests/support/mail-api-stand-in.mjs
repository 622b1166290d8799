/**
 * A local stand-in for the slice of Resend's HTTP API the app sends email with
 * (src/server/mail/mail-api.ts, pointed here with MAIL_API_URL), so tests never leave the machine:
 *   POST /emails  with `Authorization: Bearer <key>` and a JSON message
 *     → 200 `{ id }`; errors shaped like Resend's: `{ statusCode, name, message }`
 *     (401 missing_api_key, 403 invalid_api_key, 422 validation_error / missing_required_field).
 * Every accepted message is kept in `messages` (its JSON body and the request's headers), and,
 * with an outbox folder, also written there as an .eml file (composed by nodemailer), so specs
 * that read the SMTP sink's folder read these alike.
 *
 * With `relayTo` (an smtp:// URL), every accepted message is also sent on to that SMTP server, so
 * a suite that reads an SMTP sink's messages reads the edge build's mail alike.
 *
 * Like Resend, a request with an `Idempotency-Key` header whose key it has already accepted is
 * answered with the first message's id and sends nothing (`repeats` counts them).
 *
 * Test hooks (not Resend's): set `reject` to `{ status, name, message }` and every send is
 * answered with that error until it is set back to null; set `delayMs` and every send waits that
 * long before it is accepted (a slow provider, so a test can stop a sender mid-run).
 *
 * Plain JavaScript so the Playwright web server can start it with node:
 *   node tests/support/mail-api-stand-in.mjs <port> [outbox folder] [api key]
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';
import { waitForMessages } from './wait-for-messages.mjs';

export const STAND_IN_API_KEY = 're_test_stand_in_key';

/**
 * @typedef {{ id: string; body: any; authorization: string | null; contentType: string | null; idempotencyKey: string | null; eml?: string }} StoredEmail
 * @typedef {{ status: number; name: string; message: string }} ApiError
 */

/** @param {number} status @param {string} name @param {string} message */
const apiError = (status, name, message) => ({ status, body: { statusCode: status, name, message } });

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * The message as a mail client would receive it (what the SMTP sink writes).
 * @param {any} body
 * @returns {Promise<Buffer>}
 */
async function emlOf(body) {
  const info = await composer.sendMail({
    from: body.from,
    to: body.to,
    subject: body.subject,
    text: body.text,
    html: body.html,
    ...(body.reply_to ? { replyTo: body.reply_to } : {}),
    ...(body.headers ? { headers: body.headers } : {}),
  });
  return /** @type {Buffer} */ (info.message);
}

/** @param {any} body @returns {ApiError | null} */
function validationError(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { status: 422, name: 'validation_error', message: 'Invalid JSON body.' };
  for (const field of ['from', 'to', 'subject']) {
    if (body[field] === undefined || body[field] === '') return { status: 422, name: 'missing_required_field', message: `Missing \`${field}\` field.` };
  }
  const to = Array.isArray(body.to) ? body.to : [body.to];
  if (to.length === 0 || to.length > 50 || !to.every((a) => typeof a === 'string' && a.includes('@'))) {
    return { status: 422, name: 'validation_error', message: 'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.' };
  }
  if (typeof body.html !== 'string' && typeof body.text !== 'string') return { status: 422, name: 'validation_error', message: 'Missing `html` or `text` field.' };
  if (body.headers !== undefined && (typeof body.headers !== 'object' || Object.values(body.headers).some((v) => typeof v !== 'string'))) {
    return { status: 422, name: 'validation_error', message: 'Invalid `headers` field.' };
  }
  return null;
}

/**
 * @param {{ port?: number; host?: string; apiKey?: string; outboxDir?: string; relayTo?: string }} [options]
 */
export async function startMailApiStandIn({ port = 0, host = '127.0.0.1', apiKey = STAND_IN_API_KEY, outboxDir, relayTo } = {}) {
  const relay = relayTo ? nodemailer.createTransport(relayTo) : null;
  /** @type {StoredEmail[]} */
  const messages = [];
  /** Idempotency keys accepted, with their message's id. @type {Map<string, string>} */
  const acceptedKeys = new Map();
  const standIn = {
    url: '',
    port: 0,
    apiKey,
    messages,
    /** @type {ApiError | null} */
    reject: null,
    delayMs: 0,
    /** Requests answered from an idempotency key already accepted. */
    repeats: 0,
    /** @param {number} count @param {number} [timeoutMs] */
    waitForMessages: (count, timeoutMs = 10_000) => waitForMessages(messages, count, timeoutMs, 'emails'),
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((done) => {
        relay?.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };

  /** @param {import('node:http').IncomingMessage} req @param {string} raw */
  async function answer(req, raw) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/emails') return apiError(404, 'not_found', 'The requested endpoint does not exist.');
    if (req.method !== 'POST') return apiError(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
    const authorization = req.headers.authorization ?? null;
    const key = /^Bearer\s+(\S+)$/.exec(authorization ?? '')?.[1];
    if (!key) return apiError(401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (key !== apiKey) return apiError(403, 'invalid_api_key', 'API key is invalid');
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const invalid = validationError(body);
    if (invalid) return apiError(invalid.status, invalid.name, invalid.message);
    if (standIn.reject) return apiError(standIn.reject.status, standIn.reject.name, standIn.reject.message);
    if (standIn.delayMs > 0) await new Promise((done) => setTimeout(done, standIn.delayMs));
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    const earlier = idempotencyKey ? acceptedKeys.get(idempotencyKey) : undefined;
    if (earlier) {
      standIn.repeats += 1;
      return { status: 200, body: { id: earlier } };
    }
    const id = randomUUID();
    if (idempotencyKey) acceptedKeys.set(idempotencyKey, id);
    /** @type {StoredEmail} */
    const stored = { id, body, authorization, contentType: req.headers['content-type'] ?? null, idempotencyKey };
    if (relay) {
      const to = Array.isArray(body.to) ? body.to : [body.to];
      // The sink answers 550 when it is told to refuse: the API answers as Resend does then.
      try {
        await relay.sendMail({ envelope: { from: body.from, to }, raw: await emlOf(body) });
      } catch (error) {
        if (idempotencyKey) acceptedKeys.delete(idempotencyKey);
        return apiError(422, 'validation_error', `The recipient refused the message: ${String(error)}`);
      }
    }
    if (outboxDir) {
      const folder = resolve(outboxDir);
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.eml`);
      // The app's server may empty the folder when it starts: made again for each message.
      await mkdir(folder, { recursive: true });
      await writeFile(file, await emlOf(body));
      stored.eml = file;
    }
    messages.push(stored);
    return { status: 200, body: { id } };
  }

  const server = createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, Buffer.concat(chunks).toString('utf8'))
        .catch((error) => apiError(500, 'internal_server_error', String(error)))
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        });
    });
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  standIn.port = typeof address === 'object' && address ? address.port : port;
  standIn.url = `http://${host}:${standIn.port}`;
  return standIn;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2]);
  if (!port) {
    console.error('usage: mail-api-stand-in.mjs <port> [outbox folder] [api key]');
    process.exit(2);
  }
  const standIn = await startMailApiStandIn({ port, outboxDir: process.argv[3], apiKey: process.argv[4] ?? STAND_IN_API_KEY });
  console.info(`[mail-api] listening on ${standIn.url}${process.argv[3] ? `, writing to ${resolve(process.argv[3])}` : ''}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
