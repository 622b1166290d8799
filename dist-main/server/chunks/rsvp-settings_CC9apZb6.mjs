import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { i as parseEventId } from "./events_CFyOxejc.mjs";
import { a as setRsvpSettings } from "./rsvps_VSu_1zKJ.mjs";
import { a as rsvpSettingsSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/pages/api/projects/[projectId]/events/[eventId]/rsvp-settings.ts
var rsvp_settings_exports = /* @__PURE__ */ __exportAll({ PUT: () => PUT });
/** Whether the event asks for RSVPs, its plus-ones and its RSVP-by date (admins). */
var PUT = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, rsvpSettingsSchema);
	return json(await setRsvpSettings(ctx.db, project, parseEventId(ctx.params.eventId), input));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/events/[eventId]/rsvp-settings@_@ts
var page = () => rsvp_settings_exports;
export { page };
