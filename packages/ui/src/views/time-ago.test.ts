import { describe, expect, it } from 'vitest';
import { formatExactTime, formatTimeAgo } from './time-ago';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('formatTimeAgo', () => {
  it('words how long ago, from just now to days', () => {
    expect(formatTimeAgo('2026-03-10T11:59:30Z', NOW)).toBe('just now');
    expect(formatTimeAgo('2026-03-10T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-03-10T11:15:00Z', NOW)).toBe('45 minutes ago');
    expect(formatTimeAgo('2026-03-10T08:50:00Z', NOW)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-03-09T11:00:00Z', NOW)).toBe('yesterday');
    expect(formatTimeAgo('2026-03-07T12:00:00Z', NOW)).toBe('3 days ago');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatTimeAgo('soon', NOW)).toBe('soon');
    expect(formatExactTime('soon')).toBe('soon');
  });
});

describe('formatExactTime', () => {
  it('is the time in UTC, to the second', () => {
    expect(formatExactTime('2026-03-10T11:59:30Z')).toBe('Mar 10, 2026, 11:59:30 UTC');
  });
});
