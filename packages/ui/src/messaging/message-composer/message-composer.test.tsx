import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { MessageComposer, type MessageComposerProps } from './message-composer';

function setup(props: Partial<MessageComposerProps> = {}) {
  const handlers = { onSend: vi.fn(async (_body: string) => undefined), onTypingChange: vi.fn() };
  render(<MessageComposer {...handlers} {...props} />, { wrapper: RoboMarketTheme });
  const field = screen.getByRole('textbox', { name: 'Message' });
  return { user: userEvent.setup({ delay: null }), field, ...handlers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MessageComposer', () => {
  it('sends on Enter and clears the field', async () => {
    const { user, field, onSend } = setup();
    await user.type(field, 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello', { broadcast: false });
    expect(field).toHaveValue('');
  });

  it('adds a line on Shift+Enter and sends nothing', async () => {
    const { user, field, onSend } = setup();
    await user.type(field, 'One{Shift>}{Enter}{/Shift}Two');
    expect(field).toHaveValue('One\nTwo');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send on the Enter that confirms an input method’s composition', async () => {
    const { user, field, onSend } = setup();
    await user.type(field, 'にほん');
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing blank', async () => {
    const { user, field, onSend } = setup();
    await user.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows Sending... while sending, then keeps the text and offers Retry when it fails', async () => {
    let fail: (reason: Error) => void = () => {};
    const onSend = vi
      .fn<(body: string) => Promise<unknown>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(undefined);
    const { user, field } = setup({ onSend });
    await user.type(field, 'Please include the fencing.{Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => fail(new Error('Workflow not found')));
    expect(screen.getByRole('alert')).toHaveTextContent('Workflow not found');
    expect(field).toHaveValue('Please include the fencing.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSend).toHaveBeenLastCalledWith('Please include the fencing.', { broadcast: false });
    // The field is emptied once the send settles, not as the click returns.
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a counter near the 5000-character limit and takes no more', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.paste('a'.repeat(4499));
    expect(screen.queryByText(/characters$/)).toBeNull();
    await user.type(field, 'b');
    expect(screen.getByText('4,500 / 5,000 characters')).toBeInTheDocument();
    await user.paste('c'.repeat(600));
    expect(field).toHaveValue(`${'a'.repeat(4499)}b${'c'.repeat(500)}`);
    expect(field).toHaveAccessibleDescription(/5,000 \/ 5,000 characters/);
  });

  it('reports typing throttled, and stopping after a quiet spell, on blur and on send', async () => {
    vi.useFakeTimers();
    const { field, onTypingChange } = setup({ typingIntervalMs: 3000 });
    fireEvent.change(field, { target: { value: 'H' } });
    fireEvent.change(field, { target: { value: 'He' } });
    expect(onTypingChange.mock.calls).toEqual([[true]]);
    act(() => vi.advanceTimersByTime(2999));
    fireEvent.change(field, { target: { value: 'Hel' } });
    act(() => vi.advanceTimersByTime(1));
    fireEvent.change(field, { target: { value: 'Hell' } });
    expect(onTypingChange.mock.calls).toEqual([[true], [true]]);
    act(() => vi.advanceTimersByTime(3000));
    expect(onTypingChange.mock.calls).toEqual([[true], [true], [false]]);
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.blur(field);
    expect(onTypingChange.mock.calls.slice(3)).toEqual([[true], [false]]);
    fireEvent.change(field, { target: { value: 'Hello!' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onTypingChange.mock.calls.slice(5)).toEqual([[true], [false]]);
  });

  it('offers the buyer’s side to send to all sellers, once per tick', async () => {
    const { user, field, onSend } = setup({ broadcastOption: true });
    expect(screen.getByText('Only this seller gets this message.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Send to all sellers' }));
    await user.type(field, 'Drawings attached{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Drawings attached', { broadcast: true });
    expect(screen.getByRole('checkbox', { name: 'Send to all sellers' })).not.toBeChecked();
    await user.type(field, 'Thanks{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Thanks', { broadcast: false });
  });

  it('has no broadcast choice unless offered', () => {
    setup();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('can be turned off', () => {
    const { field } = setup({ disabled: true });
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
