/**
 * The thin layer between Astro endpoints and services: JSON in (size-capped, zod-validated),
 * JSON out, errors mapped to `{ message, code? }`.
 */
import type { APIContext, APIRoute, AstroGlobal } from 'astro';
import type { DatabaseHandle } from '../../../db/index';
import { MINUTE_MS, NEW_SESSIONS_PER_CLIENT_PER_MINUTE } from '../../lib/limits';
import { firstIssueMessage } from '../../lib/schemas';
import { bodyLimitFor, isBodyTooLarge } from './body-limits';
import { clientAddressFrom } from './client-address';
import { config } from '../core/config';
import { database } from '../database/database';
import { HttpError } from './errors';
import { keptBytes, type KeptBody } from './compression';
import { takeAllowance } from '../limits/allowance';
import { createSession, extendSession, isShortSession, sessionCookie, type SessionLifetime } from '../auth/sessions';

type Parser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** What every JSON answer says of itself: its type, and that no cache may keep it (it is one browser's). */
const JSON_HEADERS: [string, string][] = [
  ['Content-Type', 'application/json; charset=utf-8'],
  ['Cache-Control', 'no-store'],
];

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [name, value] of JSON_HEADERS) headers.set(name, value);
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * A JSON body kept for many answers (`cachedItineraryJson`) as the answer to a request with this
 * Accept-Encoding: the copy it accepts and the headers to send with it. The API routes answer it
 * as a Response (`keptJson`), the Node server writes it directly (src/server/node/cached-pages.ts).
 */
export function keptJsonAnswer(kept: KeptBody, acceptEncoding: string | null | undefined): { bytes: Uint8Array<ArrayBuffer>; headers: [string, string][] } {
  const { bytes, encoding } = keptBytes(kept, acceptEncoding);
  const headers: [string, string][] = [...JSON_HEADERS, ['Vary', 'Accept-Encoding'], ['Content-Length', String(bytes.byteLength)]];
  if (encoding) headers.push(['Content-Encoding', encoding]);
  return { bytes, headers };
}

export function keptJson(request: Request, kept: KeptBody): Response {
  const { bytes, headers } = keptJsonAnswer(kept, request.headers.get('accept-encoding'));
  return new Response(bytes, { headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { ...error.details, message: error.message };
    if (error.code) body.code = error.code;
    return json(body, { status: error.status, headers: error.headers });
  }
  console.error('Unhandled API error', error);
  return json({ message: 'Something went wrong. Please try again.' }, { status: 500 });
}

export type ApiContext = APIContext & { db: DatabaseHandle };

/** Wraps an endpoint: opens the database, maps thrown errors to JSON responses. */
export function apiRoute(handler: (ctx: ApiContext) => Promise<Response>): APIRoute {
  return async (ctx) => {
    try {
      const db = await database();
      return await handler(Object.assign(ctx, { db }));
    } catch (error) {
      // The client hung up (a closed tab, a load balancer's timeout) while its body was read:
      // nobody receives this answer, and a gone client is not a server error to log.
      if (ctx.request.signal.aborted && !(error instanceof HttpError)) return new Response(null, { status: 499 });
      return errorResponse(error);
    }
  };
}

/**
 * The one way a request body is read: its bytes, at most the route's limit (../body-limits.ts),
 * counted while they stream, declared length or not. Past the limit: 413, and nothing more is read.
 */
export async function readBody(request: Request, limit = bodyLimitFor(new URL(request.url).pathname, request.headers.get('content-type')).bytes): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw payloadTooLarge();
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw payloadTooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    // The Node server's own count (../node/guard.ts) stopped the stream and has answered 413.
    if (isBodyTooLarge(error)) throw payloadTooLarge();
    throw error;
  }
  return Buffer.concat(chunks);
}

/** The body as text (UTF-8), through readBody. */
async function readText(request: Request, limit?: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/** A form post (application/x-www-form-urlencoded), through readBody. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(request));
}

/** Reads a JSON body (at most the route's limit) and validates it; 413 past the cap, 400 when invalid. */
export async function readJson<T>(request: Request, schema: Parser<T>): Promise<T> {
  const text = await readText(request);
  let data: unknown = {};
  if (text.trim()) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.', 'VALIDATION_FAILED');
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new HttpError(400, firstIssueMessage(parsed.error), 'VALIDATION_FAILED');
  }
  return parsed.data;
}

/** Validates a URL's query parameters (the last value of a repeated one) like a body: 400 when invalid. */
export function readQuery<T>(url: URL, schema: Parser<T>): T {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error), 'VALIDATION_FAILED');
  return parsed.data;
}

export function payloadTooLarge(): HttpError {
  return new HttpError(413, 'The request is too large.', 'PAYLOAD_TOO_LARGE');
}

/** The client's address for rate limits (./client-address.ts): behind TRUST_PROXY proxies, from X-Forwarded-For. */
export function clientAddress(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  let peer: string | undefined;
  try {
    peer = ctx.clientAddress;
  } catch {
    peer = undefined;
  }
  return clientAddressFrom(peer, ctx.request.headers.get('x-forwarded-for'), config().TRUST_PROXY);
}

type CookieContext = Pick<APIContext | AstroGlobal, 'cookies' | 'locals'>;

export function setSessionCookie(ctx: CookieContext, token: string, expiresAt: Date) {
  const { name, secure } = sessionCookie(config().isProduction);
  ctx.cookies.set(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(ctx: CookieContext) {
  const { name, secure } = sessionCookie(config().isProduction);
  ctx.cookies.set(name, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

export function readSessionToken(ctx: CookieContext): string | undefined {
  return ctx.cookies.get(sessionCookie(config().isProduction).name)?.value || undefined;
}

/**
 * This browser's session id. A browser that has a session keeps it (a short one becomes full when
 * `lifetime` is 'full': it opened a real itinerary); otherwise a guest session and its cookie are
 * created, at most NEW_SESSIONS_PER_CLIENT_PER_MINUTE a minute per client address (429 past it),
 * so a script that drops its cookie cannot mint sessions without end (docs/security.md#sessions-per-client).
 */
export async function ensureSession(
  ctx: CookieContext & Pick<APIContext, 'request' | 'clientAddress'>,
  db: DatabaseHandle,
  lifetime: SessionLifetime = 'full',
): Promise<string> {
  const current = ctx.locals.session;
  if (current) {
    const token = readSessionToken(ctx);
    if (lifetime === 'full' && isShortSession(current) && token) setSessionCookie(ctx, token, await extendSession(db, current));
    return current.id;
  }
  await takeAllowance(
    db,
    `sessions:client:${clientAddress(ctx)}`,
    NEW_SESSIONS_PER_CLIENT_PER_MINUTE,
    'Many people have just opened itineraries from your connection.',
    MINUTE_MS,
  );
  const { session, token } = await createSession(db, null, new Date(), lifetime);
  setSessionCookie(ctx, token, session.expiresAt);
  ctx.locals.session = session;
  return session.id;
}
