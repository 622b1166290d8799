import { apiRoute, json } from '@/server/http/http';
import { rotateForwardingAddress } from '@/server/inbound/forwarding-address';
import { requireUser } from '@/server/auth/users';

/** POST /api/users/forwarding-address/rotate → a new personal address; the old one stops working. */
export const POST = apiRoute(async (ctx) => json(await rotateForwardingAddress(ctx.db, requireUser(ctx.locals))));
