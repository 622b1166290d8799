/** The one gate of every guest-list route: the itinerary of the request, for its admins only. */
import type { Project } from '../../../db/schema';
import { requireProjectGrant } from '../access/access';
import type { ApiContext } from '../http/http';

export async function adminProject(ctx: ApiContext): Promise<Project> {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return project;
}
