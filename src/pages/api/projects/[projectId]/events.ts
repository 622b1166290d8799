import { eventInputSchema } from '@/lib/schemas';
import { requireAccess, requireProjectGrant } from '@/server/access/access';
import { createEvent } from '@/server/events/events';
import { apiRoute, clientAddress, json, keptJson, readJson } from '@/server/http/http';
import { placeTypedLocation } from '@/server/places/geocoder';
import { cachedItineraryJson } from '@/server/projects/projects';

export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return keptJson(ctx.request, await cachedItineraryJson(ctx.db, access, 'events'));
});

export const POST = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  // A location typed without picking a place is looked up now, so it can show on the map.
  const input = await placeTypedLocation(ctx.db, ctx.locals.session?.id, clientAddress(ctx), await readJson(ctx.request, eventInputSchema));
  return json(await createEvent(ctx.db, project, input, role), { status: 201 });
});
