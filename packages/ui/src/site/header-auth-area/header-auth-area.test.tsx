import type { components } from '@robomarket/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { HeaderAuthArea, type HeaderAuthAreaProps, type HeaderUser } from './header-auth-area';

function setup(user: HeaderAuthAreaProps['user']) {
  const handlers = { onSignIn: vi.fn(), onRegister: vi.fn(), onNavigate: vi.fn(), onSignOut: vi.fn() };
  render(<HeaderAuthArea user={user} {...handlers} />, { wrapper: RoboMarketTheme });
  return { events: userEvent.setup({ delay: null }), ...handlers };
}

describe('HeaderAuthArea', () => {
  it("takes the contract's signed-in user as it comes", () => {
    expectTypeOf<components['schemas']['CurrentUser']>().toExtend<HeaderUser>();
  });

  it('signed out: says so and offers Sign In and Register, without a profile menu', async () => {
    const { events, onSignIn, onRegister } = setup(null);
    expect(screen.getByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    await events.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('signed in: welcomes the user and offers the profile menu, not Sign In or Register', async () => {
    const { events, onNavigate } = setup({ email: 'ada@example.com', role: 'customer' });
    expect(screen.getByText('Welcome, ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText('You are not logged in.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Profile menu' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Payments' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/payments');
  });

  it("passes the app's profile menu items on", async () => {
    const onNavigate = vi.fn();
    render(
      <HeaderAuthArea
        user={{ email: 'ada@example.com', role: 'customer' }}
        onSignIn={vi.fn()}
        onRegister={vi.fn()}
        onNavigate={onNavigate}
        onSignOut={vi.fn()}
        menuItems={[{ label: 'Home', path: '/home' }]}
      />,
      { wrapper: RoboMarketTheme },
    );
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Home',
      'Sign Out',
    ]);
  });
});
