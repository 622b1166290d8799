import { apiRoute, json } from '@/server/http/http';
import { vapidKeys } from '@/server/reminders/vapid-keys';

/**
 * The server's VAPID public key (the `applicationServerKey` a browser subscribes with,
 * docs/reminders.md#keys). Public by design; it changes only if the operator changes it.
 */
export const GET = apiRoute(async (ctx) => {
  const { publicKey } = await vapidKeys(ctx.db);
  return json({ publicKey });
});
