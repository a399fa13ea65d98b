import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyValues } from '../src/enums.gen.ts';
import {
  currencyExponent,
  currencyExponents,
  fromProviderAmount,
  isChargeable,
  stripeExponents,
  toMinorUnits,
  toProviderAmount,
} from '../src/money.ts';

const providerAmount = (amount: string, currency: string) =>
  toProviderAmount(toMinorUnits(amount) ?? -1n, currency);

describe('money per currency', () => {
  it('knows the exponent of exactly the currencies the contract lists', () => {
    expect(Object.keys(currencyExponents).sort()).toEqual([...currencyValues].sort());
    expect(new Set(Object.values(currencyExponents))).toEqual(new Set([0, 2, 3]));
    expect(currencyExponent('XAU')).toBeUndefined();
    expect(currencyExponent('CLF')).toBeUndefined();
    expect([currencyExponent('JPY'), currencyExponent('USD'), currencyExponent('KWD')]).toEqual([0, 2, 3]);
    expect(currencyExponent('jpy')).toBe(0);
  });

  it('sends 1000.00 JPY as 1000, 1000.00 USD as 100000 and 1000.00 KWD as 1000000', () => {
    expect(providerAmount('1000.00', 'JPY')).toBe(1000n);
    expect(providerAmount('1000.00', 'USD')).toBe(100_000n);
    expect(providerAmount('1000.00', 'KWD')).toBe(1_000_000n);
    expect(providerAmount('1234.56', 'KWD')).toBe(1_234_560n);
  });

  it('refuses cents in a currency without them and amounts hundredths cannot hold', () => {
    expect(providerAmount('1000.50', 'JPY')).toBeUndefined();
    expect(providerAmount('0.01', 'CLP')).toBeUndefined();
    expect(toProviderAmount(100n, 'XAU')).toBeUndefined();
    expect(fromProviderAmount(1_000_001n, 'KWD')).toBeUndefined();
    expect(fromProviderAmount(1n, 'XAU')).toBeUndefined();
    expect(fromProviderAmount(1000n, 'JPY')).toBe(100_000n);
  });

  it('counts ISK and MGA as Stripe does: ISK in hundredths of whole krónur, MGA in whole ariary', () => {
    expect(providerAmount('1000.00', 'ISK')).toBe(1000n);
    expect(toProviderAmount(100_000n, 'ISK', stripeExponents)).toBe(100_000n);
    expect(providerAmount('1000.50', 'MGA')).toBe(100_050n);
    expect(toProviderAmount(100_050n, 'MGA', stripeExponents)).toBeUndefined();
    expect(toProviderAmount(100_000n, 'MGA', stripeExponents)).toBe(1000n);
    expect(fromProviderAmount(1000n, 'MGA', stripeExponents)).toBe(100_000n);
    expect(toProviderAmount(100_000n, 'JPY', stripeExponents)).toBe(1000n);
  });

  it('calls an amount chargeable when ISO 4217 and Stripe both charge it exactly', () => {
    expect(isChargeable(100_050n, 'USD')).toBe(true);
    expect(isChargeable(100_050n, 'KWD')).toBe(true);
    for (const currency of ['JPY', 'KRW', 'ISK', 'MGA']) {
      expect(isChargeable(100_050n, currency), currency).toBe(false);
      expect(isChargeable(100_000n, currency), currency).toBe(true);
    }
  });

  it('takes every supported currency and amount to the provider and back exactly', () => {
    const amount = fc.bigInt({ min: 0n, max: 999_999_999_999_999n });
    fc.assert(
      fc.property(fc.constantFrom(...currencyValues), amount, fc.boolean(), (currency, minor, atStripe) => {
        const exponents = atStripe ? stripeExponents : {};
        const exponent =
          (atStripe ? stripeExponents[currency] : undefined) ?? currencyExponent(currency) ?? -1;
        const sent = toProviderAmount(minor, currency, exponents);
        if (exponent === 0 && minor % 100n !== 0n) {
          expect(sent).toBeUndefined();
          expect(isChargeable(minor, currency)).toBe(false);
          return;
        }
        expect(sent).toBe(exponent === 0 ? minor / 100n : minor * 10n ** BigInt(exponent - 2));
        expect(fromProviderAmount(sent ?? -1n, currency, exponents)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes whole units in a currency without cents to the provider and back exactly', () => {
    const zeroDecimal = currencyValues.filter((currency) => currencyExponent(currency) === 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...zeroDecimal),
        fc.bigInt({ min: 0n, max: 9_999_999_999_999n }),
        (currency, units) => {
          expect(toProviderAmount(units * 100n, currency)).toBe(units);
          expect(fromProviderAmount(units, currency)).toBe(units * 100n);
        },
      ),
    );
  });
});
