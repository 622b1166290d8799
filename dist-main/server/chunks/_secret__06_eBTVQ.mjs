import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { i as renderCalendarFeed, r as matchesEtag } from "./calendar-feeds_DI7YVgIW.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
// src/pages/calendar/[secret].ics.ts
/**
* A subscribable calendar feed. Public: the secret in the URL is the credential, so
* calendar apps fetch it without a session; unknown or revoked secrets get 404.
*/
var _secret__ics_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = apiRoute(async (ctx) => {
	const feed = await renderCalendarFeed(ctx.db, ctx.params.secret ?? "");
	const headers = {
		"Cache-Control": "private, max-age=300",
		ETag: feed.etag,
		"X-Robots-Tag": "noindex, nofollow"
	};
	if (matchesEtag(ctx.request.headers.get("if-none-match"), feed.etag)) return new Response(null, {
		status: 304,
		headers
	});
	return new Response(feed.body, { headers: {
		...headers,
		"Content-Type": "text/calendar; charset=utf-8",
		"Content-Disposition": `inline; filename="${feed.filename}"`
	} });
});
// \0virtual:astro:page:src/pages/calendar/[secret].ics@_@ts
var page = () => _secret__ics_exports;
export { page };
