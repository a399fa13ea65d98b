import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ProfileMenu } from './profile-menu';

function setup() {
  const onNavigate = vi.fn();
  const onSignOut = vi.fn();
  const user = userEvent.setup({ delay: null });
  // The menu's portalled content reads the theme context, as it does inside the app.
  render(
    <>
      <ProfileMenu email="ada@example.com" onNavigate={onNavigate} onSignOut={onSignOut} />
      <p>Outside</p>
    </>,
    { wrapper: RoboMarketTheme },
  );
  return { user, onNavigate, onSignOut };
}

const ITEMS: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Create Workflow', '/workflow/new'],
  ['RFP Marketplace', '/rfp/marketplace'],
  ['Payments', '/payments'],
  ['Account Settings', '/account-settings'],
];

describe('ProfileMenu', () => {
  it('opens from the Profile menu button with the e-mail and every item', async () => {
    const { user } = setup();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      ...ITEMS.map(([label]) => label),
      'Sign Out',
    ]);
  });

  it.each(ITEMS)('%s navigates to %s and closes the menu', async (label, path) => {
    const { user, onNavigate, onSignOut } = setup();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(path);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Sign Out calls onSignOut', async () => {
    const { user, onNavigate, onSignOut } = setup();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('closes on Escape without choosing anything', async () => {
    const { user, onNavigate } = setup();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const { user, onNavigate } = setup();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('can be driven by keyboard', async () => {
    const { user, onNavigate } = setup();
    screen.getByRole('button', { name: 'Profile menu' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('lists only the items it is given, above Sign Out', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <ProfileMenu
        email="ada@example.com"
        onNavigate={onNavigate}
        onSignOut={vi.fn()}
        items={[
          { label: 'Home', path: '/home' },
          { label: 'Account Settings', path: '/account-settings' },
        ]}
      />,
      { wrapper: RoboMarketTheme },
    );
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Account Settings',
      'Sign Out',
    ]);
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/home');
  });
});
