import { guestGroupSchema } from '@/lib/guest-list-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { createGroup } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, guestGroupSchema);
  return json(await createGroup(ctx.db, project, input), { status: 201 });
});
