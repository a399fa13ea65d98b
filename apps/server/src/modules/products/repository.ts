import type {
  Currency,
  ProductCategory,
  ProductCondition,
  ProductSort,
  SellerRole,
} from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import type { OrderKeys, ProductCursor } from './catalogue-order.ts';

/** A product row; the price stays in minor units, as text (bigint does not fit a JS number everywhere). */
export interface ProductRow {
  id: string;
  seller_id: string;
  business_id: string | null;
  name: string;
  description: string;
  price_minor: string;
  /** The "was" price in minor units as text; null when the product is not on sale. */
  compare_at_minor: string | null;
  currency: Currency;
  category: ProductCategory;
  condition: ProductCondition;
  images: string[];
  specifications: Record<string, string>;
  /** The seller's business name, else first and last name. */
  seller_name: string;
  created_at: Date;
  updated_at: Date;
}

/** A new product's columns, defaults already filled in. */
export interface NewProduct {
  sellerId: string;
  businessId: string | null;
  name: string;
  description: string;
  priceMinor: bigint;
  /** The "was" price; none (not on sale) when absent or null. */
  compareAtMinor?: bigint | null;
  currency: Currency;
  category: ProductCategory;
  condition: ProductCondition;
  images: readonly string[];
  specifications: Readonly<Record<string, string>>;
}

/** The columns a product update may change; absent ones stay. */
export interface ProductChanges {
  name?: string;
  description?: string;
  priceMinor?: bigint;
  /** null ends the sale. */
  compareAtMinor?: bigint | null;
  currency?: Currency;
  category?: ProductCategory;
  condition?: ProductCondition;
  images?: readonly string[];
  specifications?: Readonly<Record<string, string>>;
}

/**
 * The seller's name as products show it: the business the product is listed under, else the seller's own name.
 * A correlated look-up by primary keys, so a page of products costs one index probe per row and no change of plan.
 */
export const sellerNameColumn = `(SELECT coalesce(b.name, u.first_name || ' ' || u.last_name)
     FROM user_accounts u LEFT JOIN business_profiles b ON b.id = p.business_id WHERE u.id = p.seller_id) AS seller_name`;

/** Every column of a `ProductRow`, from `products p` (for SELECT and for RETURNING of an `UPDATE products AS p`). */
export const productColumns = `p.id, p.seller_id, p.business_id, p.name, p.description, p.price_minor::text AS price_minor,
  p.compare_at_minor::text AS compare_at_minor, p.currency, p.category, p.condition, p.images, p.specifications,
  ${sellerNameColumn}, p.created_at, p.updated_at`;

// JSON goes in as text with a cast: node-postgres would turn a JS array into a PostgreSQL array literal.
const json = (value: unknown) => JSON.stringify(value);

/** Inserts a product. */
export async function insertProduct(db: Queryable, product: NewProduct, now: Date): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(
    `INSERT INTO products AS p (seller_id, business_id, name, description, price_minor, currency, category,
       condition, images, specifications, created_at, updated_at, compare_at_minor)
     VALUES ($1, $2, $3, $4, $5::bigint, $6, $7, $8, $9::jsonb, $10::json, $11, $11, $12::bigint)
     RETURNING ${productColumns}`,
    [
      product.sellerId,
      product.businessId,
      product.name,
      product.description,
      product.priceMinor.toString(),
      product.currency,
      product.category,
      product.condition,
      json(product.images),
      json(product.specifications),
      now,
      product.compareAtMinor == null ? null : product.compareAtMinor.toString(),
    ],
  );
  if (row === undefined) throw new Error('INSERT INTO products returned no row');
  return row;
}

/** A product by id, or undefined. */
export async function findProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`SELECT ${productColumns} FROM products p WHERE p.id = $1`, [id]);
  return row;
}

/** Changes the given columns of a product and its `updated_at`; undefined when it is gone. */
export async function updateProduct(
  db: Queryable,
  id: string,
  changes: ProductChanges,
  now: Date,
): Promise<ProductRow | undefined> {
  const params: unknown[] = [id, now];
  const sets = ['updated_at = $2'];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.description !== undefined) set('description', changes.description);
  if (changes.priceMinor !== undefined) set('price_minor', changes.priceMinor.toString(), '::bigint');
  if (changes.compareAtMinor !== undefined) {
    set(
      'compare_at_minor',
      changes.compareAtMinor === null ? null : changes.compareAtMinor.toString(),
      '::bigint',
    );
  }
  if (changes.currency !== undefined) set('currency', changes.currency);
  if (changes.category !== undefined) set('category', changes.category);
  if (changes.condition !== undefined) set('condition', changes.condition);
  if (changes.images !== undefined) set('images', json(changes.images), '::jsonb');
  if (changes.specifications !== undefined) set('specifications', json(changes.specifications), '::json');
  const [row] = await db.query<ProductRow>(
    `UPDATE products AS p SET ${sets.join(', ')} WHERE p.id = $1 RETURNING ${productColumns}`,
    params,
  );
  return row;
}

