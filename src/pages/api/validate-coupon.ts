import { validateCouponSchema } from '../../lib/schemas';
import { validateCoupon } from '../../server/payments/coupon-checkout';
import { apiRoute, clientAddress, json, readJson } from '../../server/http/http';

/** POST /api/validate-coupon { couponCode, paymentIntentId, projectId, ownerEmail? }. */
export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, validateCouponSchema);
  return json(await validateCoupon(ctx.db, ctx.locals.session?.id, clientAddress(ctx), input));
});
