import { customizationSchema } from '@/lib/customization-schema';
import { requireProjectGrant } from '@/server/access/access';
import { updateCustomizations } from '@/server/customization/customization';
import { apiRoute, json, readJson } from '@/server/http/http';

/** PUT …/customizations: the admin panel's saves; any subset of the settings. */
export const PUT = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, customizationSchema);
  return json(await updateCustomizations(ctx.db, project, sessionId ?? '', input));
});
