import { apiRoute, json } from '@/server/http/http';
import { loadCheckout } from '@/server/payments/payments';

/** GET …/checkout (admin): what the checkout page needs. */
export const GET = apiRoute(async (ctx) =>
  json(await loadCheckout(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '')),
);
