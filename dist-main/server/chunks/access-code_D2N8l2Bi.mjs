import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as newAccessCodeSchema } from "./customization-schema_CZ_wko0l.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { t as makeNewAccessCode } from "./code-rotation_s4md5nwJ.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/access-code.ts
var access_code_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** One click: a new random access code (free itineraries too), optionally signing guests out. */
var POST = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, newAccessCodeSchema);
	return json(await makeNewAccessCode(ctx.db, project, input.signOutGuests ?? false));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/access-code@_@ts
var page = () => access_code_exports;
export { page };
