import { requireAccess } from '@/server/access/access';
import { apiRoute, keptJson } from '@/server/http/http';
import { cachedItineraryJson } from '@/server/projects/projects';

/** The whole itinerary as this browser may see it: what a live update refetches. */
export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return keptJson(ctx.request, await cachedItineraryJson(ctx.db, access, 'itinerary'));
});