/** Deletes a product; resolves the images it had, or undefined when there was none. */
export async function deleteProduct(db: Queryable, id: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ images: string[] }>('DELETE FROM products WHERE id = $1 RETURNING images', [
    id,
  ]);
  return row?.images;
}

/** The catalogue filters; prices in minor units. */
export interface ProductFilters {
  category?: ProductCategory;
  condition?: ProductCondition;
  minPriceMinor?: bigint;
  maxPriceMinor?: bigint;
  sellerId?: string;
  /** Only the products listed under this business. */
  businessId?: string;
  sellerRole?: SellerRole;
  /** Only products with a "was" price. */
  onSale?: boolean;
  /** A `to_tsquery` text made by `searchQuery` (letters, digits, `:*` and `&` only). */
  search?: string;
}

/** The order of a page, where it starts, and the first UTC day Trending counts views from (`YYYY-MM-DD`). */
export interface ProductOrder {
  sort: ProductSort;
  after: ProductCursor | undefined;
  trendingSince: string;
}

/** The `WHERE` clause, sort keys, `ORDER BY` and parameters of a catalogue page. */
function listQueryParts(
  filters: ProductFilters,
  order: ProductOrder,
): { where: string; keys: string; orderBy: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  if (filters.category !== undefined) where.push(`p.category = ${param(filters.category)}`);
  if (filters.condition !== undefined) where.push(`p.condition = ${param(filters.condition)}`);
  if (filters.minPriceMinor !== undefined) {
    where.push(`p.price_minor >= ${param(filters.minPriceMinor.toString(), '::bigint')}`);
  }
  if (filters.maxPriceMinor !== undefined) {
    where.push(`p.price_minor <= ${param(filters.maxPriceMinor.toString(), '::bigint')}`);
  }
  if (filters.sellerId !== undefined) where.push(`p.seller_id = ${param(filters.sellerId, '::uuid')}`);
  if (filters.businessId !== undefined) {
    where.push(`p.business_id = ${param(filters.businessId, '::uuid')}`);
  }
  if (filters.sellerRole !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM user_accounts u WHERE u.id = p.seller_id AND u.role = ${param(filters.sellerRole)})`,
    );
  }
  if (filters.onSale === true) where.push('p.compare_at_minor IS NOT NULL');
  let tsquery = '';
  if (filters.search !== undefined) {
    tsquery = `to_tsquery('english', ${param(filters.search)})`;
    where.push(`p.search @@ ${tsquery}`);
  }

  const { sort, after } = order;
  const saving = 'coalesce(p.compare_at_minor - p.price_minor, 0)';
  const rank = tsquery === '' ? '0::real' : `ts_rank(p.search, ${tsquery})`;
  const views = () =>
    `coalesce((SELECT sum(v.views) FROM product_views v WHERE v.product_id = p.id AND v.day >= ${param(order.trendingSince, '::date')}), 0)`;
  const createdAtParam = (text: string) => `(${param(text, '::timestamp')} AT TIME ZONE 'UTC')`;
  let keys = '';
  let orderBy: string;
  switch (sort) {
    case 'newest':
      orderBy = 'p.created_at DESC, p.id DESC';
      if (after?.sort === 'newest') {
        where.push(
          `(p.created_at, p.id) < (${param(after.createdAt, '::timestamptz')}, ${param(after.id, '::uuid')})`,
        );
      }
      break;
    case 'price_asc':
    case 'price_desc': {
      const direction = sort === 'price_asc' ? 'ASC' : 'DESC';
      orderBy = `p.price_minor ${direction}, p.id ${direction}`;
      if (after?.sort === sort) {
        where.push(
          `(p.price_minor, p.id) ${sort === 'price_asc' ? '>' : '<'} (${param(after.key, '::bigint')}, ${param(after.id, '::uuid')})`,
        );
      }
      break;
    }
    case 'saving':
      keys = `, ${saving}::text AS sort_saving`;
      orderBy = `${saving} DESC, p.id DESC`;
      if (after?.sort === 'saving') {
        where.push(`(${saving}, p.id) < (${param(after.key, '::bigint')}, ${param(after.id, '::uuid')})`);
      }
      break;
    case 'relevance':
      keys = `, ${rank}::text AS sort_rank`;
      orderBy = `${rank} DESC, p.created_at DESC, p.id DESC`;
      if (after?.sort === 'relevance') {
        where.push(
          `(${rank}, p.created_at, p.id) < (${param(after.key, '::real')}, ${createdAtParam(after.createdAt)}, ${param(after.id, '::uuid')})`,
        );
      }
      break;
    case 'trending': {
      const viewCount = views();
      keys = `, ${viewCount}::text AS sort_views`;
      orderBy = `${viewCount} DESC, p.created_at DESC, p.id DESC`;
      if (after?.sort === 'trending') {
        where.push(
          `(${viewCount}, p.created_at, p.id) < (${param(after.key, '::bigint')}, ${createdAtParam(after.createdAt)}, ${param(after.id, '::uuid')})`,
        );
      }
      break;
    }
  }
  return { where: where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`, keys, orderBy, params };
}

