import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { BusinessSidebar, type BusinessSidebarProps } from './business-sidebar';
import { FULL_SIDEBAR } from './sidebar-samples';

const USER = { email: 'ada@example.com', role: 'parent_dealership' as const };

function setup(props: Partial<BusinessSidebarProps> = {}) {
  render(<BusinessSidebar groups={FULL_SIDEBAR} user={USER} defaultCollapsed={false} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return userEvent.setup({ delay: null });
}

/** A matchMedia whose width can be changed, firing `change` like a browser. */
function fakeWindowWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return current < 768;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: number) => {
    current = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('BusinessSidebar', () => {
  it("shows the groups, the user's initial, e-mail and role name", () => {
    setup({ currentPath: '/business/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Business' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Analytics' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'RFP Management' })).toHaveAttribute(
      'href',
      '/business/rfps',
    );
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Parent Dealership')).toBeInTheDocument();
  });

  it('expands and collapses a group', async () => {
    const user = setup();
    expect(screen.queryByRole('link', { name: 'Inventory' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Product Management' }));
    expect(screen.getByRole('link', { name: 'Inventory' })).toHaveAttribute(
      'href',
      '/business/products/inventory',
    );
    await user.click(screen.getByRole('button', { name: 'Product Management' }));
    expect(screen.queryByRole('link', { name: 'Inventory' })).toBeNull();
  });

  it("starts with the current page's group open", () => {
    setup({ currentPath: '/business/products/pricing' });
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to icons whose links keep their names', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Product Management' })).toHaveAttribute(
      'href',
      '/business/products',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analytics' })).toBeNull();
  });

  it('collapses by itself when the window is narrower than 768 px, and opens again when it widens', () => {
    const resize = fakeWindowWidth(700);
    render(<BusinessSidebar groups={FULL_SIDEBAR} user={USER} />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    act(() => resize(1024));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    act(() => resize(767));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
