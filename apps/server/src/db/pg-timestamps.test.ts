import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './pg-timestamps.ts';

const reference = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);

describe('parseTimestamptz', () => {
  it.each([
    '2026-11-23 12:50:51+00',
    '2026-11-23 12:50:51.1+00',
    '2026-11-23 12:50:51.12+00',
    '2026-11-23 12:50:51.123+00',
    '2026-11-23 12:50:51.1239+00',
    '2026-11-23 12:50:51.999999+00',
    '2024-02-29 23:59:59.000001+00',
    '1969-12-31 23:59:59.5+00',
    '1000-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999+00',
  ])('reads %s as node-postgres does', (text) => {
    const parsed = parseTimestamptz(text);
    expect(parsed).toBeInstanceOf(Date);
    expect(parsed).toEqual(reference(text));
  });

  it.each([
    '2026-11-23 13:50:51.123+01',
    '2026-11-23 18:20:51+05:30',
    '0099-01-01 00:00:00+00',
    '0044-03-15 12:00:00+00 BC',
    '12026-11-23 12:50:51+00',
    'infinity',
    '-infinity',
  ])('leaves %s to node-postgres', (text) => {
    expect(parseTimestamptz(text)).toEqual(reference(text));
  });

  it('truncates microseconds to milliseconds', () => {
    const parsed = parseTimestamptz('2026-11-23 12:50:51.123999+00');
    expect(parsed instanceof Date && parsed.toISOString()).toBe('2026-11-23T12:50:51.123Z');
  });
});
