import { imageUploadUrlSchema } from '@/lib/organiser-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { createImageUpload } from '@/server/uploads/images';

/** POST …/images/upload-url { contentType, size } → { uploadURL, publicUrl }. */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, imageUploadUrlSchema);
  return json(await createImageUpload(ctx.db, project, clientAddress(ctx), input));
});
