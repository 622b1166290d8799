import { avatarUploadUrlSchema } from '@/lib/schemas';
import { createAvatarUpload } from '@/server/uploads/avatars';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { requireUser } from '@/server/auth/users';

/** POST /api/users/avatar/upload-url { contentType, size } → { uploadUrl, key }. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, avatarUploadUrlSchema);
  return json(await createAvatarUpload(ctx.db, user, clientAddress(ctx), input));
});
