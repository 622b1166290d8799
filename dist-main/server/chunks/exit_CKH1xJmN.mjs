import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as leaveItinerary, r as findProjectByPublicId } from "./access_txSEE2fX.mjs";
import { u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
import { t as CLEAR_CACHE } from "./offline_Cqta2scq.mjs";
// src/pages/api/projects/[projectId]/exit.ts
var exit_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* The footer's Exit as a plain form post, for a page without JavaScript (or not yet hydrated):
* this browser's grant ends like DELETE …/access, then the browser goes to the access page.
* Without a grant there is nothing to end, and the answer is the same (the page asks for a code);
* an itinerary that does not exist is a 404.
* Like that Exit it empties the HTTP cache; the itinerary's offline copy (Cache Storage, which the
* service worker cannot see this navigation delete) goes when the access page opens.
*/
var POST = apiRoute(async (ctx) => {
	const projectId = ctx.params.projectId ?? "";
	if (!await findProjectByPublicId(ctx.db, projectId)) throw unknownItinerary();
	await leaveItinerary(ctx.db, ctx.locals.session?.id, projectId);
	return new Response(null, {
		status: 303,
		headers: {
			Location: `/access/${encodeURIComponent(projectId)}`,
			"Cache-Control": "no-store",
			...CLEAR_CACHE
		}
	});
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/exit@_@ts
var page = () => exit_exports;
export { page };
