import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/requests.ts';
import { decodeProductCursor } from './catalogue-order.ts';

const id = '3f2b8c1e-7d4a-4b6e-9c1f-2a5e8d7b6c40';
const cursorOf = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('decodeProductCursor', () => {
  it('reads the cursors of each sort', () => {
    expect(decodeProductCursor('price_asc', cursorOf(['price_asc', '120000', id]))).toEqual({
      sort: 'price_asc',
      key: '120000',
      id,
    });
    expect(
      decodeProductCursor('trending', cursorOf(['trending', '7', '2026-03-02 09:00:00.123456', id])),
    ).toEqual({ sort: 'trending', key: '7', createdAt: '2026-03-02 09:00:00.123456', id });
    expect(
      decodeProductCursor('relevance', cursorOf(['relevance', '0.0607927', '2026-03-02 09:00:00', id])),
    ).toMatchObject({ key: '0.0607927' });
  });

  it.each([
    ['a year-0000 time', 'relevance', cursorOf(['relevance', '0.5', '0000-01-01 00:00:00', id])],
    ['a year-10000 time', 'trending', cursorOf(['trending', '1', '10000-01-01 00:00:00', id])],
    ['month 13', 'trending', cursorOf(['trending', '1', '2026-13-01 00:00:00', id])],
    ['February 31', 'trending', cursorOf(['trending', '1', '2026-02-31 00:00:00', id])],
    ['hour 25', 'trending', cursorOf(['trending', '1', '2026-02-01 25:00:00', id])],
    ['a price above bigint', 'price_desc', cursorOf(['price_desc', '9999999999999999999', id])],
    ['a rank above real', 'relevance', cursorOf(['relevance', '1e39', '2026-03-02 09:00:00', id])],
    ['a non-uuid id', 'saving', cursorOf(['saving', '100', 'not-a-uuid'])],
    ['a NUL', 'saving', cursorOf(['saving', '100', `${id}\u0000`])],
    ['a lone surrogate', 'saving', cursorOf(['saving', '\ud800', id])],
    ['a 10 KB cursor', 'saving', 'a'.repeat(10 * 1024)],
    ['another sort', 'price_asc', cursorOf(['price_desc', '100', id])],
  ] as const)('refuses %s with a 400 naming query/cursor', (_name, sort, cursor) => {
    const refusal = refusalOf(() => decodeProductCursor(sort, cursor));
    expect(refusal?.statusCode).toBe(400);
    expect(refusal?.code).toBe('validation_failed');
    expect(refusal?.detail).toBe('query/cursor is not a cursor of this list and sort');
  });
});
