import { lazy, Suspense } from 'react';

const Slot = lazy(async () => ({ default: (await import('./notification-bell-slot')).NotificationBellSlot }));

/** The header's bell for a signed-in user, loaded after the page (it is on every page: ADR 0096). */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <Slot />
    </Suspense>
  );
}
