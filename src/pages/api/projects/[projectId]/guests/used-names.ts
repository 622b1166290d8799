import { requireProjectGrant } from '@/server/access/access';
import { addUsedNames } from '@/server/guests/guest-list';
import { apiRoute, json } from '@/server/http/http';

/** "Add the names already used": on events' attendees, travel and RSVP answers. */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return json(await addUsedNames(ctx.db, project));
});
