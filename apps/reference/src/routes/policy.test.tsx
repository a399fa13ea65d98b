import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

const pages = [
  ['/policy/terms', 'Terms of Service'],
  ['/policy/privacy', 'Privacy Policy'],
  ['/policy/accessibility', 'Accessibility'],
  ['/policy/cookies', 'Cookie Policy'],
] as const;

describe('policy pages', () => {
  it.each(pages)('%s shows the policy with its date and title', async (path, title) => {
    renderApp(path);
    // The first test also waits for the route's code and the policies' text to load.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Last Updated: June 15, 2023')).toBeTruthy();
    // The title is set in an effect after the page has rendered.
    await vi.waitFor(() => expect(document.title).toBe(`${title} · RoboMarket`));
  });

  it('writes the facts of product-spec §9 into the policies', async () => {
    const { router } = renderApp('/policy/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText(/not for children under 16/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'privacy@robomarket.dev' })[0]?.getAttribute('href')).toBe(
      'mailto:privacy@robomarket.dev',
    );
    await act(() => router.navigate('/policy/terms'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByText(/only facilitates transactions between users/)).toBeTruthy();
    expect(screen.getByText(/at least 30 days before they take effect/)).toBeTruthy();
    await act(() => router.navigate('/policy/accessibility'));
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    expect(screen.getByText(/WCAG\) 2.1 at level AA/)).toBeTruthy();
    expect(screen.getByText(/within 3 business days/)).toBeTruthy();
  });

  it.each([
    ['/terms', '/policy/terms'],
    ['/privacy', '/policy/privacy'],
    ['/accessibility', '/policy/accessibility'],
    ['/cookie-settings', '/policy/cookies'],
  ])('%s redirects to %s, replacing itself in history', async (from, to) => {
    const { router } = renderApp('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Sell on RoboMarket' });
    await act(() => router.navigate(from));
    await screen.findByText('Last Updated: June 15, 2023');
    expect(router.state.location.pathname).toBe(to);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/sell');
  });

  it('Back goes one step back, or home when the page was opened directly', async () => {
    const { router, user } = renderApp('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Sell on RoboMarket' });
    await act(() => router.navigate('/policy/terms'));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Sell on RoboMarket' });
    expect(router.state.location.pathname).toBe('/sell');
  });

  it('Back on a policy page opened directly goes home', async () => {
    const { router, user } = renderApp('/policy/cookies');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('answers an unknown policy with the not-found page', async () => {
    renderApp('/policy/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('404 · Page not found')).toBeTruthy();
  });

  it('/policy-examples opens each policy in the viewer', async () => {
    const { user } = renderApp('/policy-examples');
    const main = await screen.findByRole('main');
    for (const [, title] of pages) {
      await user.click(await within(main).findByRole('button', { name: title }));
      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
      await user.keyboard('{Escape}');
      await act(async () => {});
    }
  });
});
