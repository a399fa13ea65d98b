const UNITS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * How long ago an RFC 3339 time was, measured from `now`: "just now" under a minute, then "5 minutes ago",
 * "3 hours ago", "2 days ago"; anything unreadable is shown as it came.
 */
export function formatTimeAgo(value: string, now: Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return value;
  const seconds = Math.round((now.getTime() - time) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const { unit, seconds: size } of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The exact time, in UTC: "Mar 1, 2026, 10:00:00 UTC". */
export function formatExactTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })} UTC`;
}
