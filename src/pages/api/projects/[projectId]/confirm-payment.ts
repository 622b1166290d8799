import { confirmPaymentSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http/http';
import { confirmPayment } from '@/server/payments/payments';

/** POST …/confirm-payment { paymentIntentId, couponCode?, ownerEmail? } (admin only). */
export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, confirmPaymentSchema);
  return json(await confirmPayment(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', input));
});
