import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT, checkCheckoutEmail, formatCents, paymentIntentIdFromSecret } from '../../src/lib/checkout';

describe('checkout rules', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(300)).toBe('$3.00');
    expect(formatCents(150)).toBe('$1.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1999, 'eur')).toBe('EUR 19.99');
  });

  it('takes the PaymentIntent id from the client secret, before its secret marker', () => {
    expect(paymentIntentIdFromSecret('pi_3Abc_secret_XyZ')).toBe('pi_3Abc');
    expect(paymentIntentIdFromSecret(null)).toBeNull();
    expect(paymentIntentIdFromSecret('not-a-secret')).toBeNull();
  });

  it('asks for an email, then for a valid one', () => {
    expect(checkCheckoutEmail('  ')).toEqual({ title: 'Email Required', message: CHECKOUT_TEXT.emailRequired });
    expect(checkCheckoutEmail('maya.example.com')).toEqual({ title: 'Invalid Email', message: CHECKOUT_TEXT.invalidEmail });
    expect(checkCheckoutEmail(' maya@example.com ')).toBeNull();
  });
});
