import { describe, expect, it } from 'vitest';
import {
  compareMoney,
  fromMinorUnits,
  isPositiveAmount,
  moneyInputValue,
  toMinorUnits,
  toMoneyString,
} from '../src/money.ts';

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

  it('refuses stored text that is not an amount with two decimals', () => {
    for (const text of ['', '1', '1.5', '1.234', '-1.00', '+1.00', 'abc', '1,000.00', '12345678901234.00']) {
      expect(toMinorUnits(text)).toBeUndefined();
    }
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount(1)).toBe(false);
  });

  it('normalises typed amounts to two decimals', () => {
    expect(toMoneyString('50000')).toBe('50000.00');
    expect(toMoneyString('1,200.5')).toBe('1200.50');
    expect(toMoneyString(' 007 ')).toBe('7.00');
    expect(toMoneyString('0')).toBe('0.00');
    expect(toMoneyString('.5')).toBe('0.50');
    expect(toMoneyString('12.')).toBe('12.00');
    expect(toMoneyString(' 30,000 ')).toBe('30000.00');
    expect(toMoneyString('1,234,567,890,123.4')).toBe('1234567890123.40');
  });

  it('refuses typed text that is not an amount', () => {
    for (const typed of [
      ...['', '.', '-1', '1.234', 'abc', '1e5', '12345678901234', '1\u00002', 'Infinity'],
      // A comma anywhere but between thousands is not read as one: "30,00" may be thirty.
      ...['30,00', '3,0000', '30.000,5', ',300', '300,', '1,,000', '10,000,000,000,000'],
    ]) {
      expect(toMoneyString(typed)).toBeUndefined();
    }
  });

  it('compares exactly, beyond what a float holds', () => {
    expect(compareMoney('9999999999999.99', '9999999999999.98')).toBe(1);
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('100.00', '1000.00')).toBe(-1);
  });

  it('shows stored whole amounts without decimals in inputs', () => {
    expect(moneyInputValue('12500.00')).toBe('12500');
    expect(moneyInputValue('12.50')).toBe('12.50');
  });
});
