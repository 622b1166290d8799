import { requireProjectGrant } from '../../../../server/access';
import { apiRoute, json } from '../../../../server/http';
import { loadItinerary } from '../../../../server/projects';

/** The whole itinerary as this browser may see it: what a live update refetches. */
export const GET = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return json(await loadItinerary(ctx.db, project, role));
});
