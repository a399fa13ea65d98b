import { RoboMarketTheme } from '@robomarket/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_SRC } from '../analytics';
import { COOKIE_SETTINGS_KEY } from '../cookie-settings';
import { CookieConsent } from './cookie-consent';

const analyticsScripts = () => document.querySelectorAll(`script[src="${ANALYTICS_SCRIPT_SRC}"]`);

function renderConsent() {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsent /> }], { initialEntries: ['/'] });
  render(
    <RoboMarketTheme>
      <RouterProvider router={router} />
    </RoboMarketTheme>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  window.localStorage.clear();
  for (const script of analyticsScripts()) script.remove();
  delete window.robomarketAnalytics;
});

describe('CookieConsent', () => {
  it('asks a first-time visitor and loads no analytics before a choice', async () => {
    renderConsent();
    expect(await screen.findByRole('region', { name: 'Cookies on RoboMarket' })).toBeTruthy();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('Reject Optional stores only necessary, hides the banner and never loads analytics', async () => {
    const { user } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject Optional' }));
    expect(JSON.parse(window.localStorage.getItem(COOKIE_SETTINGS_KEY) ?? '')).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(screen.queryByRole('region', { name: 'Cookies on RoboMarket' })).toBeNull();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('Accept All loads the analytics script once, and counts later navigations through it', async () => {
    const { user, router } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(analyticsScripts()).toHaveLength(1);
    const pages: string[] = [];
    window.robomarketAnalytics = { page: (path) => pages.push(path) };
    await act(() => router.navigate('/about'));
    expect(pages).toEqual(['/about']);
    expect(analyticsScripts()).toHaveLength(1);
  });

  it('loads analytics at start for a visitor who allowed them before, and shows no banner', async () => {
    window.localStorage.setItem(
      COOKIE_SETTINGS_KEY,
      JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: false }),
    );
    renderConsent();
    await act(async () => {});
    expect(analyticsScripts()).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cookies on RoboMarket' })).toBeNull();
  });
});
