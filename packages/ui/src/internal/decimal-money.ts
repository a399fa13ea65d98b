// Money as the contract's decimal strings, compared and normalised without floating point.

const AMOUNT = /^\d{1,13}(?:\.\d{1,2})?$/;

/**
 * A typed amount ("50000", "1200.5", "1,200.50") as the contract's decimal string with two decimals
 * ("1200.50"); undefined when it is not a non-negative amount with at most two decimals.
 */
export function toMoneyString(typed: string): string | undefined {
  const value = typed.trim().replaceAll(',', '');
  if (!AMOUNT.test(value)) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** A decimal string with two decimals in minor units, exactly (BigInt). */
function minorUnits(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both decimal strings with at most two decimals). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const left = minorUnits(a);
  const right = minorUnits(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The number typed in a money input as it was stored: "12500.00" → "12500", "12.50" stays. */
export function moneyInputValue(amount: string): string {
  return amount.endsWith('.00') ? amount.slice(0, -3) : amount;
}
