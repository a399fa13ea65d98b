import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Sensor feed unavailable');
}

describe('ErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <ErrorBoundary>
        <p>All systems nominal</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All systems nominal')).toBeTruthy();
  });

  it("replaces a crashed part with 'Something went wrong', the details and Reload Page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const onError = vi.fn();
    const user = userEvent.setup();

    render(
      <Theme>
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>
      </Theme>,
    );

    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(alert.querySelector('details')?.textContent).toContain('Error: Sensor feed unavailable');
    expect(onError).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
