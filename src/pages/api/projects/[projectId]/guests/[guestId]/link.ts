import { adminProject } from '@/server/guests/guest-list-access';
import { reissueLink, revokeLink } from '@/server/guests/guest-links';
import { parseGuestId } from '@/server/guests/guest-list';
import { apiRoute, json } from '@/server/http/http';

/** "New link": the old link stops; the new one is in the answer, once. */
export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json({ links: [await reissueLink(ctx.db, project, parseGuestId(ctx.params.guestId))] });
});

/** "Turn off link". */
export const DELETE = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json(await revokeLink(ctx.db, project, parseGuestId(ctx.params.guestId)));
});
