import { apiRoute, json } from '@/server/http/http';
import { listPayments } from '@/server/payments/payments';

/** GET …/payments (admin or signed-in owner): the itinerary's payment records, newest first. */
export const GET = apiRoute(async (ctx) =>
  json(await listPayments(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', ctx.locals.user)),
);
