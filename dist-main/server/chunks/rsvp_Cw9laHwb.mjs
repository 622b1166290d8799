import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { m as requireWriter } from "./travel_DCb_oXRa.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { i as parseEventId } from "./events_CFyOxejc.mjs";
import { i as setRsvpAnswer, t as clearRsvpAnswer } from "./rsvps_VSu_1zKJ.mjs";
import { i as rsvpClearSchema, r as rsvpAnswerSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/pages/api/projects/[projectId]/events/[eventId]/rsvp.ts
var rsvp_exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
/** Sets the answer of the name in the body (the guest's own, or anyone's for an admin). */
var PUT = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	const input = await readJson(ctx.request, rsvpAnswerSchema);
	return json(await setRsvpAnswer(ctx.db, project, writer, parseEventId(ctx.params.eventId), input));
});
/** Takes the answer of the name in the body back. */
var DELETE = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	const { name } = await readJson(ctx.request, rsvpClearSchema);
	await clearRsvpAnswer(ctx.db, project, writer, parseEventId(ctx.params.eventId), name);
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/events/[eventId]/rsvp@_@ts
var page = () => rsvp_exports;
export { page };
