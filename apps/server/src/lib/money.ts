// Money moves between the API's decimal strings ("12500.00") and the database's integer minor units with
// string and BigInt arithmetic only: a float cannot hold 0.10 exactly, let alone sums of it.

/** The contract's `Money`: up to 13 integer digits and exactly two decimals. */
const moneyPattern = /^(\d{1,13})\.(\d{2})$/;

/**
 * Minor units (cents) of a contract amount such as `"12500.00"`, or undefined when the text is not one
 * (`"1.5"`, `"1.234"`, `"-1.00"`, `"abc"`).
 */
export function toMinorUnits(amount: string): bigint | undefined {
  const match = moneyPattern.exec(amount);
  if (match === null) return undefined;
  return BigInt(`${match[1]}${match[2]}`);
}

/** The contract's amount for minor units: `1250000n` → `"12500.00"`, `10n` → `"0.10"`. */
export function fromMinorUnits(minor: bigint | string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Whether a contract amount is valid and greater than zero (the rule for prices). */
export function isPositiveAmount(amount: unknown): amount is string {
  if (typeof amount !== 'string') return false;
  const minor = toMinorUnits(amount);
  return minor !== undefined && minor > 0n;
}
