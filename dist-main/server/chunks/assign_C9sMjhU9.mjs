import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { i as assignUnclaimedEventSchema } from "./schemas_BP9cnbZP.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { i as parseUnclaimedEventId, t as assignUnclaimedEvent } from "./unclaimed-events_Cjk0r5-e.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/unclaimed-events/[eventId]/assign.ts
var assign_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/unclaimed-events/{id}/assign { projectId }: into one of the user's own itineraries. */
var POST = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const id = parseUnclaimedEventId(ctx.params.eventId);
	const input = await readJson(ctx.request, assignUnclaimedEventSchema);
	return json(await assignUnclaimedEvent(ctx.db, user, id, input));
});
// \0virtual:astro:page:src/pages/api/unclaimed-events/[eventId]/assign@_@ts
var page = () => assign_exports;
export { page };
