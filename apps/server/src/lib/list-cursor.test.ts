import { describe, expect, it } from 'vitest';
import { refusalOf } from '../test/requests.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

const id = '3f2b8c1e-7d4a-4b6e-9c1f-2a5e8d7b6c40';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeListCursor', () => {
  it('reads back what encodeListCursor writes', () => {
    const createdAt = new Date('2026-03-02T09:00:00.123Z');
    expect(decodeListCursor(encodeListCursor({ created_at: createdAt, id }))).toEqual({ createdAt, id });
  });

  it.each([
    ['a year-0000 date', cursorOf(['0000-01-01T00:00:00.000Z', id])],
    ['a year before 1970', cursorOf(['1969-12-31T23:59:59.999Z', id])],
    ['a year-10000 date', cursorOf(['+010000-01-01T00:00:00.000Z', id])],
    ['a five-digit year', cursorOf(['10000-01-01T00:00:00.000Z', id])],
    ['a negative year', cursorOf(['-000001-01-01T00:00:00.000Z', id])],
    ['February 31', cursorOf(['2026-02-31T00:00:00.000Z', id])],
    ['a non-canonical date', cursorOf(['2026-02-01T00:00:00Z', id])],
    ['a non-uuid id', cursorOf(['2026-03-02T09:00:00.000Z', 'not-a-uuid'])],
    ['an id with a NUL', cursorOf(['2026-03-02T09:00:00.000Z', `${id}\u0000`])],
    ['a date with a NUL', cursorOf(['2026-03-02T09:00:00.000Z\u0000', id])],
    ['a lone surrogate', cursorOf(['2026-03-02T09:00:00.000Z', '\ud800'])],
    ['a NUL', '\u0000'],
    ['a raw lone surrogate', '\ud800'],
    ['a 10 KB cursor', 'a'.repeat(10 * 1024)],
    ['a 10 KB cursor of valid JSON', cursorOf(['2026-03-02T09:00:00.000Z', id, 'x'.repeat(10 * 1024)])],
    ['three parts', cursorOf(['2026-03-02T09:00:00.000Z', id, id])],
    ['an object', cursorOf({ createdAt: '2026-03-02T09:00:00.000Z', id })],
    ['not base64url', 'not a cursor!'],
    ['not JSON', Buffer.from('[2026').toString('base64url')],
  ])('refuses %s with a 400 naming query/cursor', (_name, cursor) => {
    const refusal = refusalOf(() => decodeListCursor(cursor));
    expect(refusal?.statusCode).toBe(400);
    expect(refusal?.code).toBe('validation_failed');
    expect(refusal?.detail).toBe('query/cursor is not a cursor of this list');
  });
});
