import { useSyncExternalStore } from 'react';

/*
 * Where the cookie consent shows when a dialog that cannot be closed covers the page (/login): the element
 * that CookieConsentSlot renders inside that dialog. With no slot the banner is fixed at the bottom of the
 * window, under any dialog's overlay.
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** Makes `element` the consent's host (or none, with `null`). */
export function setConsentHost(element: HTMLElement | null): void {
  if (host === element) return;
  host = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element the consent shows in, or `null` for the bottom of the window. */
export function useConsentHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );
}
