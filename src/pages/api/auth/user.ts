import { updateUserSchema } from '@/lib/schemas';
import { updateUserName } from '@/server/auth/account';
import { apiRoute, json, readJson } from '@/server/http/http';
import { requireUser, userView } from '@/server/auth/users';

/** The signed-in user, or 401 UNAUTHORIZED. */
export const GET = apiRoute(async (ctx) => json(userView(requireUser(ctx.locals))));

/** The name edit of the dashboard's Settings tab. */
export const PATCH = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, updateUserSchema);
  return json(await updateUserName(ctx.db, user, input));
});
