import { ownerInfoSchema } from '@/lib/organiser-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { saveOwnerInfo } from '@/server/projects/owner';

/** PATCH …/owner { ownerName, ownerEmail }: saves them and emails both codes. */
export const PATCH = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, ownerInfoSchema);
  return json(await saveOwnerInfo(ctx.db, project, input, clientAddress(ctx)));
});
