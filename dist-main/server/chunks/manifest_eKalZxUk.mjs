import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { s as requireAccess } from "./access_txSEE2fX.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
import { t as itineraryManifest } from "./web-manifest_3YvFB2OC.mjs";
// src/pages/project/[projectId]/manifest.webmanifest.ts
/**
* The itinerary's web app manifest (src/server/pages/web-manifest.ts): only for a browser with a grant
* to it, like the page: 401 without one, 404 when the itinerary does not exist.
*/
var manifest_webmanifest_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = apiRoute(async (ctx) => {
	const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "");
	const { project } = await cachedItinerary(ctx.db, access);
	return new Response(JSON.stringify(itineraryManifest(project)), { headers: {
		"Content-Type": "application/manifest+json; charset=utf-8",
		"Cache-Control": "private, no-store"
	} });
});
// \0virtual:astro:page:src/pages/project/[projectId]/manifest.webmanifest@_@ts
var page = () => manifest_webmanifest_exports;
export { page };
