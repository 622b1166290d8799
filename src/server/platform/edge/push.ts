/**
 * Web Push on the edge: `@block65/webcrypto-web-push` encrypts the payload (aes128gcm) and signs
 * the VAPID JWT with WebCrypto, which workerd has; ../../reminders/push.ts sends the request.
 * (It accepts https push services only, as RFC 8030 asks.)
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { PushPlatform } from '../contract';

export const pushRequest: PushPlatform['pushRequest'] = async (target, payload, vapid, options) => {
  const built = await buildPushPayload(
    { data: payload as Record<string, string>, options: { ttl: options.ttlSeconds, urgency: options.urgency, ...(options.topic ? { topic: options.topic } : {}) } },
    { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    vapid,
  );
  return { endpoint: target.endpoint, headers: built.headers as Record<string, string>, body: new Uint8Array(built.body) };
};
