import { adminProject } from '@/server/guests/guest-list-access';
import { addUsedNames } from '@/server/guests/guest-list';
import { apiRoute, json } from '@/server/http/http';

/** "Add the names already used": on events' attendees, travel and RSVP answers. */
export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json(await addUsedNames(ctx.db, project));
});
