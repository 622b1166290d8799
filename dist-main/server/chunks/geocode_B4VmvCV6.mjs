import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as geocodeQuerySchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { n as searchPlaces } from "./geocoder_0bX0fWK1.mjs";
import { d as readQuery, o as json, r as clientAddress, t as apiRoute } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/geocode.ts
var geocode_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Location autocomplete for the event editor: `{ results, available }`. */
var GET = apiRoute(async (ctx) => {
	const { q } = readQuery(ctx.url, geocodeQuerySchema);
	return json(await searchPlaces(ctx.db, ctx.locals.session?.id, clientAddress(ctx), ctx.params.projectId ?? "", q));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/geocode@_@ts
var page = () => geocode_exports;
export { page };
