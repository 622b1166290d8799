import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { s as calendarFeedRequestSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { o as revokeCalendarFeeds, t as ensureCalendarFeed } from "./calendar-feeds_DI7YVgIW.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/calendar-feeds.ts
var calendar_feeds_exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	POST: () => POST
});
/** The itinerary's calendar feed (whole, or one person's), created on first request. */
var POST = apiRoute(async (ctx) => {
	const { project, role, sessionId } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "viewer");
	const input = await readJson(ctx.request, calendarFeedRequestSchema);
	const { feed, created } = await ensureCalendarFeed(ctx.db, project, input.person, {
		sessionId,
		role
	});
	return json({
		success: true,
		feed
	}, { status: created ? 201 : 200 });
});
/** Organisers rotate the links: every feed of the itinerary stops working. */
var DELETE = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const revoked = await revokeCalendarFeeds(ctx.db, project);
	return json({
		success: true,
		revoked
	});
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/calendar-feeds@_@ts
var page = () => calendar_feeds_exports;
export { page };
