import { ApiError } from './api-error.ts';

/** Where a newest-first page starts: after the row with this creation time and id. */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A well-formed UUID: the only ids a cursor may hold. */
export const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The times a cursor may hold: years 1970 to 9999. Every row was created inside it, and PostgreSQL and PGlite
 * read every time inside it (year 0000 is not a year to them: "date/time field value out of range").
 */
export const earliestCursorTime = Date.UTC(1970, 0, 1);
export const latestCursorTime = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Longest cursor text read at all; every cursor the server writes is far shorter. */
export const maxCursorLength = 256;

/** Whether `time` is a time a cursor may hold (see `earliestCursorTime`). */
export function isCursorTime(time: Date): boolean {
  const value = time.getTime();
  return value >= earliestCursorTime && value <= latestCursorTime;
}

/** The 400 for a cursor that is not one of this list: the contract's error body, naming `query/cursor`. */
export function invalidCursor(list = 'this list'): ApiError {
  return new ApiError(400, 'validation_failed', 'Invalid cursor', {
    detail: `query/cursor is not a cursor of ${list}`,
  });
}

/** The JSON a cursor's base64url text holds, or undefined when it is too long or holds none. */
export function cursorJson(cursor: string): unknown {
  if (cursor.length > maxCursorLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The opaque `next_cursor` of a list ordered by `(created_at, id)`: the last row's two keys. */
export function encodeListCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
}

/** Reads back a cursor of `encodeListCursor`; anything else is a 400 'validation_failed' on query/cursor. */
export function decodeListCursor(cursor: string): ListCursor {
  const value = cursorJson(cursor);
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    uuidText.test(value[1]) &&
    // Only what `encodeListCursor` writes: canonical, in the years a database reads.
    isoTime.test(value[0])
  ) {
    const createdAt = new Date(value[0]);
    if (
      !Number.isNaN(createdAt.getTime()) &&
      createdAt.toISOString() === value[0] &&
      isCursorTime(createdAt)
    ) {
      return { createdAt, id: value[1] };
    }
  }
  throw invalidCursor();
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
