import type { ProductSort } from '@robomarket/api-client/enums';
import { fromMinorUnits } from '@robomarket/api-client/money';
import { encodeProductCursor } from './catalogue-order.ts';
import type { ListedProductRow, ProductTextRow } from './repository.ts';

const utcText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?$/;

/**
 * The contract's `date-time` for a UTC `timestamp` as PostgreSQL writes it, exactly as `toISOString` writes the
 * Date node-postgres would have read (milliseconds truncated): `2026-03-02 09:00:00.1239` →
 * `2026-03-02T09:00:00.123Z`. Years beyond four digits or before 1 AD go through a Date.
 */
export function isoTime(text: string): string {
  if (utcText.test(text) && text.charCodeAt(0) !== 48) {
    const millis = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${millis}Z`;
  }
  const time = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(time.getTime())) throw new Error(`Unexpected timestamp text ${text}`);
  return time.toISOString();
}

/**
 * The contract's `Product` as JSON from the columns' texts, its keys in the schema's order. Strings are written
 * by `JSON.stringify`, as the serialiser would; `images` and `specifications` are the stored JSON, which the
 * table's checks keep an array and an object of strings (their tests compare every product with
 * `GET /v2/products/{id}` and with the contract's schema).
 */
export function productJson(row: ProductTextRow): string {
  return `{"id":"${row.id}","name":${JSON.stringify(row.name)},"description":${JSON.stringify(row.description)},"price":"${fromMinorUnits(row.price_minor)}",${row.compare_at_minor === null ? '' : `"compare_at_price":"${fromMinorUnits(row.compare_at_minor)}",`}"currency":${JSON.stringify(row.currency)},"category":${JSON.stringify(row.category)},"condition":${JSON.stringify(row.condition)},"images":${row.images},"specifications":${row.specifications},"seller_id":"${row.seller_id}","seller_name":${JSON.stringify(row.seller_name)},${row.business_id === null ? '' : `"business_id":"${row.business_id}",`}"created_at":"${isoTime(row.created_at)}","updated_at":"${isoTime(row.updated_at)}"}`;
}

/** The contract's `ProductList` as JSON from the `limit + 1` rows a list query in the order `sort` fetched. */
export function productListJson(
  rows: readonly ListedProductRow[],
  limit: number,
  sort: ProductSort = 'newest',
): string {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last !== undefined
      ? encodeProductCursor(
          sort,
          {
            id: last.id,
            created_at: last.created_at,
            price_minor: last.price_minor,
            sort_saving: last.sort_saving ?? '0',
            sort_rank: last.sort_rank ?? '0',
            sort_views: last.sort_views ?? '0',
          },
          () => new Date(isoTime(last.created_at)),
        )
      : null;
  return `{"products":[${items.map(productJson).join(',')}],"next_cursor":${JSON.stringify(nextCursor)}}`;
}
