import { apiRoute, json } from '@/server/http/http';
import { getForwardingAddress } from '@/server/inbound/forwarding-address';
import { requireUser } from '@/server/auth/users';

/** GET /api/users/forwarding-address → { address, sharedAddress }; creates the token on first call. */
export const GET = apiRoute(async (ctx) => json(await getForwardingAddress(ctx.db, requireUser(ctx.locals))));
