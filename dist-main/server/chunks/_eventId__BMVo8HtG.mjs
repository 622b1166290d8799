import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { p as eventInputSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { i as parseEventId, r as deleteEvent, s as updateEvent } from "./events_CFyOxejc.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as placeTypedLocation } from "./geocoder_0bX0fWK1.mjs";
// src/pages/api/projects/[projectId]/events/[eventId].ts
var _eventId__exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
var PUT = apiRoute(async (ctx) => {
	const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await placeTypedLocation(ctx.db, ctx.locals.session?.id, clientAddress(ctx), await readJson(ctx.request, eventInputSchema));
	return json(await updateEvent(ctx.db, project, parseEventId(ctx.params.eventId), input, role));
});
var DELETE = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	await deleteEvent(ctx.db, project, parseEventId(ctx.params.eventId));
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/events/[eventId]@_@ts
var page = () => _eventId__exports;
export { page };
