import { eventInputSchema } from '../../../../lib/schemas';
import { requireProjectGrant } from '../../../../server/access';
import { createEvent } from '../../../../server/events';
import { apiRoute, json, readJson } from '../../../../server/http';
import { loadItinerary } from '../../../../server/projects';

export const GET = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  const { events } = await loadItinerary(ctx.db, project, role);
  return json(events);
});

export const POST = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, eventInputSchema);
  return json(await createEvent(ctx.db, project, input, role), { status: 201 });
});
