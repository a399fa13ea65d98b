import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

// The dialogs' chunk arrives only when the test says so, as on a slow connection.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('../features/auth/components/header-auth/header-dialogs', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('header dialogs loaded on first use', () => {
  it('a click before their code has arrived shows a pending state, then opens the dialog; focus stays on the button, then moves into the dialog', async () => {
    const { user } = renderApp('/');
    const header = within(screen.getByRole('banner'));
    const signIn = await header.findByRole('button', { name: 'Sign In' });

    await user.click(signIn);
    expect(await screen.findByText('Opening Sign In…')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The clicked button keeps the focus while the dialog is on its way.
    expect(document.activeElement).toBe(signIn);

    chunk.release();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.queryByText('Opening Sign In…')).toBeNull();
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Once loaded, Register opens at once, with no pending state.
    await user.click(header.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText('Opening Register…')).toBeNull();
  });
});
