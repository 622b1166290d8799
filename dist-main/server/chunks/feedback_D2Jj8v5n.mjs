import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as feedbackSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { s as requireAccess } from "./access_txSEE2fX.mjs";
import { tn as feedback } from "./schemas_BP9cnbZP.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/server/projects/feedback.ts
async function submitFeedback(handle, projectRowId, sessionId, input) {
	await takeAllowance(handle, `feedback:session:${sessionId}`, 20, "You have sent a lot of feedback in the last hour.");
	await takeAllowance(handle, `feedback:project:${projectRowId}`, 20, "This itinerary has received a lot of feedback in the last hour.");
	await handle.write((db) => db.insert(feedback).values({
		projectRowId,
		userType: input.userType,
		feedbackText: input.feedbackText
	}));
	return { success: true };
}
// src/pages/api/projects/[projectId]/feedback.ts
var feedback_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/feedback { userType, feedbackText }: viewers and admins alike. */
var POST = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const access = await requireAccess(ctx.db, sessionId, ctx.params.projectId ?? "");
	const input = await readJson(ctx.request, feedbackSchema);
	return json(await submitFeedback(ctx.db, access.projectRowId, sessionId ?? "", input), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/feedback@_@ts
var page = () => feedback_exports;
export { page };
