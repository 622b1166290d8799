import { requireAccess } from '@/server/access/access';
import { apiRoute, json } from '@/server/http/http';
import { cachedItinerary } from '@/server/projects/projects';

/** The whole itinerary as this browser may see it: what a live update refetches. */
export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return json(await cachedItinerary(ctx.db, access));
});
