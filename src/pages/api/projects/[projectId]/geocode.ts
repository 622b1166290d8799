import { geocodeQuerySchema } from '@/lib/organiser-schemas';
import { searchPlaces } from '@/server/places/geocoder';
import { apiRoute, clientAddress, json, readQuery } from '@/server/http/http';

/** Location autocomplete for the event editor: `{ results, available }`. */
export const GET = apiRoute(async (ctx) => {
  const { q } = readQuery(ctx.url, geocodeQuerySchema);
  return json(await searchPlaces(ctx.db, ctx.locals.session?.id, clientAddress(ctx), ctx.params.projectId ?? '', q));
});
