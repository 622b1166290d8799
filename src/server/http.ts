/**
 * The thin layer between Astro endpoints and services: JSON in (size-capped, zod-validated),
 * JSON out, errors mapped to `{ message, code? }` (DESIGN.md "Errors").
 */
import type { APIContext, APIRoute, AstroGlobal } from 'astro';
import type { DatabaseHandle } from '../../db/index';
import { firstIssueMessage } from '../lib/schemas';
import { MAX_API_BODY_BYTES } from '../lib/limits';
import { config } from './config';
import { database } from './database';
import { HttpError } from './errors';
import { createSession, sessionCookie } from './sessions';

type Parser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
};

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
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
      // nobody receives this answer, and a gone client is not a server error to log (issue 8).
      if (ctx.request.signal.aborted && !(error instanceof HttpError)) return new Response(null, { status: 499 });
      return errorResponse(error);
    }
  };
}

/** Reads a JSON body of at most 1 MB and validates it; 413 past the cap, 400 when invalid. */
export async function readJson<T>(request: Request, schema: Parser<T>): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_API_BODY_BYTES) throw payloadTooLarge();
  let text = '';
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_API_BODY_BYTES) {
        await reader.cancel();
        throw payloadTooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
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

/** The client's address for rate limits; X-Forwarded-For only when TRUST_PROXY is set. */
export function clientAddress(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (config().TRUST_PROXY) {
    const forwarded = ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return ctx.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
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

/** This browser's session id, creating a guest session (and its cookie) on first need. */
export async function ensureSession(ctx: CookieContext, db: DatabaseHandle): Promise<string> {
  if (ctx.locals.session) return ctx.locals.session.id;
  const { session, token } = await createSession(db);
  setSessionCookie(ctx, token, session.expiresAt);
  ctx.locals.session = session;
  return session.id;
}
