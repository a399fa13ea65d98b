import { describe, expect, it } from 'vitest';
import { isPriceInput, normalisePrice } from './price-input';

describe('price rules', () => {
  it('lets through digits with an optional point and at most two decimals', () => {
    for (const ok of ['', '1', '12.', '12.5', '12.50', '.5', '0']) expect(isPriceInput(ok), ok).toBe(true);
    for (const bad of ['abc', '12a', '1.2.3', '12.345', '-1', '1,200', '1e3', ' 12']) {
      expect(isPriceInput(bad), bad).toBe(false);
    }
  });

  it('lets through no more integer digits than the contract holds', () => {
    expect(isPriceInput('9999999999999')).toBe(true);
    expect(isPriceInput('99999999999999')).toBe(false);
  });

  it('normalises to exactly two decimals', () => {
    expect(normalisePrice('12')).toBe('12.00');
    expect(normalisePrice('12.5')).toBe('12.50');
    expect(normalisePrice('12.')).toBe('12.00');
    expect(normalisePrice('.5')).toBe('0.50');
    expect(normalisePrice('007.05')).toBe('7.05');
    expect(normalisePrice(' 12.5 ')).toBe('12.50');
    expect(normalisePrice('9999999999999.99')).toBe('9999999999999.99');
  });

  it('refuses zero and what is not a number', () => {
    for (const bad of ['', '.', '0', '0.', '0.00', '000', 'abc', '12.345']) {
      expect(normalisePrice(bad), bad).toBeNull();
    }
  });
});
