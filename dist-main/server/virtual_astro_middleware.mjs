import { Ma as defineMiddleware, Ti as sequence, ur as withSecurityHeaders$1, xr as config } from "./chunks/schemas_BP9cnbZP.mjs";
import { a as HttpError, d as database } from "./chunks/rate-limit_CGfom9Ik.mjs";
import { a as errorResponse, f as readSessionToken, n as clearSessionCookie, p as setSessionCookie } from "./chunks/http_BJBlwemE.mjs";
import { d as bodyLimitFor, l as validateSessionToken } from "./chunks/sessions_DvI4HdtN.mjs";
import { d as servePage, i as itineraryPageKey, m as compressResponse, r as isItineraryPage, t as RENDERED_FOR_HEADER } from "./chunks/page-cache_BGTYpiGS.mjs";
import { n as isCrossSiteWrite, t as isCrossSiteFormPost } from "./chunks/request-origin_CVMT639M.mjs";
import { t as findUser } from "./chunks/users_BrAC8NX-.mjs";
// src/middleware.ts
function withSecurityHeaders(response, isProduction) {
	response.headers.delete(RENDERED_FOR_HEADER);
	return withSecurityHeaders$1(response, isProduction);
}
var onRequest$1 = defineMiddleware(async (ctx, next) => {
	const response = await handle(ctx, next);
	return ctx.isPrerendered ? response : await compressResponse(ctx.request, response);
});
async function handle(ctx, next) {
	const cfg = config();
	ctx.locals.session = null;
	ctx.locals.user = null;
	if (ctx.isPrerendered) return next();
	if (isCrossSiteFormPost(ctx.request, ctx.url)) return withSecurityHeaders(new Response(`Cross-site ${ctx.request.method} form submissions are forbidden`, { status: 403 }), cfg.isProduction);
	if (ctx.url.pathname.startsWith("/api/")) {
		if (isCrossSiteWrite(ctx.request, new URL(cfg.SITE_URL).origin)) return withSecurityHeaders(errorResponse(new HttpError(403, "Cross-site requests are not allowed.", "FORBIDDEN")), cfg.isProduction);
	}
	const declared = Number(ctx.request.headers.get("content-length") ?? "0");
	const limit = bodyLimitFor(ctx.url.pathname, ctx.request.headers.get("content-type"));
	if (declared > limit.bytes) return withSecurityHeaders(errorResponse(new HttpError(413, limit.message, "PAYLOAD_TOO_LARGE")), cfg.isProduction);
	const token = readSessionToken(ctx);
	let cookieRenewed = false;
	if (token) try {
		const db = await database();
		const result = await validateSessionToken(db, token);
		if (result) {
			ctx.locals.session = result.session;
			if (result.session.userId) ctx.locals.user = await findUser(db, result.session.userId) ?? null;
			if (result.renewed) {
				setSessionCookie(ctx, token, result.session.expiresAt);
				cookieRenewed = true;
			}
		} else clearSessionCookie(ctx);
	} catch (error) {
		return withSecurityHeaders(errorResponse(error), cfg.isProduction);
	}
	if (ctx.request.method === "GET" && isItineraryPage(ctx.url) && !cookieRenewed) {
		const db = await database();
		const key = await itineraryPageKey(db, ctx.url, ctx.locals.session);
		if (key) return withSecurityHeaders(await servePage(key, ctx.request, () => next()), cfg.isProduction);
	}
	return withSecurityHeaders(await next(), cfg.isProduction);
}
// \0virtual:astro:middleware
var onRequest = sequence(onRequest$1);
export { onRequest };
