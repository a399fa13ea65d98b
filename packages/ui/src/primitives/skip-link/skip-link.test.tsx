import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first Tab stop and moves the focus to the main region without changing the address', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <button type="button">Sign In</button>
        <main id="main" tabIndex={-1}>
          <h1>Home</h1>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('');
  });

  it('falls back to the fragment when the page has no such region', () => {
    render(<SkipLink targetId="content">Skip to content</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#content');
  });
});
