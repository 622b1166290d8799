import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { n as fileSlug } from "./calendar-feeds_DI7YVgIW.mjs";
import { t as csvResponse } from "./csv-response_DlkFa0Wd.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
import { r as rsvpsCsv } from "./rsvps_VSu_1zKJ.mjs";
import { B as displayTitle } from "./schemas_BP9cnbZP.mjs";
// src/pages/api/projects/[projectId]/exports/rsvps.csv.ts
var rsvps_csv_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Every RSVP answer as CSV (admins). */
var GET = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	return csvResponse(await rsvpsCsv(ctx.db, project), `${fileSlug(displayTitle(project))}-rsvps.csv`);
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/exports/rsvps.csv@_@ts
var page = () => rsvps_csv_exports;
export { page };
