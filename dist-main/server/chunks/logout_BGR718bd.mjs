import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as signOut } from "./account_CHQh0df3.mjs";
import { xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as formPageResponse } from "./form-page_Ms9HIii8.mjs";
import { n as clearSessionCookie, o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { n as CLEAR_CACHE_AND_STORAGE } from "./offline_Cqta2scq.mjs";
// src/pages/api/logout.ts
var logout_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
/**
* Signing out is a POST: another site can neither post here (cross-site writes are refused, and
* the session cookie is SameSite=Lax) nor sign anyone out with a link or an image.
* The app's own buttons post JSON and get { success: true }; the page below posts a form and
* goes home.
*/
var POST = apiRoute(async (ctx) => {
	const result = await signOut(ctx.db, ctx.locals.session);
	clearSessionCookie(ctx);
	if (/^application\/x-www-form-urlencoded\b/i.test(ctx.request.headers.get("content-type") ?? "")) return new Response(null, {
		status: 303,
		headers: {
			Location: "/",
			"Cache-Control": "no-store",
			...CLEAR_CACHE_AND_STORAGE
		}
	});
	return json(result, { headers: CLEAR_CACHE_AND_STORAGE });
});
/**
* A browser that navigates here (a "Sign out" link) gets a page whose button signs out. When the
* navigation came from this site's own pages (Sec-Fetch-Site: same-origin, which no other site
* can send), the page presses it at once; from anywhere else, the person decides.
*/
var GET = apiRoute(async (ctx) => {
	const fromThisSite = ctx.request.headers.get("sec-fetch-site") === "same-origin";
	const signedIn = ctx.locals.session !== null;
	return formPageResponse({
		title: "Sign out",
		heading: fromThisSite ? "Signing you out…" : "Sign out?",
		text: signedIn ? "You will need the access code again to open your itineraries in this browser." : "This browser is not signed in.",
		action: "/api/logout",
		button: "Sign out",
		siteName: config().SITE_NAME,
		submitAtOnce: fromThisSite && signedIn
	});
});
// \0virtual:astro:page:src/pages/api/logout@_@ts
var page = () => logout_exports;
export { page };
