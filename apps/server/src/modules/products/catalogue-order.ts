import type { ProductSort } from '@robomarket/api-client/enums';
import {
  cursorJson,
  decodeListCursor,
  encodeListCursor,
  isCursorTime,
  invalidCursor as listCursorRefusal,
  uuidText,
} from '../../lib/list-cursor.ts';

/*
 * The orders of the catalogue and their cursors. Every order ends in the product id, so it is total and a
 * page boundary is exact; a cursor holds the last row's sort key and is tagged with its sort, so a cursor of
 * one sort handed to another is refused rather than silently starting somewhere odd. `newest` keeps the
 * cursor every list of the API uses (`lib/list-cursor.ts`), so its hot path is what it was.
 */

/** Where a page starts: after the row with these keys, in the page's order (each sort an enum subset by key). */
export type ProductCursor =
  | { sort: 'newest'; createdAt: Date; id: string }
  | { sort: 'price_asc' | 'price_desc' | 'saving'; key: string; id: string }
  // Sorts ranked by a score, ties newest first (an enum subset).
  | { sort: 'relevance' | 'trending'; key: string; createdAt: string; id: string };

/** The keys of a listed row a cursor is made from (the texts `listProductTexts` selects). */
export interface OrderKeys {
  id: string;
  /** UTC `timestamp` text with microseconds. */
  created_at: string;
  price_minor: string;
  /** `compare_at_minor - price_minor`, or 0 when not on sale. */
  sort_saving: string;
  /** ts_rank as PostgreSQL writes a `real` (shortest text that reads back exactly). */
  sort_rank: string;
  /** Views in the last 7 days. */
  sort_views: string;
}

const utcTimestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?$/;
const wholeNumber = /^\d{1,19}$/;
// The largest `bigint`: a larger key would fail in the query instead of here.
const largestBigint = 9223372036854775807n;
// PostgreSQL's text of a float4: digits, a point, an exponent; never NaN or Infinity from ts_rank.
const realNumber = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/;

const invalidCursor = () => listCursorRefusal('this list and sort');

/** A `bigint` key: whole, and no larger than the column type holds. */
const isBigintKey = (key: string) => wholeNumber.test(key) && BigInt(key) <= largestBigint;

/** A `real` key: PostgreSQL's text of a finite float4. */
const isRealKey = (key: string) =>
  realNumber.test(key) && Number.isFinite(Number(key)) && Math.abs(Number(key)) <= 3.4e38;

/** A UTC `timestamp` text that names a real time in the years a cursor may hold (`isCursorTime`). */
function isTimestampKey(text: string): boolean {
  if (!utcTimestamp.test(text)) return false;
  const [date = '', time = ''] = text.split(' ');
  const time3 = time.includes('.') ? time.slice(0, time.indexOf('.') + 4).padEnd(12, '0') : `${time}.000`;
  const parsed = new Date(`${date}T${time3}Z`);
  // A date like February 31 rolls over in `Date`: the round trip shows it.
  return (
    !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date && isCursorTime(parsed)
  );
}

/** The `next_cursor` after `row` in the order `sort`. */
export function encodeProductCursor(sort: ProductSort, row: OrderKeys, createdAt: () => Date): string {
  switch (sort) {
    case 'newest':
      return encodeListCursor({ created_at: createdAt(), id: row.id });
    case 'price_asc':
    case 'price_desc':
      return tagged([sort, row.price_minor, row.id]);
    case 'saving':
      return tagged([sort, row.sort_saving, row.id]);
    case 'relevance':
      return tagged([sort, row.sort_rank, row.created_at, row.id]);
    case 'trending':
      return tagged([sort, row.sort_views, row.created_at, row.id]);
  }
}

const tagged = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Reads a cursor for the order `sort`; a malformed one, or one of another sort, is a 400. */
export function decodeProductCursor(sort: ProductSort, cursor: string): ProductCursor {
  if (sort === 'newest') {
    const { createdAt, id } = decodeListCursor(cursor);
    return { sort, createdAt, id };
  }
  const value = cursorJson(cursor);
  if (!Array.isArray(value) || value[0] !== sort || !value.every((part) => typeof part === 'string')) {
    throw invalidCursor();
  }
  const parts: string[] = value;
  const id = parts.at(-1) ?? '';
  if (!uuidText.test(id)) throw invalidCursor();
  const key = parts[1] ?? '';
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
    case 'saving':
      if (parts.length !== 3 || !isBigintKey(key)) throw invalidCursor();
      return { sort, key, id };
    case 'relevance':
    case 'trending': {
      const createdAt = parts[2] ?? '';
      const validKey = sort === 'trending' ? isBigintKey : isRealKey;
      if (parts.length !== 4 || !validKey(key) || !isTimestampKey(createdAt)) throw invalidCursor();
      return { sort, key, createdAt, id };
    }
  }
}

/**
 * The text search query for `q`: its words (letters and digits; everything else separates them), each also
 * matching as the start of a longer word, all required. Undefined when `q` has no word, which finds nothing.
 * Only letters and digits reach `to_tsquery`, so no input can make its syntax fail.
 */
export function searchQuery(q: string): string | undefined {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (words === null) return undefined;
  return words
    .slice(0, 16)
    .map((word) => `${word}:*`)
    .join(' & ');
}
