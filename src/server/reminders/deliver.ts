/**
 * A notification to one subscription, whichever its channel: a Web Push message to a device, or
 * an email to a confirmed address (docs/reminders.md). Every kind of message (reminders, change
 * alerts, announcements, RSVP nudges) leaves through here.
 */
import type { DatabaseHandle } from '../../../db/index';
import type { PushSubscriptionRow } from '../../../db/schema';
import type { SendOutcome } from '../outbox/outbox-rules';
import { emailToSubscription } from './email-reminders';
import { pushToSubscription, type PushNotification } from './push';

export function deliver(handle: DatabaseHandle, subscription: PushSubscriptionRow, notification: PushNotification, message: { id: number }): Promise<SendOutcome> {
  return subscription.channel === 'email' ? emailToSubscription(handle, subscription, notification, message) : pushToSubscription(handle, subscription, notification);
}
