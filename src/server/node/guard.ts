/**
 * What the Node server does with every request before the app sees it (./serve.mjs):
 * - every response gets the security headers it does not set itself (../http/security-headers.ts),
 *   static files and prerendered pages included, which never pass through Astro's middleware;
 * - every request body is limited while it streams (../http/body-limits.ts): a declared length over
 *   the route's limit is refused before a byte is read, and an undeclared (chunked) body is
 *   counted as it arrives. Past the limit the client gets 413 at once and the connection is
 *   closed; nothing more of the body is kept, so memory stays flat whatever is sent.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { BodyTooLargeError, bodyLimitFor, type BodyLimit } from '../http/body-limits';
import { config } from '../core/config';
import { securityHeaders } from '../http/security-headers';

/** After a 413, the rest of the body is read and dropped this long at most, so the client sees the answer. */
const LINGER_MS = 2000;

type WriteHeadArgs = [statusCode: number, statusMessageOrHeaders?: unknown, headers?: unknown];

function namesIn(headers: unknown): Set<string> {
  const names = new Set<string>();
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or [name, value, name, value, …].
    if (Array.isArray(headers[0])) for (const [name] of headers as [string, unknown][]) names.add(String(name).toLowerCase());
    else for (let i = 0; i < headers.length; i += 2) names.add(String(headers[i]).toLowerCase());
  } else if (headers && typeof headers === 'object') {
    for (const name of Object.keys(headers as OutgoingHttpHeaders)) names.add(name.toLowerCase());
  }
  return names;
}

/** Adds the security headers to whatever this response ends up sending, keeping its own. */
function addSecurityHeaders(res: ServerResponse, isProduction: boolean) {
  const writeHead = res.writeHead as (...args: WriteHeadArgs) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: WriteHeadArgs) {
    const given = namesIn(typeof args[1] === 'string' ? args[2] : args[1]);
    for (const [name, value] of securityHeaders(isProduction)) {
      if (!this.hasHeader(name) && !given.has(name.toLowerCase())) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** After the 413 nothing else may reach this response: the app may still be finishing the request. */
function silence(res: ServerResponse) {
  res.writeHead = (() => res) as unknown as ServerResponse['writeHead'];
  res.setHeader = (() => res) as unknown as ServerResponse['setHeader'];
  res.write = ((...args: unknown[]) => {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];
  res.end = (() => res) as unknown as ServerResponse['end'];
}

/**
 * Ends a connection whose client may still be sending: our side is closed (FIN) at once, what
 * still arrives is read and dropped, and the socket goes after LINGER_MS. Destroying it at once
 * would make the kernel answer the unread bytes with a reset, and a client that is still writing
 * could lose the answer that was already sent.
 */
function closeGently(socket: Socket) {
  socket.end();
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

const STATUS_413 = 'HTTP/1.1 413 Payload Too Large';

/**
 * Answers 413 and closes the connection. The answer is written on the socket directly, so that
 * Node's own end-of-response handling (which would destroy a `Connection: close` socket as soon
 * as the answer is flushed) does not run; the response object is silenced for the app.
 */
function refuse(req: IncomingMessage, res: ServerResponse, limit: BodyLimit) {
  const socket = req.socket;
  if (!res.headersSent && socket.writable) {
    const body = JSON.stringify({ message: limit.message, code: 'PAYLOAD_TOO_LARGE' });
    const headers: [string, string | number][] = [
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', Buffer.byteLength(body)],
      ['Cache-Control', 'no-store'],
      ['Connection', 'close'],
      ...securityHeaders(config().isProduction),
    ];
    socket.write(`${STATUS_413}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
  }
  silence(res);
  req.resume();
  closeGently(socket);
}

/** The request body, counted as it streams; past `limit` the client is answered 413. */
async function* limitedBody(req: IncomingMessage, res: ServerResponse, limit: BodyLimit, count: { bytes: number }): AsyncGenerator<Buffer> {
  // destroyOnReturn: false, so stopping early does not tear the socket down before the 413 is out.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    count.bytes += chunk.length;
    if (count.bytes > limit.bytes) {
      refuse(req, res, limit);
      throw new BodyTooLargeError(limit.bytes);
    }
    yield chunk;
  }
}

/**
 * A route may answer without reading its body (sign-out, a refused request). Node then reads
 * and drops the rest to reuse the connection; past the limit, the connection is closed instead.
 */
function limitUnreadRest(req: IncomingMessage, res: ServerResponse, limit: BodyLimit, count: { bytes: number }) {
  res.once('finish', () => {
    if (req.complete) return;
    req.on('data', (chunk: Buffer) => {
      count.bytes += chunk.length;
      if (count.bytes > limit.bytes && !req.socket.writableEnded) closeGently(req.socket);
    });
  });
}

/**
 * Prepares one request: false when it has already been answered (a declared body over its
 * route's limit). The app reads the body through the limited stream set as `req.body`, which the
 * Node adapter uses instead of reading the request itself.
 */
export function guardNodeRequest(req: IncomingMessage, res: ServerResponse): boolean {
  addSecurityHeaders(res, config().isProduction);
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const limit = bodyLimitFor(pathname, req.headers['content-type']);
  const declared = req.headers['content-length'];
  if (declared !== undefined && !(Number(declared) <= limit.bytes)) {
    refuse(req, res, limit);
    return false;
  }
  const count = { bytes: 0 };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    (req as IncomingMessage & { body?: unknown }).body = limitedBody(req, res, limit, count);
  }
  limitUnreadRest(req, res, limit, count);
  return true;
}
