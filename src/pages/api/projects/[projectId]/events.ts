import { requireProjectGrant } from '../../../../server/access';
import { apiRoute, json } from '../../../../server/http';
import { loadItinerary } from '../../../../server/projects';

export const GET = apiRoute(async (ctx) => {
  const { project, role } = await requireProjectGrant(
    ctx.db,
    ctx.locals.session?.id,
    ctx.params.projectId ?? '',
  );
  const { events } = await loadItinerary(ctx.db, project, role);
  return json(events);
});
