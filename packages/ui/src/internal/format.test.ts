import { describe, expect, it } from 'vitest';
import { formatMoneyRange, formatShortDate, formatWholeMoney } from './format';

describe('formatShortDate', () => {
  it('shows calendar dates and date-times in en-US short form, in UTC', () => {
    expect(formatShortDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatShortDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026');
  });
  it('shows what it cannot read as it came', () => {
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('formatWholeMoney', () => {
  it('drops the decimals, rounding exactly', () => {
    expect(formatWholeMoney('12500.00')).toBe('$12,500');
    expect(formatWholeMoney('0.50')).toBe('$1');
    expect(formatWholeMoney('99999999999999999.49')).toBe('$99,999,999,999,999,999');
    expect(formatWholeMoney('1000', 'EUR')).toBe('€1,000');
  });
  it('shows a value that is not a number as it came', () => {
    expect(formatWholeMoney('abc')).toBe('abc USD');
  });
});

describe('formatMoneyRange', () => {
  it('joins both ends, or says which end is given', () => {
    expect(formatMoneyRange('10000.00', '50000.00')).toBe('$10,000 – $50,000');
    expect(formatMoneyRange('10000.00', null)).toBe('From $10,000');
    expect(formatMoneyRange(null, '5000.00', 'GBP')).toBe('Up to £5,000');
    expect(formatMoneyRange(null, null)).toBe('No budget given');
  });
});
