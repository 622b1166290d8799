import { apiRoute, json } from '../../server/http';
import { listMyProjects } from '../../server/my-projects';
import { requireUser } from '../../server/users';

/** GET /api/my-projects: the signed-in user's itineraries, newest first. */
export const GET = apiRoute(async (ctx) => json(await listMyProjects(ctx.db, requireUser(ctx.locals))));
