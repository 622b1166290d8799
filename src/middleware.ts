/**
 * Every server-rendered request passes here: cross-site and oversized API writes are refused,
 * the session cookie is turned into `Astro.locals.session`, security headers are added, and the
 * answer is compressed when the browser accepts it.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { config } from './server/core/config';
import { database } from './server/database/database';
import { errorResponse, readSessionToken, clearSessionCookie, setSessionCookie } from './server/http/http';
import { bodyLimitFor } from './server/http/body-limits';
import { compressResponse } from './server/http/compression';
import { HttpError } from './server/http/errors';
import { isCrossSiteFormPost, isCrossSiteWrite } from './server/http/request-origin';
import { isItineraryPage, itineraryPageKey, RENDERED_FOR_HEADER, servePage } from './server/pages/page-cache';
import { withReaderFormat } from './server/pages/page-view';
import { withSecurityHeaders as addSecurityHeaders } from './server/http/security-headers';
import { validateSessionToken } from './server/auth/sessions';
import { findUser } from './server/auth/users';

function withSecurityHeaders(response: Response, isProduction: boolean): Response {
  // The page cache's own note (src/server/pages/page-cache.ts), never the browser's business.
  response.headers.delete(RENDERED_FOR_HEADER);
  return addSecurityHeaders(response, isProduction);
}

/** Every server-rendered answer: compressed when the browser accepts it (./server/http/compression.ts). */
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
      // The Node server checked this token a moment ago (src/server/node/cached-pages.ts).
      const checked = ctx.locals.checkedSession;
      const result = checked?.token === token ? { session: checked.session, renewed: false } : await validateSessionToken(db, token);
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
    const { key: pageKey, read } = await itineraryPageKey(db, ctx.url, ctx.locals.session, ctx.locals.pageAccess);
    ctx.locals.pageAccess = read;
    const key = withReaderFormat(pageKey, ctx.request.headers.get('accept-language'));
    if (key) return withSecurityHeaders(await servePage(key, ctx.request, () => next()), cfg.isProduction);
  }
  const response = await next();
  return withSecurityHeaders(response, cfg.isProduction);
}
