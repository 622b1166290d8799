import { eventInputSchema } from '@/lib/schemas';
import { requireProjectGrant } from '@/server/access/access';
import { deleteEvent, parseEventId, updateEvent } from '@/server/events/events';
import { apiRoute, json, readJson } from '@/server/http/http';

export const PUT = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, eventInputSchema);
  return json(await updateEvent(ctx.db, project, parseEventId(ctx.params.eventId), input, role));
});

export const DELETE = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  await deleteEvent(ctx.db, project, parseEventId(ctx.params.eventId));
  return json({ success: true });
});
