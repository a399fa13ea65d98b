import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, isEarlyAdopter, platformFee } from './fees.ts';

describe('platformFee', () => {
  it('rounds half-up on minor units', () => {
    expect(platformFee(10_000_010n, 250)).toBe(250_000n); // 250000.25 → 250000
    expect(platformFee(10_000_030n, 250)).toBe(250_001n); // 250000.75 → 250001
    expect(platformFee(20n, 250)).toBe(1n); // 0.5 → 1
    expect(platformFee(19n, 250)).toBe(0n); // 0.475 → 0
    expect(platformFee(404_320_834_883_500n, 9_990)).toBe(403_916_514_048_617n); // …616.5 → …617
    expect(platformFee(12_345n, 0)).toBe(0n);
    expect(platformFee(12_345n, 10_000)).toBe(12_345n);
  });

  it('is never negative nor above the amount, and within half a minor unit of the exact fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 999_999_999_999_999n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const fee = platformFee(amount, bp);
          expect(fee >= 0n && fee <= amount).toBe(true);
          // At most half a minor unit off, an exact half rounded up: −5000 < fee·10000 − amount·bp ≤ 5000.
          const error = fee * 10_000n - amount * BigInt(bp);
          expect(error > -5_000n && error <= 5_000n).toBe(true);
        },
      ),
    );
  });
});

describe('the early-adopter rule', () => {
  it('waives the fee for the first six calendar months', () => {
    const since = new Date('2026-01-31T12:00:00Z');
    expect(addMonths(since, 6).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(addMonths(new Date('2025-08-31T00:00:00Z'), 6).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(isEarlyAdopter(since, new Date('2026-07-31T11:59:59Z'), 6)).toBe(true);
    expect(isEarlyAdopter(since, new Date('2026-07-31T12:00:00Z'), 6)).toBe(false);
  });
});
