import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, json, readJson } from '@/server/http/http';
import { setTravelSettings } from '@/server/travel/travel';
import { travelSettingsSchema } from '@/lib/travel-schemas';

/** The organiser's switch: whether guests see each other's travel. */
export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, travelSettingsSchema);
  return json(await setTravelSettings(ctx.db, project, input));
});
