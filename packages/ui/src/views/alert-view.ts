import type { components } from '@robomarket/api-client';

/** An alert raised on a device (the contract's `IotAlert`). */
export type AlertView = components['schemas']['IotAlert'];

/** An alert rule of a business (the contract's `IotAlertRule`). */
export type AlertRuleView = components['schemas']['IotAlertRule'];

const UNITS: [number, Intl.RelativeTimeFormatUnit][] = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
  [4.35, 'week'],
  [12, 'month'],
  [Number.POSITIVE_INFINITY, 'year'],
];

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How long ago `iso` was from `now`, in words: "5 minutes ago", "yesterday"; as it came when unreadable. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  let amount = (then - now.getTime()) / 1000;
  for (const [size, unit] of UNITS) {
    if (Math.abs(amount) < size) return RELATIVE.format(Math.round(amount), unit);
    amount /= size;
  }
  return iso;
}
