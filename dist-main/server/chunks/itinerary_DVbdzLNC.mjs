import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { s as requireAccess } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
// src/pages/api/projects/[projectId]/itinerary.ts
var itinerary_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The whole itinerary as this browser may see it: what a live update refetches. */
var GET = apiRoute(async (ctx) => {
	const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "");
	return json(await cachedItinerary(ctx.db, access));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/itinerary@_@ts
var page = () => itinerary_exports;
export { page };
