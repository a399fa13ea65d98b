import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestWelcomeCard } from './guest-welcome-card';

describe('GuestWelcomeCard', () => {
  it('welcomes guests and links to /login and /register', () => {
    render(<GuestWelcomeCard />);
    expect(screen.getByRole('region', { name: 'Welcome to RoboMarket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("renders the app's own link elements, styled as buttons", () => {
    render(
      <GuestWelcomeCard
        renderLink={({ href, children }) => (
          <a href={`#${href}`} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '#/login');
    expect(signIn).toHaveAttribute('data-router-link');
    expect(signIn).toHaveClass('rt-Button');
  });
});
