import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { a as ownerInfoSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as saveOwnerInfo } from "./owner_BC2jsZLD.mjs";
// src/pages/api/projects/[projectId]/owner.ts
var owner_exports = /* @__PURE__ */ __exportAll({ PATCH: () => PATCH });
/** PATCH …/owner { ownerName, ownerEmail }: saves them and emails both codes. */
var PATCH = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, ownerInfoSchema);
	return json(await saveOwnerInfo(ctx.db, project, input, clientAddress(ctx)));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/owner@_@ts
var page = () => owner_exports;
export { page };
