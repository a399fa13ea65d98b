import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../robomarket-theme';
import { formatPrice, PriceText } from './price-text';

describe('formatPrice', () => {
  it('shows dollars with grouping and two decimals', () => {
    expect(formatPrice('12500.00')).toBe('$12,500.00');
    expect(formatPrice('0.50')).toBe('$0.50');
    expect(formatPrice('7')).toBe('$7.00');
  });

  it('keeps every digit of amounts that a float cannot hold', () => {
    // As a double this is 90071992547409.9375, which would print as .94.
    expect(formatPrice('90071992547409.93')).toBe('$90,071,992,547,409.93');
    expect(formatPrice('9999999999999.99')).toBe('$9,999,999,999,999.99');
  });

  it('formats other currencies with their own symbol', () => {
    expect(formatPrice('12500.00', 'EUR')).toBe('€12,500.00');
    expect(formatPrice('12500.00', 'EUR', 'de-DE')).toBe('12.500,00\u00a0€');
  });

  it('shows what it cannot format as it came', () => {
    expect(formatPrice('12500.00', 'DOLLARS')).toBe('12500.00 DOLLARS');
    expect(formatPrice('twelve', 'USD')).toBe('twelve USD');
  });
});

describe('PriceText', () => {
  it('renders the formatted price', () => {
    render(<PriceText price="1200.00" currency="USD" />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
  });
});
