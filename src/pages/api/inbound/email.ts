import { apiRoute, clientAddress, json } from '@/server/http/http';
import { receiveWebhookEmail } from '@/server/inbound/webhook';

/**
 * POST /api/inbound/email: a raw RFC 822 message from an inbound-mail provider or relay,
 * authenticated with INBOUND_WEBHOOK_SECRET (404 while unset). See src/server/inbound/webhook.ts.
 */
export const POST = apiRoute(async (ctx) => {
  const { status, body } = await receiveWebhookEmail(ctx.request, ctx.url, ctx.db, clientAddress(ctx));
  return json(body, { status });
});
