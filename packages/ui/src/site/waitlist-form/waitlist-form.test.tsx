import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form';

const SUCCESS_TEXT = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";

function renderForm(props: Partial<WaitlistFormProps> = {}) {
  const onJoin = vi.fn<WaitlistFormProps['onJoin']>(async () => undefined);
  const onError = vi.fn<(message: string) => void>();
  const user = userEvent.setup();
  render(
    <RoboMarketTheme>
      <WaitlistForm onJoin={onJoin} onError={onError} {...props} />
    </RoboMarketTheme>,
  );
  return {
    user,
    onJoin: (props.onJoin as typeof onJoin | undefined) ?? onJoin,
    onError: (props.onError as typeof onError | undefined) ?? onError,
    input: screen.getByRole('textbox', { name: 'Email address' }),
    button: () => screen.getByRole('button', { name: /Join Waitlist|Joining\.\.\./ }),
  };
}

describe('WaitlistForm', () => {
  it('starts idle with a labelled, required e-mail input', () => {
    const { input, button } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Enter your email');
    expect(input).toBeRequired();
    expect(button()).toHaveAccessibleName('Join Waitlist');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('trims the address and calls onJoin once', async () => {
    const { user, input, onJoin } = renderForm();
    await user.type(input, '   ada@example.com  ');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
    expect(onJoin).toHaveBeenCalledWith('ada@example.com');
  });

  it.each(['', 'not-an-email', 'ada@example', 'ada @example.com', 'ada@@example.com'])(
    'blocks %j without calling onJoin',
    async (typed) => {
      const { user, input, onJoin } = renderForm();
      if (typed) await user.type(input, typed);
      await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Please enter a valid email address');
      expect(onJoin).not.toHaveBeenCalled();
    },
  );

  it('clears the validation message as soon as the address is edited', async () => {
    const { user, input } = renderForm();
    await user.type(input, 'ada');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(input, '@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Joining...' and disables the form while onJoin is pending", async () => {
    let finish: () => void = () => {};
    const onJoin = vi.fn<WaitlistFormProps['onJoin']>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, input } = renderForm({ onJoin });
    await user.type(input, 'ada@example.com');
    await user.keyboard('{Enter}');
    const pending = await screen.findByRole('button', { name: 'Joining...' });
    expect(pending).toBeDisabled();
    expect(input).toBeDisabled();
    expect(input.closest('form')).toHaveAttribute('aria-busy', 'true');
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
  });

  it('replaces the form with the exact success text', async () => {
    const { user, input } = renderForm();
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /^Thank You for Signing Up! We'll be in touch soon with exclusive updates\.$/,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts successTitle above the success text as a heading', async () => {
    const { user, input } = renderForm({ successTitle: "You're on the list!" });
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const status = await screen.findByRole('status');
    const heading = screen.getByRole('heading', { name: "You're on the list!" });
    expect(status).toContainElement(heading);
    expect(status).toHaveTextContent(`You're on the list!${SUCCESS_TEXT}`);
  });

  it('keeps the typed address on failure, shows the error and reports it', async () => {
    const onJoin = vi.fn<WaitlistFormProps['onJoin']>(async () => {
      throw new Error('Email service down');
    });
    const { user, input, onError } = renderForm({ onJoin });
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Email service down');
    expect(input).toHaveValue('ada@example.com');
    expect(input).toBeEnabled();
    expect(onError).toHaveBeenCalledExactlyOnceWith('Error: Email service down');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to join waitlist' when the rejection has no message", async () => {
    const onJoin = vi.fn<WaitlistFormProps['onJoin']>(() => Promise.reject(new Error('')));
    const { user, input, onError } = renderForm({ onJoin });
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to join waitlist$/);
    expect(onError).toHaveBeenCalledExactlyOnceWith('Failed to join waitlist');
  });

  it('can retry after a failure', async () => {
    const onJoin = vi
      .fn<WaitlistFormProps['onJoin']>()
      .mockRejectedValueOnce(new Error('Email service down'))
      .mockResolvedValueOnce(undefined);
    const { user, input } = renderForm({ onJoin });
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(onJoin).toHaveBeenCalledTimes(2);
  });

  it('renders a forced state regardless of its own', () => {
    renderForm({ status: 'error', errorMessage: 'Email service down' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Email service down');
  });
});
