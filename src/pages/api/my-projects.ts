import { apiRoute, json } from '../../server/http/http';
import { listMyProjects } from '../../server/projects/my-projects';
import { requireUser } from '../../server/auth/users';

/** GET /api/my-projects: the signed-in user's itineraries, newest first. */
export const GET = apiRoute(async (ctx) => json(await listMyProjects(ctx.db, requireUser(ctx.locals))));
