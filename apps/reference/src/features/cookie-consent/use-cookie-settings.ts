import { useSyncExternalStore } from 'react';
import { type CookieSettings, readCookieSettings, subscribeCookieSettings } from './cookie-settings';

let cached: { raw: string | null; value: CookieSettings | null } | undefined;

/** The stored choice, the same object until it changes (useSyncExternalStore compares snapshots). */
function snapshot(): CookieSettings | null {
  const value = readCookieSettings();
  const raw = value === null ? null : JSON.stringify(value);
  if (cached === undefined || cached.raw !== raw) cached = { raw, value };
  return cached.value;
}

/**
 * The visitor's cookie choice, kept in step with this tab and others; `null` before a choice, and on the
 * server (prerender), where no choice is known.
 */
export function useCookieSettings(): CookieSettings | null {
  return useSyncExternalStore(subscribeCookieSettings, snapshot, () => null);
}
