import { apiRoute, json } from '@/server/http/http';
import { listUnclaimedEvents } from '@/server/inbound/unclaimed-events';
import { requireUser } from '@/server/auth/users';

/** GET /api/unclaimed-events: the signed-in user's events from forwarded emails. */
export const GET = apiRoute(async (ctx) => json(await listUnclaimedEvents(ctx.db, requireUser(ctx.locals))));
