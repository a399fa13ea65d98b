// What the demo's seeders share: the two accounts the procurement demo belongs to, and its amounts.
import { toMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../db/db.ts';
import { findUserIdByEmail } from '../modules/auth/index.ts';

/** The demo buyer, whose RFPs and orders the demo shows. */
export const demoBuyerEmail = 'buyer@robomarket.dev';

/** The demo account that sells the most; the demo buyer's RFPs and orders involve it. */
export const demoSellerEmail = 'seller@robomarket.dev';

/** A day in milliseconds. */
export const day = 86_400_000;

/** An amount written in the demo data, in minor units; one that is not an amount is a mistake here. */
export function minor(amount: string): bigint {
  const value = toMinorUnits(amount);
  if (value === undefined) throw new Error(`demo amount ${amount} is not an amount`);
  return value;
}

/**
 * The demo buyer's and seller's ids when both exist, the buyer's row locked until the transaction ends, so
 * that two instances starting at once create the buyer's demo rows once.
 */
export async function lockDemoParties(
  tx: Queryable,
): Promise<{ buyerId: string; sellerId: string } | undefined> {
  const buyerId = await findUserIdByEmail(tx, demoBuyerEmail, true);
  const sellerId = await findUserIdByEmail(tx, demoSellerEmail);
  return buyerId === undefined || sellerId === undefined ? undefined : { buyerId, sellerId };
}
