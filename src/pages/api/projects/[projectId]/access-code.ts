import { newAccessCodeSchema } from '@/lib/customization-schema';
import { requireProjectGrant } from '@/server/access/access';
import { makeNewAccessCode } from '@/server/access/code-rotation';
import { apiRoute, json, readJson } from '@/server/http/http';

/** One click: a new random access code (free itineraries too), optionally signing guests out. */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, newAccessCodeSchema);
  return json(await makeNewAccessCode(ctx.db, project, input.signOutGuests ?? false));
});
