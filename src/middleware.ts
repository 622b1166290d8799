/**
 * Every server-rendered request passes here: cross-site and oversized API writes are refused,
 * the session cookie is turned into `Astro.locals.session`, security headers are added, and the
 * answer is compressed when the browser accepts it.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { config } from './server/config';
import { database } from './server/database';
import { errorResponse, readSessionToken, clearSessionCookie, setSessionCookie } from './server/http';
import { bodyLimitFor } from './server/body-limits';
import { compressResponse } from './server/compression';
import { HttpError } from './server/errors';
import { isItineraryPage, itineraryPageKey, RENDERED_FOR_HEADER, servePage } from './server/page-cache';
import { withSecurityHeaders as addSecurityHeaders } from './server/security-headers';
import { validateSessionToken } from './server/sessions';
import { findUser } from './server/users';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Astro's origin rule (isCrossSiteFormPost below) covers form posts only; JSON API calls are checked here. Browsers send
 * Sec-Fetch-Site on every request; Origin is the fallback for older ones. Server-to-server calls
 * (Stripe's webhook, issue 5) carry neither header, so they pass here and rely on their own
 * credential (the webhook's signature); they send JSON, which Astro's form check leaves alone.
 */
export function isCrossSiteWrite(request: Request, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== siteOrigin && origin !== new URL(request.url).origin;
}

/**
 * The one route a cross-site form may POST to: RFC 8058 one-click unsubscribe. Mail providers
 * (Gmail, Yahoo, Apple) POST `List-Unsubscribe=One-Click` to the URL in a message's
 * List-Unsubscribe header from their own servers, form-encoded, with no Origin, no cookies and no
 * Sec-Fetch-Site. Astro's own check (security.checkOrigin) refuses every such post, so it is off in
 * astro.config.mjs and done below instead, with this single exception. What makes the exception
 * safe: the route acts only on the secret token in its URL (the one only the recipient's mailbox
 * got), reads no session or cookie, and can only stop email (allowing it again needs a same-origin
 * post, checked by the page itself: src/pages/unsubscribe.astro).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/unsubscribe';

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Astro's checkOrigin rule: a non-GET request whose body a plain HTML form could send (or that
 * has no Content-Type) must come with the page's own Origin. JSON is left to isCrossSiteWrite
 * above. One addition: a browser's `Sec-Fetch-Site: same-origin` (a header no page can set) also
 * counts, because a page served with `Referrer-Policy: no-referrer` (the sign-in link's page,
 * src/server/form-page.ts) makes the browser send `Origin: null` with its own form posts.
 */
export function isCrossSiteFormPost(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.method === 'POST' && url.pathname.replace(/\/$/, '') === ONE_CLICK_UNSUBSCRIBE_PATH) return false;
  const sameOrigin = request.headers.get('origin') === url.origin || request.headers.get('sec-fetch-site') === 'same-origin';
  const contentType = request.headers.get('content-type');
  if (contentType === null) return !sameOrigin;
  const formLike = FORM_CONTENT_TYPES.some((type) => contentType.toLowerCase().includes(type));
  return formLike && !sameOrigin;
}

function withSecurityHeaders(response: Response, isProduction: boolean): Response {
  // The page cache's own note (src/server/page-cache.ts), never the browser's business.
  response.headers.delete(RENDERED_FOR_HEADER);
  return addSecurityHeaders(response, isProduction);
}

/** Every server-rendered answer: compressed when the browser accepts it (./server/compression.ts). */
export const onRequest = defineMiddleware(async (ctx, next) => {
  const response = await handle(ctx, next);
  // The dev server's pages are not worth compressing, and prerendered ones are compressed at build.
  return import.meta.env.DEV || ctx.isPrerendered ? response : await compressResponse(ctx.request, response);
});

async function handle(ctx: APIContext, next: MiddlewareNext): Promise<Response> {
  const cfg = config();
  ctx.locals.session = null;
  ctx.locals.user = null;
  // Prerendered pages run this at build time only: no request headers, no database.
  if (ctx.isPrerendered) return next();

  if (isCrossSiteFormPost(ctx.request, ctx.url)) {
    // Astro's answer, word for word.
    return withSecurityHeaders(
      new Response(`Cross-site ${ctx.request.method} form submissions are forbidden`, { status: 403 }),
      cfg.isProduction,
    );
  }

  const isApi = ctx.url.pathname.startsWith('/api/');
  if (isApi) {
    if (isCrossSiteWrite(ctx.request, new URL(cfg.SITE_URL).origin)) {
      return withSecurityHeaders(
        errorResponse(new HttpError(403, 'Cross-site requests are not allowed.', 'FORBIDDEN')),
        cfg.isProduction,
      );
    }
  }
  // A declared body over its route's limit is refused before anything reads it (the Node server
  // already did; this covers hosts without it).
  const declared = Number(ctx.request.headers.get('content-length') ?? '0');
  const limit = bodyLimitFor(ctx.url.pathname, ctx.request.headers.get('content-type'));
  if (declared > limit.bytes) {
    return withSecurityHeaders(errorResponse(new HttpError(413, limit.message, 'PAYLOAD_TOO_LARGE')), cfg.isProduction);
  }

  const token = readSessionToken(ctx);
  let cookieRenewed = false;
  if (token) {
    try {
      const db = await database();
      const result = await validateSessionToken(db, token);
      if (result) {
        ctx.locals.session = result.session;
        if (result.session.userId) ctx.locals.user = (await findUser(db, result.session.userId)) ?? null;
        if (result.renewed) {
          setSessionCookie(ctx, token, result.session.expiresAt);
          cookieRenewed = true;
        }
      } else {
        clearSessionCookie(ctx);
      }
    } catch (error) {
      return withSecurityHeaders(errorResponse(error), cfg.isProduction);
    }
  }

  // A renewed cookie must reach the browser, so that response is rendered, not replayed.
  if (ctx.request.method === 'GET' && isItineraryPage(ctx.url) && !cookieRenewed) {
    const db = await database();
    const key = await itineraryPageKey(db, ctx.url, ctx.locals.session);
    if (key) return withSecurityHeaders(await servePage(key, ctx.request, () => next()), cfg.isProduction);
  }
  const response = await next();
  return withSecurityHeaders(response, cfg.isProduction);
}
