import { RoboMarketTheme } from '@robomarket/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';
import { SecondaryNav } from './layouts/secondary-nav';
import { secondaryNavEntries } from './navigation';

describe('app routes', () => {
  it('shows the error page with header and footer for an unknown route', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user, router } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong', level: 1 })).toBeTruthy();
    expect(screen.getByText("We're sorry, but an error occurred.")).toBeTruthy();
    expect(screen.getByText('404 · Page not found')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Page not found · RoboMarket'));

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /robots find their next job/ })).toBeTruthy();
  });

  it('shows guests the secondary navigation with every marketplace section', async () => {
    renderApp('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on RoboMarket' })).toBeTruthy();
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Sell Robot');
    for (const [name, href] of [
      ['Browse', '/browse'],
      ['Categories', '/categories'],
      ['Deals', '/deals'],
      ['Trending', '/trending'],
      ['New', '/new'],
      ['Sell Robot', '/sell'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('highlights the active secondary navigation link and offers Join Community, once its sections are built', async () => {
    const built = secondaryNavEntries.map((entry) => ({ ...entry, built: true }));
    const router = createMemoryRouter([{ path: '*', element: <SecondaryNav entries={built} /> }], {
      initialEntries: ['/deals'],
    });
    render(<RouterProvider router={router} />, { wrapper: RoboMarketTheme });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Marketplace' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Browse', '/browse'],
      ['Categories', '/categories'],
      ['Deals', '/deals'],
      ['Trending', '/trending'],
      ['New', '/new'],
      ['Sell Robot', '/sell'],
    ]);
    const current = () =>
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent);
    expect(current()).toEqual(['Deals']);

    await user.click(within(nav).getByRole('link', { name: 'Trending' }));
    await vi.waitFor(() => expect(current()).toEqual(['Trending']));
    expect(within(nav).getByRole('button', { name: 'Join Community' })).toBeTruthy();
  });

  it('Join Community takes the visitor to the newsletter, with the focus in its e-mail field', async () => {
    const user = userEvent.setup();
    renderApp('/sell');
    const nav = await screen.findByRole('navigation', { name: 'Marketplace' });
    await user.click(within(nav).getByRole('button', { name: 'Join Community' }));
    const newsletter = screen.getByRole('heading', { name: 'Newsletter' }).parentElement;
    expect(newsletter?.id).toBe('newsletter');
    expect(document.activeElement).toBe(within(newsletter as HTMLElement).getByRole('textbox'));
  });

  it('keeps the landing page free of the secondary navigation', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /robots find their next job/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Marketplace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'RoboMarket home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('search', { name: 'Search the marketplace' })).toBeTruthy();
  });

  it('shows the logo on every page, /home included, and the search everywhere but /home and /about', async () => {
    server.use(
      meHandler(),
      listProductsHandler(() => []),
    );
    const { router } = renderApp('/home', { cookies: signedInCookies() });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(screen.getByRole('link', { name: 'RoboMarket home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('search')).toBeNull();

    await act(() => router.navigate('/about'));
    expect(screen.getByRole('link', { name: 'RoboMarket home' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();

    await act(() => router.navigate('/browse'));
    expect(screen.getByRole('link', { name: 'RoboMarket home' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Search the marketplace' })).toBeTruthy();
  });

  it('scrolls to the top on every route change but not on a hash change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' });
    scrollTo.mockClear();

    await act(() => router.navigate('/policy/privacy'));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(router.state.location.pathname).toBe('/policy/privacy');

    scrollTo.mockClear();
    await act(() => router.navigate('/policy/privacy#contact'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first page where the browser placed it (a reload, or a visitor who scrolled early)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("lands on the section a new path's hash names instead of the top", async () => {
    const scrolledTo: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.id);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' });
    scrollTo.mockClear();

    await act(() => router.navigate('/#roadmap'));
    expect(scrolledTo).toEqual(['roadmap']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('footer: About Us, the newsletter, the four policy buttons opening the viewer, card-payments mark', async () => {
    const { user } = renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(
      within(footer).getByRole('img', { name: 'Card payments processed by our payment provider' }),
    ).toBeTruthy();
    expect(
      within(footer).getByText(`© RoboMarket ${new Date().getFullYear()}. All rights reserved.`),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeTruthy();

    const titles = {
      'Terms of Service': 'Terms of Service',
      'Privacy Policy': 'Privacy Policy',
      Accessibility: 'Accessibility',
      'Cookie Settings': 'Cookie Policy',
    };
    for (const [label, title] of Object.entries(titles)) {
      const button = within(footer).getByRole('button', { name: label });
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(await within(dialog).findByText('Last Updated: June 15, 2023')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
    }
  });
});
