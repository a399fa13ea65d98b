import { describe, expect, it } from 'vitest';
import { fromMinorUnits, isPositiveAmount, toMinorUnits } from './money.ts';

describe('money', () => {
  it('converts contract amounts to minor units and back without loss', () => {
    for (const [amount, minor] of [
      ['0.10', 10n],
      ['0.01', 1n],
      ['1.00', 100n],
      ['12500.00', 1_250_000n],
      ['99999999.99', 9_999_999_999n],
      ['9999999999999.99', 999_999_999_999_999n],
    ] as const) {
      expect(toMinorUnits(amount)).toBe(minor);
      expect(fromMinorUnits(minor)).toBe(amount);
      expect(fromMinorUnits(minor.toString())).toBe(amount);
    }
    expect(fromMinorUnits(0n)).toBe('0.00');
    expect(fromMinorUnits(-5n)).toBe('-0.05');
  });

  it('refuses text that is not an amount with two decimals', () => {
    for (const text of [
      '',
      '1',
      '1.5',
      '1.234',
      '-1.00',
      '+1.00',
      'abc',
      '1e3',
      ' 1.00',
      '1.00 ',
      '12345678901234.00',
    ]) {
      expect(toMinorUnits(text), text).toBeUndefined();
    }
  });

  it('accepts as a price only amounts above zero', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('000.00')).toBe(false);
    expect(isPositiveAmount(12.5)).toBe(false);
    expect(isPositiveAmount(undefined)).toBe(false);
  });
});
