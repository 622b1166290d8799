import { guestGroupSchema } from '@/lib/guest-list-schemas';
import { adminProject } from '@/server/guests/guest-list-access';
import { createGroup } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, guestGroupSchema);
  return json(await createGroup(ctx.db, project, input), { status: 201 });
});
