import { apiRoute, json } from '@/server/http';
import { requestOwnedAccess } from '@/server/my-projects';
import { requireUser } from '@/server/users';

/** POST …/access-owned: admin access for the signed-in owner. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  return json(await requestOwnedAccess(ctx.db, ctx.locals.session, user, ctx.params.projectId ?? ''));
});
