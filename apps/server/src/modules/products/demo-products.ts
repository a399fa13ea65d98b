import { toMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../../db/db.ts';
import { listMemberships } from '../business/index.ts';
import { insertProducts } from './batch-insert.ts';
import { type DemoSellerKey, demoCatalogue, demoImagePath } from './demo-catalogue.ts';

export type { DemoSellerKey } from './demo-catalogue.ts';

/**
 * Lists the demo catalogue's products of the given sellers (those this start created), each under its
 * seller's first business, in one statement: a millisecond apart just after `now` (after the accounts), the
 * first one newest, so the catalogue reads in the order it is written. Their pictures are the ones shipped
 * in `apps/server/demo-images/`. Resolves how many it listed.
 */
export async function seedDemoProducts(
  db: Queryable,
  sellers: ReadonlyMap<DemoSellerKey, string>,
  now: Date,
): Promise<number> {
  const businesses = new Map(
    await Promise.all(
      [...sellers.values()].map(
        async (userId) => [userId, (await listMemberships(db, userId))[0]?.business_id ?? null] as const,
      ),
    ),
  );
  const products = demoCatalogue.flatMap((product, index) => {
    const sellerId = sellers.get(product.seller);
    if (sellerId === undefined) return [];
    const priceMinor = toMinorUnits(product.price);
    if (priceMinor === undefined || priceMinor <= 0n) {
      throw new Error(`Demo product ${product.name} has a bad price`);
    }
    const compareAtMinor = product.compareAt === undefined ? null : toMinorUnits(product.compareAt);
    if (compareAtMinor === undefined || (compareAtMinor !== null && compareAtMinor <= priceMinor)) {
      throw new Error(`Demo product ${product.name} has a bad compare-at price`);
    }
    return [
      {
        sellerId,
        businessId: businesses.get(sellerId) ?? null,
        name: product.name,
        description: product.description,
        priceMinor,
        compareAtMinor,
        currency: 'USD' as const,
        category: product.category,
        condition: product.condition,
        images: product.images.map(demoImagePath),
        specifications: product.specifications,
        createdAt: new Date(now.getTime() + demoCatalogue.length - index),
      },
    ];
  });
  return insertProducts(db, products);
}
