import { apiRoute, json } from '@/server/http/http';
import { startUpgrade } from '@/server/payments/payments';

/** POST …/upgrade (admin; no body): the PaymentIntent to pay the upgrade with. */
export const POST = apiRoute(async (ctx) =>
  json(await startUpgrade(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '')),
);
