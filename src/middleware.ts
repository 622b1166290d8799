/**
 * Every server-rendered request passes here: cross-site and oversized API writes are refused,
 * the session cookie is turned into `Astro.locals.session`, and security headers are added.
 */
import { defineMiddleware } from 'astro:middleware';
import { MAX_API_BODY_BYTES } from './lib/limits';
import { config } from './server/config';
import { database } from './server/database';
import { errorResponse, payloadTooLarge, readSessionToken, clearSessionCookie, setSessionCookie } from './server/http';
import { HttpError } from './server/errors';
import { isItineraryPage, itineraryPageKey, RENDERED_FOR_HEADER, servePage } from './server/page-cache';
import { validateSessionToken } from './server/sessions';
import { findUser } from './server/users';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const INBOUND_EMAIL_PATH = '/api/inbound/email';

/**
 * Astro's checkOrigin covers form posts only; JSON API calls are checked here. Browsers send
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

function withSecurityHeaders(response: Response, isProduction: boolean): Response {
  const headers = response.headers;
  // The page cache's own note (src/server/page-cache.ts), never the browser's business.
  headers.delete(RENDERED_FOR_HEADER);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (!headers.has('Content-Security-Policy')) {
    // Pages also carry Astro's hashed script/style policy in a <meta>; these directives only
    // work as a header.
    headers.set('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
  }
  if (isProduction) {
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
  return response;
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const cfg = config();
  ctx.locals.session = null;
  ctx.locals.user = null;
  // Prerendered pages run this at build time only: no request headers, no database.
  if (ctx.isPrerendered) return next();

  const isApi = ctx.url.pathname.startsWith('/api/');
  if (isApi) {
    if (isCrossSiteWrite(ctx.request, new URL(cfg.SITE_URL).origin)) {
      return withSecurityHeaders(
        errorResponse(new HttpError(403, 'Cross-site requests are not allowed.', 'FORBIDDEN')),
        cfg.isProduction,
      );
    }
    const length = Number(ctx.request.headers.get('content-length') ?? '0');
    // Raw forwarded emails (issue 7) have their own, larger limit (INBOUND_MAX_BYTES).
    if (length > MAX_API_BODY_BYTES && ctx.url.pathname.replace(/\/$/, '') !== INBOUND_EMAIL_PATH) {
      return withSecurityHeaders(errorResponse(payloadTooLarge()), cfg.isProduction);
    }
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
});
