import { makeLinksSchema } from '@/lib/guest-list-schemas';
import { requireProjectGrant } from '@/server/access/access';
import { makeLinks } from '@/server/guests/guest-links';
import { apiRoute, json, readJson } from '@/server/http/http';

/** "Create links": personal links for the chosen guests that have none, shown once. */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, makeLinksSchema);
  return json({ links: await makeLinks(ctx.db, project, input.guestIds) });
});
