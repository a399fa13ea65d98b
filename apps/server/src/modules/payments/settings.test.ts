import { describe, expect, it } from 'vitest';
import { readPaymentSettings } from './settings.ts';

describe('readPaymentSettings', () => {
  it('defaults to the sandbox, 30-minute sessions, a 2.5% fee and six early-adopter months', () => {
    expect(readPaymentSettings({})).toMatchObject({
      provider: 'sandbox',
      sessionTtlMs: 30 * 60_000,
      feeBasisPoints: 250,
      earlyAdopterMonths: 6,
      stripeSecretKey: undefined,
    });
  });

  it('reads the variables and names the one that is wrong', () => {
    expect(
      readPaymentSettings({
        PAYMENT_PROVIDER: 'stripe',
        PAYMENT_SESSION_TTL_MINUTES: '45',
        PLATFORM_FEE_BPS: '0',
        STRIPE_SECRET_KEY: 'sk_test_x',
      }),
    ).toMatchObject({
      provider: 'stripe',
      sessionTtlMs: 45 * 60_000,
      feeBasisPoints: 0,
      stripeSecretKey: 'sk_test_x',
    });
    expect(() => readPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => readPaymentSettings({ PLATFORM_FEE_BPS: '2.5' })).toThrow(/PLATFORM_FEE_BPS/);
    expect(() => readPaymentSettings({ PLATFORM_FEE_BPS: '10001' })).toThrow(/PLATFORM_FEE_BPS/);
    expect(() => readPaymentSettings({ PAYMENT_SESSION_TTL_MINUTES: '0' })).toThrow(
      /PAYMENT_SESSION_TTL_MINUTES/,
    );
  });
});
