import { Text, type TextProps } from '@radix-ui/themes';

// The contract's Money: a decimal string, optionally signed, with any number of decimals.
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * Formats a money amount given as a decimal string ("12500.00") in `currency` ("$12,500.00" for USD).
 *
 * The string goes to `Intl.NumberFormat` as it is: formatting a string is exact decimal arithmetic
 * (ES2023), so no amount is ever turned into a binary floating-point number, however large. A value that
 * is not a decimal number, or a currency code that Intl does not know, is shown as it came.
 */
export function formatPrice(price: string, currency = 'USD', locale = 'en-US'): string {
  const amount = price.trim();
  if (!DECIMAL.test(amount)) return `${price} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount as `${number}`);
  } catch {
    // RangeError: not an ISO 4217 code, or an unknown locale.
    return `${amount} ${currency}`;
  }
}

export interface PriceTextProps extends Pick<TextProps, 'size' | 'weight' | 'color' | 'highContrast'> {
  /** The amount as the contract sends it: a decimal string with two decimals, e.g. "12500.00". */
  price: string;
  /** ISO 4217 code of `price`; defaults to USD. */
  currency?: string;
  /** BCP 47 locale for grouping and symbol placement; defaults to en-US. */
  locale?: string;
}

/** A price, formatted for its currency with grouping and two decimals ("$12,500.00"). */
export function PriceText({ price, currency = 'USD', locale = 'en-US', ...textProps }: PriceTextProps) {
  return (
    <Text weight="bold" {...textProps}>
      {formatPrice(price, currency, locale)}
    </Text>
  );
}
