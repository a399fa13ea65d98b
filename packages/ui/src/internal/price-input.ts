// The price a seller or buyer types (a product's price, an offer, a counter-offer), checked as they type
// and turned into the contract's Money.
import { isPositiveAmount, toMoneyString } from '@robomarket/api-client/money';

export const PRICE_PROBLEM = 'Please enter a valid price greater than 0';

// What the price field lets through while typing or pasting: digits, one point, at most two decimals,
// and no more integer digits than the contract's Money holds.
const PRICE_INPUT = /^\d{0,13}(?:\.\d{0,2})?$/;

/** Whether `value` may stand in the price field: digits with an optional point and at most two decimals. */
export function isPriceInput(value: string): boolean {
  return PRICE_INPUT.test(value);
}

/**
 * The price as the contract wants it ("12" → "12.00", "12.5" → "12.50", ".5" → "0.50"), or null when it
 * is not a number greater than 0. Works on the digits, never through floating point.
 */
export function normalisePrice(value: string): string | null {
  const trimmed = value.trim();
  const price = isPriceInput(trimmed) ? toMoneyString(trimmed) : undefined;
  return isPositiveAmount(price) ? price : null;
}
