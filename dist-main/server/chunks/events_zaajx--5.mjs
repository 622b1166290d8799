import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { p as eventInputSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant, s as requireAccess } from "./access_txSEE2fX.mjs";
import { n as createEvent } from "./events_CFyOxejc.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as placeTypedLocation } from "./geocoder_0bX0fWK1.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
// src/pages/api/projects/[projectId]/events.ts
var events_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
var GET = apiRoute(async (ctx) => {
	const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "");
	return json((await cachedItinerary(ctx.db, access)).events);
});
var POST = apiRoute(async (ctx) => {
	const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await placeTypedLocation(ctx.db, ctx.locals.session?.id, clientAddress(ctx), await readJson(ctx.request, eventInputSchema));
	return json(await createEvent(ctx.db, project, input, role), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/events@_@ts
var page = () => events_exports;
export { page };
