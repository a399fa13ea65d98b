import { lazy, Suspense } from 'react';

const Panel = lazy(() =>
  import('./cookie-settings-panel').then((module) => ({ default: module.CookieSettingsPanel })),
);

/** {@link CookieSettingsPanel}, its code loaded when it first shows (under the cookie policy). */
export function LazyCookieSettingsPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
