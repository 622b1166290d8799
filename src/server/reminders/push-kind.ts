/**
 * The outbox's `push` messages (docs/outbox.md, docs/reminders.md): a notification for one
 * subscription. The subscription is read when the message is sent: one that went meanwhile
 * (unsubscribed, Exit, the itinerary deleted) sends nothing; one the push service says is gone
 * is deleted, and the outbox drops its other messages.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { pushSubscriptions } from '../../../db/schema';
import type { OutboxKind } from '../outbox/outbox-rules';
import { deliver } from './deliver';

const pushPayload = z.object({
  subscriptionId: z.number().int(),
  notification: z.object({ title: z.string(), body: z.string(), url: z.string().regex(/^\/(?!\/)/), tag: z.string(), icon: z.string().optional() }),
});

export const pushKind: OutboxKind = {
  async send(message, handle) {
    const payload = pushPayload.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    const [subscription] = await handle.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, payload.data.subscriptionId));
    if (!subscription) return { result: 'skip', reason: 'The subscription is gone' };
    return deliver(handle, subscription, payload.data.notification, message);
  },
};
