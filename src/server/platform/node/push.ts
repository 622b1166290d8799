/**
 * Web Push on Node: the `web-push` package encrypts the payload (aes128gcm) and signs the VAPID
 * JWT; ../../reminders/push.ts sends the request. The edge does the same on WebCrypto (../edge/push.ts).
 */
import webpush from 'web-push';
import type { PushPlatform } from '../contract';

export const pushRequest: PushPlatform['pushRequest'] = async (target, payload, vapid, options) => {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body ?? new Uint8Array()) };
};
