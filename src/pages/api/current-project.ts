import { apiRoute, json } from '../../server/http/http';
import { currentProject } from '../../server/projects/projects';

/** The itinerary this browser opened last, as the caller's role may see it. */
export const GET = apiRoute(async (ctx) => json(await currentProject(ctx.db, ctx.locals.session)));
