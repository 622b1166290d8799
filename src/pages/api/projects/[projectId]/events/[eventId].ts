import { eventInputSchema } from '@/lib/schemas';
import { requireProjectGrant } from '@/server/access/access';
import { deleteEvent, parseEventId, updateEvent } from '@/server/events/events';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { placeTypedLocation } from '@/server/places/geocoder';

export const PUT = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  // A location typed without picking a place is looked up now, so it can show on the map.
  const input = await placeTypedLocation(ctx.db, ctx.locals.session?.id, clientAddress(ctx), await readJson(ctx.request, eventInputSchema));
  return json(await updateEvent(ctx.db, project, parseEventId(ctx.params.eventId), input, role));
});

export const DELETE = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  await deleteEvent(ctx.db, project, parseEventId(ctx.params.eventId));
  return json({ success: true });
});
