import { describe, expect, it } from 'vitest';
import { isPriceInput, normalisePrice, stepTypedAmount } from './price-input';

describe('price rules', () => {
  it('lets through digits with an optional point and at most two decimals', () => {
    for (const ok of ['', '1', '12.', '12.5', '12.50', '.5', '0', '1,200', '30,0', ' 12', '30,000.5 ']) {
      expect(isPriceInput(ok), ok).toBe(true);
    }
    for (const bad of ['abc', '12a', '1.2.3', '12.345', '-1', '1e3', '30.000,5', '12.5,0']) {
      expect(isPriceInput(bad), bad).toBe(false);
    }
  });

  it('lets through no more integer digits than the contract holds', () => {
    expect(isPriceInput('9999999999999')).toBe(true);
    expect(isPriceInput('99999999999999')).toBe(false);
    expect(isPriceInput('9,999,999,999,999')).toBe(true);
    expect(isPriceInput('99,999,999,999,999')).toBe(false);
  });

  it('normalises to exactly two decimals', () => {
    expect(normalisePrice('12')).toBe('12.00');
    expect(normalisePrice('12.5')).toBe('12.50');
    expect(normalisePrice('12.')).toBe('12.00');
    expect(normalisePrice('.5')).toBe('0.50');
    expect(normalisePrice('007.05')).toBe('7.05');
    expect(normalisePrice(' 12.5 ')).toBe('12.50');
    expect(normalisePrice('9999999999999.99')).toBe('9999999999999.99');
    expect(normalisePrice('30,000')).toBe('30000.00');
    expect(normalisePrice(' 30,000.5 ')).toBe('30000.50');
    expect(normalisePrice('30000.5')).toBe('30000.50');
  });

  it('refuses zero and what is not a number', () => {
    for (const bad of ['', '.', '0', '0.', '0.00', '000', 'abc', '12.345', '30,00', '3,0000', ',500']) {
      expect(normalisePrice(bad), bad).toBeNull();
    }
  });

  it('steps a typed amount by whole steps, never below zero', () => {
    expect(stepTypedAmount('30,000', 1000, 1)).toBe('31000');
    expect(stepTypedAmount('', 1000, 1)).toBe('1000');
    expect(stepTypedAmount('500.5', 1000, 1)).toBe('1500.50');
    expect(stepTypedAmount('500', 1000, -1)).toBe('0');
    expect(stepTypedAmount('30,00', 1000, 1)).toBeUndefined();
  });
});
