import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { a as renderEventIcs } from "./calendar-feeds_DI7YVgIW.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/events/[eventId]/ics.ts
var ics_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** One event as an .ics download for a viewer of the itinerary. */
var GET = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "viewer");
	const file = await renderEventIcs(ctx.db, project, ctx.params.eventId);
	return new Response(file.body, { headers: {
		"Content-Type": "text/calendar; charset=utf-8",
		"Content-Disposition": `attachment; filename="${file.filename}"`,
		"Cache-Control": "private, no-store"
	} });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/events/[eventId]/ics@_@ts
var page = () => ics_exports;
export { page };
