import { describe, expect, it } from 'vitest';
import { compareMoney, moneyInputValue, toMoneyString } from './decimal-money';

describe('decimal money', () => {
  it('normalises typed amounts to two decimals', () => {
    expect(toMoneyString('50000')).toBe('50000.00');
    expect(toMoneyString('1,200.5')).toBe('1200.50');
    expect(toMoneyString('007')).toBe('7.00');
    expect(toMoneyString('0')).toBe('0.00');
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', '-1', '1.234', 'abc', '1e5', '12345678901234']) {
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
