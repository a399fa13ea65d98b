import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_SAVED_MESSAGE_MS, CookieSettingsForm } from './cookie-settings-form';

afterEach(() => vi.useRealTimers());

describe('CookieSettingsForm', () => {
  it('shows the saved message for exactly 3 seconds after each save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSave = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <CookieSettingsForm
        value={{ performance: true, functionality: true, targeting: false }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({ performance: true, functionality: true, targeting: false });
    expect(screen.getByRole('status').textContent).toBe('Your cookie preferences have been saved!');
    act(() => vi.advanceTimersByTime(COOKIE_SAVED_MESSAGE_MS - 50));
    expect(screen.getByRole('status').textContent).toBe('Your cookie preferences have been saved!');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('never lets essential be switched off', () => {
    render(
      <CookieSettingsForm
        value={{ performance: false, functionality: false, targeting: false }}
        onSave={vi.fn()}
      />,
    );
    const essential = screen.getByRole('checkbox', { name: 'Essential (always on)' });
    expect(essential.getAttribute('aria-checked')).toBe('true');
    expect(essential.hasAttribute('disabled')).toBe(true);
  });
});
