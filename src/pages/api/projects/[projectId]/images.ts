import { headerImagesSchema } from '@/lib/organiser-schemas';
import type { SaveImagesResponse } from '@/lib/types';
import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, json, readJson } from '@/server/http/http';
import { saveHeaderImages } from '@/server/uploads/images';

/** POST …/images { imageUrls }: the header images in display order, at most 5. */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, headerImagesSchema);
  const body: SaveImagesResponse = { success: true, project: await saveHeaderImages(ctx.db, project, input) };
  return json(body);
});
