import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { s as setTravelSettings } from "./travel_DCb_oXRa.mjs";
import { l as travelSettingsSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/pages/api/projects/[projectId]/travel-settings.ts
var travel_settings_exports = /* @__PURE__ */ __exportAll({ PUT: () => PUT });
/** The organiser's switch: whether guests see each other's travel. */
var PUT = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, travelSettingsSchema);
	return json(await setTravelSettings(ctx.db, project, input));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/travel-settings@_@ts
var page = () => travel_settings_exports;
export { page };
