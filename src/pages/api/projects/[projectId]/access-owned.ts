import { apiRoute, json } from '@/server/http/http';
import { requestOwnedAccess } from '@/server/projects/my-projects';
import { requireUser } from '@/server/auth/users';

/** POST …/access-owned: admin access for the signed-in owner. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  return json(await requestOwnedAccess(ctx.db, ctx.locals.session, user, ctx.params.projectId ?? ''));
});
