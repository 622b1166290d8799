import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { c as travelListing, m as requireWriter, n as createTravelEntry } from "./travel_DCb_oXRa.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { o as travelEntryInputSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/pages/api/projects/[projectId]/travel.ts
var travel_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
/** The travel this browser may see and the arrivals board; `?person=` (repeatable) is the people filter. */
var GET = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? "");
	return json(await travelListing(ctx.db, project, {
		role,
		sessionId
	}, ctx.url.searchParams.getAll("person")));
});
var POST = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	const input = await readJson(ctx.request, travelEntryInputSchema);
	return json(await createTravelEntry(ctx.db, project, writer, input), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/travel@_@ts
var page = () => travel_exports;
export { page };
