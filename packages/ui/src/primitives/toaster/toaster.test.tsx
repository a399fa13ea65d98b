import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '.';

function Actions() {
  const toast = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => toast.success('Product created', 'Vector C10 is in your catalogue.')}
      >
        Create
      </button>
      <button type="button" onClick={() => toast.error('Failed to delete product')}>
        Delete
      </button>
    </>
  );
}

function setup(duration?: number) {
  render(
    <ToastProvider duration={duration}>
      <Actions />
    </ToastProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('ToastProvider', () => {
  it('shows a success with its description in a labelled notifications region', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const toast = (await screen.findAllByText('Product created'))[0];
    expect(toast).toBeVisible();
    expect(screen.getAllByText('Vector C10 is in your catalogue.')[0]).toBeVisible();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(toast?.closest('li')).toHaveAttribute('data-tone', 'success');
  });

  it('shows an error toast in red', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findAllByText('Failed to delete product'))[0];
    expect(toast?.closest('li')).toHaveAttribute('data-tone', 'error');
  });

  it('closes itself after its duration, and at once with Dismiss', async () => {
    const user = setup(100);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull(), {
      timeout: 2000,
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull());
  });

  it("auto-closes after the product's 3000 ms by default", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('fails loudly without a provider', () => {
    expect(() => render(<Actions />)).toThrow('useToast needs a <ToastProvider> above it');
  });
});
