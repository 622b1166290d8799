import { findProjectByPublicId, leaveItinerary } from '@/server/access/access';
import { unknownItinerary } from '@/server/http/errors';
import { apiRoute } from '@/server/http/http';
import { CLEAR_CACHE } from '@/server/access/offline';

/**
 * The footer's Exit as a plain form post, for a page without JavaScript (or not yet hydrated):
 * this browser's grant ends like DELETE …/access, then the browser goes to the access page.
 * Without a grant there is nothing to end, and the answer is the same (the page asks for a code);
 * an itinerary that does not exist is a 404.
 * Like that Exit it empties the HTTP cache; the itinerary's offline copy (Cache Storage, which the
 * service worker cannot see this navigation delete) goes when the access page opens.
 */
export const POST = apiRoute(async (ctx) => {
  const projectId = ctx.params.projectId ?? '';
  if (!(await findProjectByPublicId(ctx.db, projectId))) throw unknownItinerary();
  await leaveItinerary(ctx.db, ctx.locals.session?.id, projectId);
  return new Response(null, {
    status: 303,
    headers: { Location: `/access/${encodeURIComponent(projectId)}`, 'Cache-Control': 'no-store', ...CLEAR_CACHE },
  });
});
