import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { b as unclaimedEventUpdateSchema } from "./schemas_BP9cnbZP.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { a as updateUnclaimedEvent, i as parseUnclaimedEventId, n as deleteUnclaimedEvent } from "./unclaimed-events_Cjk0r5-e.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/unclaimed-events/[eventId].ts
var _eventId__exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
/** PUT /api/unclaimed-events/{id}: the fields sent, one or several. */
var PUT = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const id = parseUnclaimedEventId(ctx.params.eventId);
	const input = await readJson(ctx.request, unclaimedEventUpdateSchema);
	return json(await updateUnclaimedEvent(ctx.db, user, id, input));
});
var DELETE = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	await deleteUnclaimedEvent(ctx.db, user, parseUnclaimedEventId(ctx.params.eventId));
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/unclaimed-events/[eventId]@_@ts
var page = () => _eventId__exports;
export { page };
