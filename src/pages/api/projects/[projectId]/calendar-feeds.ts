import { calendarFeedRequestSchema } from '@/lib/schemas';
import { requireProjectGrant } from '@/server/access/access';
import { ensureCalendarFeed, revokeCalendarFeeds } from '@/server/feeds/calendar-feeds';
import { apiRoute, json, readJson } from '@/server/http/http';

/** The itinerary's calendar feed (whole, or one person's), created on first request. */
export const POST = apiRoute(async (ctx) => {
  const { project, role, sessionId } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'viewer');
  const input = await readJson(ctx.request, calendarFeedRequestSchema);
  // The feed belongs to this browser's grant and ends with it.
  const { feed, created } = await ensureCalendarFeed(ctx.db, project, input.person, { sessionId, role });
  return json({ success: true, feed }, { status: created ? 201 : 200 });
});

/** Organisers rotate the links: every feed of the itinerary stops working. */
export const DELETE = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const revoked = await revokeCalendarFeeds(ctx.db, project);
  return json({ success: true, revoked });
});
