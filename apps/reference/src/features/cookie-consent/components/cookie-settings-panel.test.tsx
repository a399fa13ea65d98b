import { RoboMarketTheme } from '@robomarket/ui';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginPrerenderedHydration, endPrerenderedHydration } from '../../../prerender/static-markup';
import { COOKIE_SETTINGS_KEY } from '../cookie-settings';
import { CookieSettingsPanel } from './cookie-settings-panel';

type FirstPaint = Record<string, string | null> | 'no form';

/** Records the switches as the first commit left them, before any effect of the panel ran. */
function FirstPaintProbe({ onPaint }: { onPaint: (paint: FirstPaint) => void }) {
  useLayoutEffect(() => {
    const form = document.querySelector('form[aria-label="Cookie settings"]');
    if (form === null) {
      onPaint('no form');
      return;
    }
    const paint: Record<string, string | null> = {};
    for (const name of ['Performance', 'Functionality', 'Targeting']) {
      paint[name] = screen.getByRole('checkbox', { name }).getAttribute('aria-checked');
    }
    onPaint(paint);
  }, [onPaint]);
  return null;
}

function firstPaint(): FirstPaint {
  let paint: FirstPaint | undefined;
  const onPaint = (value: FirstPaint) => {
    paint ??= value;
  };
  render(
    <RoboMarketTheme>
      <CookieSettingsPanel />
      <FirstPaintProbe onPaint={onPaint} />
    </RoboMarketTheme>,
  );
  if (paint === undefined) throw new Error('the probe did not run');
  return paint;
}

afterEach(() => {
  window.localStorage.clear();
  endPrerenderedHydration();
});

describe('CookieSettingsPanel', () => {
  it('starts every optional category unticked before a choice (opt-in)', () => {
    expect(firstPaint()).toEqual({ Performance: 'false', Functionality: 'false', Targeting: 'false' });
  });

  it('paints the stored choice on its first render, not the defaults', () => {
    window.localStorage.setItem(
      COOKIE_SETTINGS_KEY,
      JSON.stringify({ necessary: true, functional: false, analytics: true, marketing: true }),
    );
    expect(firstPaint()).toEqual({ Performance: 'true', Functionality: 'false', Targeting: 'true' });
  });

  it('leaves the form out while the prerendered page is hydrated, then shows the stored choice', async () => {
    window.localStorage.setItem(
      COOKIE_SETTINGS_KEY,
      JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false }),
    );
    beginPrerenderedHydration();
    expect(firstPaint()).toBe('no form');
    const functionality = await screen.findByRole('checkbox', { name: 'Functionality' });
    expect(functionality.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Performance' }).getAttribute('aria-checked')).toBe('false');
  });
});
