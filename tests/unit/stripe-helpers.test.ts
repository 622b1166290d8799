/**
 * Small pieces of the payments work: the SDK's endpoint options from STRIPE_API_URL,
 * the payment method recorded for a charge, placeholder owner emails, and the stand-in's
 * reading of Stripe's form encoding.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/core/config';
import { isPlaceholderEmail, paymentMethodTypeOf, receiptUrlOf } from '../../src/server/payments/upgrade';
import { stripeEndpointOptions } from '../../src/server/payments/stripe';
import { parseStripeForm } from '../support/stripe-stand-in.mjs';

describe('stripeEndpointOptions', () => {
  it('is empty for api.stripe.com and splits a stand-in URL into host, port and protocol', () => {
    expect(stripeEndpointOptions(undefined)).toEqual({});
    expect(stripeEndpointOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeEndpointOptions('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });
});

describe('payment configuration', () => {
  it('defaults to 300 cents in usd and refuses a price under Stripe’s minimum', () => {
    expect(loadConfig({})).toMatchObject({ FULL_ACCESS_PRICE_CENTS: 300, PAYMENT_CURRENCY: 'usd' });
    expect(loadConfig({ STRIPE_SECRET_KEY: '  ' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ FULL_ACCESS_PRICE_CENTS: '', PAYMENT_CURRENCY: 'EUR' })).toMatchObject({ FULL_ACCESS_PRICE_CENTS: 300, PAYMENT_CURRENCY: 'eur' });
    expect(loadConfig({ FULL_ACCESS_PRICE_CENTS: '500' }).FULL_ACCESS_PRICE_CENTS).toBe(500);
    expect(() => loadConfig({ FULL_ACCESS_PRICE_CENTS: '49' })).toThrow(/FULL_ACCESS_PRICE_CENTS/);
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});

const intent = (charge: unknown, types = ['card']) =>
  ({ id: 'pi_1', payment_method_types: types, latest_charge: charge }) as unknown as Stripe.PaymentIntent;

describe('paymentMethodTypeOf', () => {
  it('reads the latest charge: wallets on cards, link, anything else is other', () => {
    const charge = (details: unknown) => ({ receipt_url: 'https://pay.stripe.com/r/1', payment_method_details: details });
    expect(paymentMethodTypeOf(intent(charge({ type: 'card', card: { wallet: null } })))).toBe('card');
    expect(paymentMethodTypeOf(intent(charge({ type: 'card', card: { wallet: { type: 'apple_pay' } } })))).toBe('apple_pay');
    expect(paymentMethodTypeOf(intent(charge({ type: 'card', card: { wallet: { type: 'google_pay' } } })))).toBe('google_pay');
    expect(paymentMethodTypeOf(intent(charge({ type: 'link' })))).toBe('link');
    expect(paymentMethodTypeOf(intent(charge({ type: 'cashapp' })))).toBe('other');
    expect(receiptUrlOf(intent(charge({ type: 'card' })))).toBe('https://pay.stripe.com/r/1');
  });

  it('falls back to the intent’s payment method types when the charge is not expanded', () => {
    expect(paymentMethodTypeOf(intent('ch_1', ['link', 'card']))).toBe('link');
    expect(receiptUrlOf(intent('ch_1'))).toBeNull();
  });
});

it('an owner email on the product’s own domain is a placeholder', () => {
  const site = 'https://www.itinerary.example';
  expect(isPlaceholderEmail(null, site)).toBe(true);
  expect(isPlaceholderEmail('  ', site)).toBe(true);
  expect(isPlaceholderEmail('guest-123@Itinerary.example', site)).toBe(true);
  expect(isPlaceholderEmail('ana@example.com', site)).toBe(false);
  expect(isPlaceholderEmail('ana@notitinerary.example', site)).toBe(false);
});

it('the stand-in reads nested form keys like Stripe', () => {
  expect(parseStripeForm('amount=300&metadata[projectId]=abc&expand[0]=latest_charge&expand[1]=customer&automatic_payment_methods[enabled]=true')).toEqual({
    amount: '300',
    metadata: { projectId: 'abc' },
    expand: ['latest_charge', 'customer'],
    automatic_payment_methods: { enabled: 'true' },
  });
  expect(parseStripeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
});
