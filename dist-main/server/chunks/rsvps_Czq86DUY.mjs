import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { n as listRsvps } from "./rsvps_VSu_1zKJ.mjs";
// src/pages/api/projects/[projectId]/rsvps.ts
var rsvps_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The RSVPs of every asking event: counts for everyone, names and notes for admins, own answers for guests. */
var GET = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? "");
	return json(await listRsvps(ctx.db, project, {
		role,
		sessionId
	}));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/rsvps@_@ts
var page = () => rsvps_exports;
export { page };
