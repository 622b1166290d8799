/**
 * Payments in HTTP tests: a server whose Stripe client talks to the local stand-in,
 * SDK-signed webhooks, and the few calls every payments test makes.
 */
import type { PaymentView } from '../../src/lib/types';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import type { TestBrowser } from './http-client';
import { runSql, type TestItinerary } from './itineraries';
import { startSmtpSink } from './smtp-sink';
import { startStripeStandIn } from './stripe-stand-in.mjs';
import { serverSuite } from './suite';

export const STRIPE_KEYS = { secret: 'sk_test_stand_in', publishable: 'pk_test_stand_in', webhook: 'whsec_test_stand_in' };

/** A built server with Stripe pointed at a fresh stand-in, and an SMTP sink for the codes emails. */
export async function paymentsSuite() {
  const standIn = await startStripeStandIn();
  const smtp = await startSmtpSink();
  afterAll(async () => {
    await standIn.close();
    await smtp.close();
  });
  const suite = serverSuite({
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
    STRIPE_API_URL: standIn.url,
  });
  return { suite, standIn, smtp };
}

// Only for its webhook helpers: nothing here calls the API.
const sdk = new Stripe(STRIPE_KEYS.secret);

/** Sends a Stripe event to the webhook like Stripe's servers do: no cookie, no Origin. */
export async function sendWebhook(
  baseUrl: string,
  event: { id: string; type: string; data: { object: unknown } },
  { secret = STRIPE_KEYS.webhook, timestamp = Math.floor(Date.now() / 1000) }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: timestamp, livemode: false, ...event });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const res = await fetch(new URL('/api/stripe/webhook', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0' },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export type UpgradeAnswer = {
  success?: boolean;
  clientSecret?: string | null;
  configured?: boolean;
  amount?: number;
  currency?: string;
  message?: string;
  code?: string;
};

export const startUpgrade = (b: TestBrowser, projectId: string) =>
  b.json<UpgradeAnswer>('POST', `/api/projects/${projectId}/upgrade`);

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

export const confirmPayment = (b: TestBrowser, projectId: string, body: Record<string, unknown>) =>
  b.json<{ success?: boolean; project?: { id: number; projectId: string }; message?: string; code?: string }>(
    'POST',
    `/api/projects/${projectId}/confirm-payment`,
    body,
  );

export type CouponAnswer = {
  success: boolean;
  discountAmount?: number;
  finalAmount?: number;
  freeUpgrade?: boolean;
  newClientSecret?: string | null;
  project?: { id: number; projectId: string; name: string; accessCode: string; isPaid: boolean };
  message?: string;
  code?: string;
};

export const validateCoupon = (b: TestBrowser, body: Record<string, unknown>) =>
  b.json<CouponAnswer>('POST', '/api/validate-coupon', body);


export const listPayments = (b: TestBrowser, projectId: string) =>
  b.json<PaymentView[]>('GET', `/api/projects/${projectId}/payments`);

type Suite = Parameters<typeof runSql>[0];

export async function isPaid(suite: Suite, projectId: string): Promise<boolean> {
  const { rows } = await runSql(suite, 'SELECT is_paid FROM projects WHERE project_id = ?', [projectId]);
  return Number(rows[0]?.is_paid) === 1;
}

export async function setOwnerEmail(suite: Suite, it: TestItinerary, email: string | null) {
  await runSql(suite, 'UPDATE projects SET owner_email = ? WHERE project_id = ?', [email, it.projectId]);
}

export async function addCoupon(
  suite: Suite,
  code: string,
  terms: { percentOff?: number; amountOff?: number; maxRedemptions?: number; timesRedeemed?: number; expiresAt?: number; active?: boolean },
) {
  await runSql(
    suite,
    'INSERT INTO coupons (code, percent_off, amount_off, max_redemptions, times_redeemed, expires_at, active) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      code,
      terms.percentOff ?? null,
      terms.amountOff ?? null,
      terms.maxRedemptions ?? null,
      terms.timesRedeemed ?? 0,
      terms.expiresAt ?? null,
      terms.active === false ? 0 : 1,
    ],
  );
}

export async function timesRedeemed(suite: Suite, code: string): Promise<number> {
  const { rows } = await runSql(suite, 'SELECT times_redeemed FROM coupons WHERE code = ?', [code]);
  return Number(rows[0]?.times_redeemed);
}

/** Lets a request's side effects (the codes email) land before counting them. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