/**
 * The page size as written into a list's text (a checked integer, never client text): the first page of the
 * catalogue then has no parameters at all, which PGlite runs in one protocol message, and PostgreSQL keeps one
 * prepared statement per page size and set of filters.
 */
function rowsToFetch(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Invalid page size ${limit}`);
  return limit + 1;
}

/**
 * A product of a list page with every column as PostgreSQL writes it, nothing decoded: the catalogue's hot
 * path writes its JSON from these texts (`list-json.ts`) rather than parsing 13 columns per row, JSON ones
 * included, and serialising them again.
 */
export interface ProductTextRow {
  id: string;
  name: string;
  description: string;
  /** Minor units as text. */
  price_minor: string;
  /** The "was" price in minor units as text, or null. */
  compare_at_minor: string | null;
  currency: string;
  category: string;
  condition: string;
  /** The stored JSON array of image URLs, as text. */
  images: string;
  /** The stored JSON object of strings, as text. */
  specifications: string;
  seller_id: string;
  /** The seller's business name, else first and last name. */
  seller_name: string;
  /** The business the product is listed under, or null. */
  business_id: string | null;
  /** The time in UTC as PostgreSQL writes a `timestamp` (`2026-03-02 09:00:00.123456`). */
  created_at: string;
  /** Likewise. */
  updated_at: string;
}

const productTextColumns = `p.id, p.name, p.description, p.price_minor::text AS price_minor,
  p.compare_at_minor::text AS compare_at_minor, p.currency, p.category, p.condition, p.images::text AS images,
  p.specifications::text AS specifications, p.seller_id, ${sellerNameColumn}, p.business_id,
  (p.created_at AT TIME ZONE 'UTC')::text AS created_at, (p.updated_at AT TIME ZONE 'UTC')::text AS updated_at`;

/** A listed product with the keys of its page's order (those the order uses; the others absent). */
export type ListedProductRow = ProductTextRow &
  Partial<Pick<OrderKeys, 'sort_saving' | 'sort_rank' | 'sort_views'>>;

/** A page of products matching the filters in the given order, as texts; one more than `limit` says there is more. */
export async function listProductTexts(
  db: Queryable,
  filters: ProductFilters,
  limit: number,
  order: ProductOrder,
): Promise<ListedProductRow[]> {
  const { where, keys, orderBy, params } = listQueryParts(filters, order);
  return db.query<ListedProductRow>(
    `SELECT ${productTextColumns}${keys}
       FROM products p
      ${where}
      ORDER BY ${orderBy}
      LIMIT ${rowsToFetch(limit)}`,
    params,
    { prepare: true },
  );
}

/** How many products there are (tests assert that refused requests wrote nothing). */
export async function countProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  return row?.count ?? 0;
}

/** What an offer needs of its product. */
export interface OfferedProduct {
  id: string;
  seller_id: string;
  business_id: string | null;
  name: string;
  currency: Currency;
  category: string;
}

/**
 * A product as offers see it, or undefined. `lock` (the default) takes a shared row lock until the
 * transaction ends, so the product cannot be removed while an offer on it is written.
 */
export async function lockProduct(
  db: Queryable,
  id: string,
  lock = true,
): Promise<OfferedProduct | undefined> {
  const [row] = await db.query<OfferedProduct>(
    `SELECT id, seller_id, business_id, name, currency, category FROM products WHERE id = $1 ${lock ? 'FOR SHARE' : ''}`,
    [id],
  );
  return row;
}
