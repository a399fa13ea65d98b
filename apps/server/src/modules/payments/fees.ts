// The platform fee on a release (DESIGN.md §5, product-spec §1): a percentage in basis points of the
// amount, rounded half-up to whole minor units, and zero while the seller is an early adopter.

/**
 * The fee on `amountMinor` at `basisPoints` (1 bp = 0.01%): amount × bp / 10 000 rounded half-up on minor
 * units (0.5 cent and above rounds up), with BigInt only. Never more than the amount.
 */
export function platformFee(amountMinor: bigint, basisPoints: number): bigint {
  if (amountMinor <= 0n || basisPoints <= 0) return 0n;
  const fee = (amountMinor * BigInt(basisPoints) + 5_000n) / 10_000n;
  return fee > amountMinor ? amountMinor : fee;
}

/** The same day `months` calendar months after `from` (UTC; the 31st clamps to the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
  return target;
}

/** Whether a seller whose account began at `since` is still an early adopter at `at`. */
export const isEarlyAdopter = (since: Date, at: Date, months: number): boolean =>
  at.getTime() < addMonths(since, months).getTime();
