import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { n as fileSlug } from "./calendar-feeds_DI7YVgIW.mjs";
import { t as csvResponse } from "./csv-response_DlkFa0Wd.mjs";
import { t as apiRoute } from "./http_BJBlwemE.mjs";
import { t as arrivalsCsv } from "./travel_DCb_oXRa.mjs";
import { B as displayTitle } from "./schemas_BP9cnbZP.mjs";
// src/pages/api/projects/[projectId]/exports/arrivals.csv.ts
var arrivals_csv_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Every arrival and departure as CSV (admins). */
var GET = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? "", "admin");
	return csvResponse(await arrivalsCsv(ctx.db, project, {
		role,
		sessionId
	}), `${fileSlug(displayTitle(project))}-arrivals.csv`);
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/exports/arrivals.csv@_@ts
var page = () => arrivals_csv_exports;
export { page };
