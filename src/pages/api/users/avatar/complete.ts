import { avatarCompleteSchema } from '@/lib/schemas';
import { completeAvatarUpload } from '@/server/uploads/avatars';
import { apiRoute, json, readJson } from '@/server/http/http';
import { requireUser } from '@/server/auth/users';

/** POST /api/users/avatar/complete { key } → AuthUserView. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, avatarCompleteSchema);
  return json(await completeAvatarUpload(ctx.db, user, input));
});
