/**
 * Sends one Web Push message (docs/reminders.md): encrypted and signed by the platform
 * (`@platform/push`), posted to the subscription's push service, the answer read as an outbox
 * outcome: 201 sent, 404 or 410 the subscription is gone, 5xx and 429 again later. A redirect is
 * never followed (the message goes to the host the subscription names, or nowhere) and counts as
 * a service not reached: again later.
 */
import { pushRequest } from '@platform/push';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema';
import { config } from '../core/config';
import type { PushTarget } from '../platform/contract';
import { outcomeOfStatus, type SendOutcome } from '../outbox/outbox-rules';
import { spendDailyAllowances } from './send-allowances';
import { PUSH_PAYLOAD_MAX_BYTES, PUSH_TTL_SECONDS, PUSHES_PER_DEVICE_PER_DAY, PUSHES_PER_ITINERARY_PER_DAY, pushEndpointProblem } from './push-rules';
import { vapidKeys } from './vapid-keys';

// A push service answers at once; one that does not is tried again later.
const TIMEOUT_MS = 30_000;

/** What the service worker shows (src/service-worker/sw.ts): never a code, a note or an address. */
export type PushNotification = {
  title: string;
  body: string;
  /** Where a tap opens: a path on this site. */
  url: string;
  /** Notifications with the same tag replace each other: a repeat shows once. */
  tag: string;
  /** The itinerary's icon. */
  icon?: string;
};

export async function sendPush(
  handle: DatabaseHandle,
  target: PushTarget,
  notification: PushNotification,
  options: { urgency?: 'low' | 'normal' | 'high'; topic?: string } = {},
): Promise<SendOutcome> {
  const problem = pushEndpointProblem(target.endpoint, config().PUSH_SERVICE_HOSTS);
  // A service no longer allowed is as good as gone: the subscription goes.
  if (problem) return { result: 'gone', error: `The push endpoint is ${problem}` };
  if (new TextEncoder().encode(JSON.stringify(notification)).byteLength > PUSH_PAYLOAD_MAX_BYTES) {
    return { result: 'skip', reason: 'The notification is too large to push' };
  }
  const request = await pushRequest(target, notification, await vapidKeys(handle), {
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: options.urgency ?? 'normal',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      // 'manual', not 'error', which workerd refuses: the 3xx is answered below.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { result: 'retry', error: `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return { result: 'retry', error: `The push service could not be reached: it redirects (HTTP ${response.status}), and pushes are not sent on` };
  }
  const detail = (await response.text().catch(() => '')).slice(0, 200);
  return outcomeOfStatus(response.status, detail);
}

/**
 * `notification` to one stored subscription: its last success noted, or, when the push service
 * says it is gone, the subscription deleted (the outbox then drops its other messages).
 */
export async function pushToSubscription(handle: DatabaseHandle, subscription: PushSubscriptionRow, notification: PushNotification): Promise<SendOutcome> {
  // Each send spends the device's and the itinerary's day.
  const spent = await spendDailyAllowances(handle, { one: 'push', many: 'pushes' }, [
    [`push:device:${subscription.id}`, PUSHES_PER_DEVICE_PER_DAY],
    [`push:itinerary:${subscription.projectRowId}`, PUSHES_PER_ITINERARY_PER_DAY],
  ]);
  if (spent) return spent;
  const outcome = await sendPush(handle, subscription, notification);
  if (outcome.result === 'sent') {
    await handle.write((db) => db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, subscription.id)));
  } else if (outcome.result === 'gone') {
    await handle.write((db) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id)));
  }
  return outcome;
}
