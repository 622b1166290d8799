import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { C as verifyAdminSchema } from "./schemas_BP9cnbZP.mjs";
import { u as verifyAdminCode } from "./access_txSEE2fX.mjs";
import { i as ensureSession, o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/verify-admin.ts
var verify_admin_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** Enter the admin code: edit access for this browser. */
var POST = apiRoute(async (ctx) => {
	const { adminCode } = await readJson(ctx.request, verifyAdminSchema);
	await verifyAdminCode(ctx.db, {
		projectId: ctx.params.projectId ?? "",
		adminCode,
		client: clientAddress(ctx),
		ensureSession: (lifetime) => ensureSession(ctx, ctx.db, lifetime)
	});
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/verify-admin@_@ts
var page = () => verify_admin_exports;
export { page };
