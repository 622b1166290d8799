/**
 * The itinerary's web app manifest (src/server/pages/web-manifest.ts): only for a browser with a grant
 * to it, like the page: 401 without one, 404 when the itinerary does not exist.
 */
import { requireAccess } from '@/server/access/access';
import { apiRoute } from '@/server/http/http';
import { cachedItinerary } from '@/server/projects/projects';
import { itineraryManifest } from '@/server/pages/web-manifest';

export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  const { project } = await cachedItinerary(ctx.db, access);
  return new Response(JSON.stringify(itineraryManifest(project)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // Private to this browser's grant, like the page itself.
      'Cache-Control': 'private, no-store',
    },
  });
});
