import { apiRoute, json } from '@/server/http/http';
import { handleStripeWebhook } from '@/server/payments/webhook';

/**
 * POST /api/stripe/webhook: Stripe's server calls this with no cookie and no Origin;
 * the signature over the raw body is the only credential, so the body is read as text, untouched.
 */
export const POST = apiRoute(async (ctx) =>
  json(await handleStripeWebhook(ctx.db, ctx.request)),
);
