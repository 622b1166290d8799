/**
 * The one Stripe client of the process, built from the configuration. `null` when
 * STRIPE_SECRET_KEY is not set: card payments are then off and only free (coupon) upgrades work.
 * STRIPE_API_URL points the SDK at a local stand-in in tests; production leaves it unset.
 */
import Stripe from 'stripe';
import { config, type AppConfig } from '../core/config';

let cached: { key: string; client: Stripe } | undefined;

/** SDK options for a Stripe API base URL (host, port, protocol), or none for api.stripe.com. */
export function stripeEndpointOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function createStripeClient(cfg: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!cfg.STRIPE_SECRET_KEY) return null;
  return new Stripe(cfg.STRIPE_SECRET_KEY, {
    ...stripeEndpointOptions(cfg.STRIPE_API_URL),
    // The buyer waits on these calls: two retries (the SDK adds idempotency keys to them) and
    // 20 s each, instead of the SDK's 80 s.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export function stripeClient(): Stripe | null {
  const cfg = config();
  if (!cfg.STRIPE_SECRET_KEY) return null;
  if (cached?.key !== cfg.STRIPE_SECRET_KEY) {
    const client = createStripeClient(cfg);
    if (!client) return null;
    cached = { key: cfg.STRIPE_SECRET_KEY, client };
  }
  return cached.client;
}
