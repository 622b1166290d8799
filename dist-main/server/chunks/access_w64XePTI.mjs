import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { r as accessRequestSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant, i as grantAccess, l as revokeGrant } from "./access_txSEE2fX.mjs";
import { i as ensureSession, o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as CLEAR_CACHE } from "./offline_Cqta2scq.mjs";
// src/pages/api/projects/[projectId]/access.ts
var access_exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	POST: () => POST
});
/** Enter the access code: a viewer grant for this browser. */
var POST = apiRoute(async (ctx) => {
	const input = await readJson(ctx.request, accessRequestSchema);
	const { project } = await grantAccess(ctx.db, {
		projectId: ctx.params.projectId ?? "",
		accessCode: input.accessCode,
		email: input.email,
		client: clientAddress(ctx),
		ensureSession: (lifetime) => ensureSession(ctx, ctx.db, lifetime)
	});
	return json({
		success: true,
		project: {
			projectId: project.projectId,
			name: project.name
		}
	});
});
/** Leave the itinerary: this browser loses its grant (footer 'Exit'). */
var DELETE = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const { project } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? "");
	await revokeGrant(ctx.db, sessionId ?? "", project.id);
	return json({ success: true }, { headers: CLEAR_CACHE });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/access@_@ts
var page = () => access_exports;
export { page };
