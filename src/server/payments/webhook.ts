/**
 * Stripe's webhook: a buyer who closes the tab after paying still gets the upgrade.
 * The signature is checked on the raw body with a 300 s tolerance; each event id is recorded once
 * (stripe_events' primary key), so duplicates and retries change nothing. Unknown events get 200
 * so Stripe stops sending them; an event that failed to apply is not recorded and gets a 500, so
 * Stripe retries it.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DatabaseHandle } from '../../../db/index';
import { stripeEvents } from '../../../db/schema';
import { MAX_STRIPE_WEBHOOK_BYTES } from '../../lib/limits';
import { findProjectByPublicId } from '../access/access';
import { config } from '../core/config';
import { HttpError } from '../http/errors';
import { readBody } from '../http/http';
import { recordSucceededIntent } from './payments';
import { stripeClient } from './stripe';

const WEBHOOK_TOLERANCE_SECONDS = 300;


export async function handleStripeWebhook(handle: DatabaseHandle, request: Request): Promise<{ received: true; duplicate?: true }> {
  const stripe = stripeClient();
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new HttpError(400, 'Stripe webhooks are not configured.', 'PAYMENTS_NOT_CONFIGURED');
  const signature = request.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'Missing Stripe signature.', 'VALIDATION_FAILED');
  // The body's exact bytes: the signature is over them, not over a re-decoded string.
  const payload = Buffer.from(await readBody(request, MAX_STRIPE_WEBHOOK_BYTES));
  let event: Stripe.Event;
  try {
    // The asynchronous check: on the edge the SDK computes the HMAC with Web Crypto, which has no
    // synchronous form; on Node it uses node:crypto either way.
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature.', 'VALIDATION_FAILED');
  }

  const seen = await handle.db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) });
  if (seen) return { received: true, duplicate: true };

  if (event.type === 'payment_intent.succeeded') await applySucceededIntent(handle, stripe, event.data.object);

  await handle.write((db) => db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing());
  return { received: true };
}

/**
 * The event's copy of the intent is fetched again (with its latest charge, for the receipt and
 * the payment method) and checked like confirm-payment does. An intent that names no itinerary
 * of ours, or does not match its price, is logged and acknowledged: retrying would not fix it.
 */
async function applySucceededIntent(handle: DatabaseHandle, stripe: Stripe, eventIntent: Stripe.PaymentIntent) {
  const projectId = eventIntent.metadata.projectId;
  const project = projectId ? await findProjectByPublicId(handle, projectId) : undefined;
  if (!project) {
    console.warn(`[stripe] payment_intent.succeeded ${eventIntent.id} names no itinerary here`);
    return;
  }
  const intent = await stripe.paymentIntents.retrieve(eventIntent.id, { expand: ['latest_charge'] });
  try {
    await recordSucceededIntent(handle, project, intent);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      console.error(`[stripe] payment_intent.succeeded ${intent.id} refused: ${error.message}`);
      return;
    }
    throw error;
  }
}
