import type { Queryable } from '../../db/db.ts';
import type { NewProduct } from './repository.ts';

/** A new product and the time it is listed at. */
export interface DatedNewProduct extends NewProduct {
  createdAt: Date;
}

/**
 * Inserts many products in one statement (the demo catalogue at a first start: one round trip rather than
 * one per product). The rows travel as one JSON parameter; `json`, not `jsonb`, so each product's
 * specifications keep their order. Resolves how many rows were inserted.
 */
export async function insertProducts(db: Queryable, products: readonly DatedNewProduct[]): Promise<number> {
  if (products.length === 0) return 0;
  const rows = products.map((product) => ({
    seller_id: product.sellerId,
    business_id: product.businessId,
    name: product.name,
    description: product.description,
    price_minor: product.priceMinor.toString(),
    compare_at_minor: product.compareAtMinor == null ? null : product.compareAtMinor.toString(),
    currency: product.currency,
    category: product.category,
    condition: product.condition,
    images: product.images,
    specifications: product.specifications,
    created_at: product.createdAt.toISOString(),
  }));
  const inserted = await db.query(
    `INSERT INTO products (seller_id, business_id, name, description, price_minor, compare_at_minor, currency,
       category, condition, images, specifications, created_at, updated_at)
     SELECT r.seller_id, r.business_id, r.name, r.description, r.price_minor::bigint, r.compare_at_minor::bigint,
       r.currency, r.category, r.condition, r.images::jsonb, r.specifications, r.created_at, r.created_at
       FROM json_to_recordset($1::json) AS r(seller_id uuid, business_id uuid, name text, description text,
         price_minor text, compare_at_minor text, currency text, category text, condition text, images json,
         specifications json, created_at timestamptz)
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}
