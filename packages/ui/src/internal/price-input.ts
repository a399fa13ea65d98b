// The price a seller or buyer types (a product's price, an offer, a counter-offer), checked as they type
// and turned into the contract's Money.
import {
  fromMinorUnits,
  isPositiveAmount,
  moneyInputValue,
  toMinorUnits,
  toMoneyString,
} from '@robomarket/api-client/money';
import type { KeyboardEvent } from 'react';

export const PRICE_PROBLEM = 'Please enter a valid price greater than 0';

/**
 * The longest amount a person types: 13 digits with 4 commas between thousands, a point, 2 decimals and a
 * few spaces ("9,999,999,999,999.99"), longer than the 16 characters of the contract's stored `Money`.
 */
export const TYPED_AMOUNT_MAX_LENGTH = 24;

// What the price field lets through while typing or pasting: digits with commas between thousands (as
// typed, "30,0" on the way to "30,000"), one point, at most two decimals, spaces around, and no more
// integer digits than the contract's Money holds.
const PRICE_INPUT = /^ *([\d,]*)(?:\.\d{0,2})? *$/;

/**
 * Whether `value` may stand in the price field: digits (commas between them allowed) with an optional
 * point and at most two decimals.
 */
export function isPriceInput(value: string): boolean {
  const whole = PRICE_INPUT.exec(value)?.[1];
  return whole !== undefined && whole.replaceAll(',', '').length <= 13;
}

/**
 * The price as the contract wants it ("12" → "12.00", "12.5" → "12.50", ".5" → "0.50", "30,000" →
 * "30000.00"), or null when it is not a number greater than 0 or has a comma anywhere but between
 * thousands ("30,00"). Works on the digits, never through floating point.
 */
export function normalisePrice(value: string): string | null {
  const trimmed = value.trim();
  const price = isPriceInput(trimmed) ? toMoneyString(trimmed) : undefined;
  return isPositiveAmount(price) ? price : null;
}

/**
 * The amount one `step` up or down from what is typed, for ArrowUp and ArrowDown in an amount field that is
 * text (a number field would refuse "30,000"): "30,000" + 1000 → "31000"; never below 0; undefined while
 * the text is not an amount. Empty text counts as 0.
 */
export function stepTypedAmount(typed: string, step: number, direction: 1 | -1): string | undefined {
  const amount = typed.trim() === '' ? '0.00' : toMoneyString(typed);
  const minor = amount === undefined ? undefined : toMinorUnits(amount);
  if (minor === undefined) return undefined;
  const next = minor + BigInt(direction * step * 100);
  return moneyInputValue(fromMinorUnits(next < 0n ? 0n : next));
}

/** ArrowUp and ArrowDown on a text amount field move it by `step`, as they would a number field. */
export function amountStepKeys(
  typed: string,
  step: number,
  set: (value: string) => void,
): (event: KeyboardEvent<HTMLInputElement>) => void {
  return (event) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = stepTypedAmount(typed, step, event.key === 'ArrowUp' ? 1 : -1);
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
}
