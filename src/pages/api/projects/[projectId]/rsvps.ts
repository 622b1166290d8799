import { requireAccess, requireProjectGrant } from '@/server/access/access';
import { viewerSight } from '@/server/guests/visibility';
import { apiRoute, json } from '@/server/http/http';
import { listRsvps } from '@/server/rsvps/rsvps';

/**
 * The RSVPs of every asking event this browser may see: counts for everyone, names and notes for
 * admins, own answers for guests.
 */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '');
  const sight = await viewerSight(ctx.db, await requireAccess(ctx.db, sessionId, project.projectId));
  return json(await listRsvps(ctx.db, project, { role, sessionId }, Date.now(), sight));
});
