import { sharedCodeSchema } from '@/lib/identity-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { setSharedCode, sharedCodeState } from '@/server/access/shared-code';
import { apiRoute, json, readJson } from '@/server/http/http';

/** Whether the shared access code opens the itinerary (admins). */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return json(sharedCodeState(project));
});

/** The organiser's switch "Only personal links": `{ on: false }` turns the shared code off. */
export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, sharedCodeSchema);
  return json(await setSharedCode(ctx.db, project, input.on));
});
