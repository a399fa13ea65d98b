import { ApiError } from './api-error.ts';

/** Where a newest-first page starts: after the row with this creation time and id. */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque `next_cursor` of a list ordered by `(created_at, id)`: the last row's two keys. */
export function encodeListCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
}

/** Reads back a cursor of `encodeListCursor`; anything else is a 400 'validation_failed' on query/cursor. */
export function decodeListCursor(cursor: string): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      uuid.test(value[1])
    ) {
      const createdAt = new Date(value[0]);
      // Only what `encodeListCursor` writes: a four-digit year, which PostgreSQL's timestamptz can hold.
      if (
        !Number.isNaN(createdAt.getTime()) &&
        isoTime.test(value[0]) &&
        createdAt.toISOString() === value[0]
      ) {
        return { createdAt, id: value[1] };
      }
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new ApiError(400, 'validation_failed', 'Invalid cursor', {
    detail: 'query/cursor is not a cursor of this list',
  });
}

/**
 * The page size of a list query. The contract gives `limit` a default that validation fills in, so it is
 * always there by the time a handler runs; the generated types cannot know that.
 */
export function pageSize(limit: number | undefined): number {
  if (limit === undefined) throw new Error('query/limit has a default in the contract; validation sets it');
  return limit;
}

/** One page of a newest-first list and where the next one starts. */
export interface Page<Row> {
  /** At most `limit` rows. */
  items: Row[];
  /** The `next_cursor` of the answer: null on the last page. */
  nextCursor: string | null;
}

/** Turns the `limit + 1` rows a list query fetched into a page: the extra row only says there is more. */
export function pageOf<Row extends { created_at: Date; id: string }>(rows: Row[], limit: number): Page<Row> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeListCursor(last) : null };
}
