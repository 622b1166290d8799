import { apiRoute, json } from '../../../../server/http';
import { grantOwnedAccess } from '../../../../server/my-projects';
import { requireUser } from '../../../../server/users';

/** POST …/access-owned (spec §4 "Owner auto-access"): admin access for the signed-in owner. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  // A signed-in user always has a session (the user is found through it).
  const session = ctx.locals.session;
  if (!session) throw new Error('A signed-in user without a session');
  return json(await grantOwnedAccess(ctx.db, session, user, ctx.params.projectId ?? ''));
});
