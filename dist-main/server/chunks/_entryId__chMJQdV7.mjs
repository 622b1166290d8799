import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { l as updateTravelEntry, m as requireWriter, o as parseEntryId, r as deleteTravelEntry } from "./travel_DCb_oXRa.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { s as travelEntryUpdateSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/pages/api/projects/[projectId]/travel/[entryId].ts
var _entryId__exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
var PUT = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	const input = await readJson(ctx.request, travelEntryUpdateSchema);
	return json(await updateTravelEntry(ctx.db, project, writer, parseEntryId(ctx.params.entryId), input));
});
var DELETE = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	await deleteTravelEntry(ctx.db, project, writer, parseEntryId(ctx.params.entryId));
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/travel/[entryId]@_@ts
var page = () => _entryId__exports;
export { page };
