import type { Queryable } from '../../db/db.ts';
import { maxImagesPerProduct } from './image-files.ts';
import { type ProductRow, productColumns } from './repository.ts';

/** What appending an image did. */
export type AppendResult =
  | { outcome: 'appended'; product: ProductRow }
  | { outcome: 'full' }
  | { outcome: 'gone' };

/**
 * Appends an image path to a product's images in one statement, only while it has fewer than 20 and only for
 * `sellerId`'s product: the row lock of the UPDATE makes parallel appends wait and re-check the count, so they
 * can never pass the limit.
 */
export async function appendProductImage(
  db: Queryable,
  productId: string,
  sellerId: string,
  url: string,
  now: Date,
): Promise<AppendResult> {
  const [row] = await db.query<ProductRow>(
    `UPDATE products AS p SET images = p.images || jsonb_build_array($3::text), updated_at = $4
     WHERE p.id = $1 AND p.seller_id = $2 AND jsonb_array_length(p.images) < $5
     RETURNING ${productColumns}`,
    [productId, sellerId, url, now, maxImagesPerProduct],
  );
  if (row !== undefined) return { outcome: 'appended', product: row };
  const [still] = await db.query<{ count: number }>(
    'SELECT jsonb_array_length(images) AS count FROM products WHERE id = $1 AND seller_id = $2',
    [productId, sellerId],
  );
  return still === undefined ? { outcome: 'gone' } : { outcome: 'full' };
}

/** A product's current images, its row locked until the transaction ends; undefined when it is gone. */
export async function lockProductImages(tx: Queryable, productId: string): Promise<string[] | undefined> {
  const [row] = await tx.query<{ images: string[] }>('SELECT images FROM products WHERE id = $1 FOR UPDATE', [
    productId,
  ]);
  return row?.images;
}

/** Which of these image paths some product still shows. */
export async function referencedImages(db: Queryable, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.query<{ url: string }>(
    `SELECT u.url FROM unnest($1::text[]) AS u(url)
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.images @> jsonb_build_array(u.url))`,
    [urls],
  );
  return new Set(rows.map((row) => row.url));
}
