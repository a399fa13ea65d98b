import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { PrimaryNav, type PrimaryNavProps } from './primary-nav';

const SELLER_ITEMS = [
  { label: 'Home', href: '/home' },
  { label: 'My Products', href: '/business/products' },
];

function setup(props: Partial<PrimaryNavProps> = {}) {
  render(<PrimaryNav items={SELLER_ITEMS} {...props} />, { wrapper: RoboMarketTheme });
  return userEvent.setup({ delay: null });
}

const nav = () => screen.getByRole('navigation', { name: 'Primary' });
const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });

describe('PrimaryNav', () => {
  it('lists every destination it is given as a link, in order', () => {
    setup();
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['My Products', '/business/products'],
    ]);
  });

  it('marks the current place, and only it, with aria-current="page"', () => {
    setup({ currentHref: '/business/products' });
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing when the page is not one of its destinations', () => {
    setup({ currentHref: '/product/42' });
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('a customer is given no My Products and sees none', () => {
    setup({ items: [{ label: 'Home', href: '/home' }] });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Products' })).not.toBeInTheDocument();
  });

  it('renders nothing without destinations', () => {
    setup({ items: [] });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('the phone Menu button opens and closes the list and says which it is', async () => {
    const user = setup();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open menu and returns focus to its button', async () => {
    const user = setup();
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('choosing a destination closes the menu', async () => {
    const user = setup({
      renderLink: ({ href, children, ...rest }) => (
        <a href={`#${href}`} {...rest}>
          {children}
        </a>
      ),
    });
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'My Products' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it("hands the app's link component everything it needs", () => {
    const renderLink = vi.fn<NonNullable<PrimaryNavProps['renderLink']>>(({ href, children }) => (
      <a href={href}>{children}</a>
    ));
    setup({ currentHref: '/home', renderLink });
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({
        href: '/home',
        children: 'Home',
        className: 'rm-PrimaryNav-link',
        'aria-current': 'page',
        onClick: expect.any(Function),
      }),
    );
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/business/products', 'aria-current': undefined }),
    );
  });
});
