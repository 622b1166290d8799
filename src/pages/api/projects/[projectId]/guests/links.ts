import { makeLinksSchema } from '@/lib/guest-list-schemas';
import { adminProject } from '@/server/guests/guest-list-access';
import { makeLinks } from '@/server/guests/guest-links';
import { apiRoute, json, readJson } from '@/server/http/http';

/** "Create links": personal links for the chosen guests that have none, shown once. */
export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, makeLinksSchema);
  return json({ links: await makeLinks(ctx.db, project, input.guestIds) });
});
