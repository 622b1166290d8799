import { requireAccess, requireProjectGrant } from '@/server/access/access';
import { viewerSight } from '@/server/guests/visibility';
import { renderEventIcs } from '@/server/feeds/calendar-feeds';
import { apiRoute } from '@/server/http/http';

/** One event as an .ics download for a viewer of the itinerary. */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'viewer');
  const sight = await viewerSight(ctx.db, await requireAccess(ctx.db, ctx.locals.session?.id, project.projectId));
  const file = await renderEventIcs(ctx.db, project, ctx.params.eventId, sight);
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
