import { findAccess, findProjectByPublicId } from '@/server/access/access';
import { CLEAR_CACHE } from '@/server/access/offline';
import { dropIdentity } from '@/server/guests/identity';
import { unknownItinerary } from '@/server/http/errors';
import { apiRoute } from '@/server/http/http';

/**
 * "Not you?" beside "Viewing as …", a plain form post that works without JavaScript
 * (docs/product.md#who-a-guest-is): a grant made by a personal link ends and the browser goes to
 * the access page (emptying its HTTP cache like Exit); a picked name is cleared and the browser is
 * asked "Who are you?" again. Without an identity it just goes back to the itinerary.
 */
export const POST = apiRoute(async (ctx) => {
  const projectId = ctx.params.projectId ?? '';
  if (!(await findProjectByPublicId(ctx.db, projectId))) throw unknownItinerary();
  const sessionId = ctx.locals.session?.id;
  const access = await findAccess(ctx.db, sessionId, projectId);
  const path = `/${encodeURIComponent(projectId)}`;
  const done = access && sessionId ? await dropIdentity(ctx.db, access, sessionId) : 'none';
  if (done === 'ended' || !access) {
    return new Response(null, { status: 303, headers: { Location: `/access${path}`, 'Cache-Control': 'no-store', ...CLEAR_CACHE } });
  }
  return new Response(null, { status: 303, headers: { Location: `/project${path}${done === 'cleared' ? '/who' : ''}`, 'Cache-Control': 'no-store' } });
});
