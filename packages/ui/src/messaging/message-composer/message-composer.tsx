import { Box, Button, Checkbox, Flex, Text, TextArea } from '@radix-ui/themes';
import { createMessageRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { useAsyncSubmit } from '../../internal/use-async-submit';

/** The failure shown when sending fails without a reason. */
export const MESSAGE_SEND_FAILED = 'Failed to send the message. Please try again.';

/** The longest message the contract takes, in characters. */
export const MAX_MESSAGE_LENGTH = createMessageRequestLimits.body.maxLength;

/** How a message is sent, besides its text. */
export interface MessageSendOptions {
  /** The viewer ticked 'Send to all sellers': the message goes into every seller's thread. */
  broadcast: boolean;
}

export interface MessageComposerProps {
  /** Sends the text as typed; resolve when it is stored, reject to keep the text and show the failure with Retry. */
  onSend: (body: string, options: MessageSendOptions) => Promise<unknown>;
  /** Told true while the viewer types (at most once per `typingIntervalMs`) and false once they stop, leave or send. */
  onTypingChange?: ((isTyping: boolean) => void) | undefined;
  /** Milliseconds between two "still typing" reports, and of quiet before "stopped" (default 3000). */
  typingIntervalMs?: number | undefined;
  /** Nothing can be written (a closed deal): the field and button are disabled. */
  disabled?: boolean | undefined;
  /** The longest message, in characters (the contract's 5000 by default). */
  maxLength?: number | undefined;
  /** The buyer's side with several sellers: offers 'Send to all sellers', unticked again after each send. */
  broadcastOption?: boolean | undefined;
  /** Whose thread a message goes to when not sent to all, named in the field's hint ('Northgate Robotics'). */
  recipientName?: string | undefined;
}

/**
 * Writes a message: a textarea labelled 'Message' where Enter sends and Shift+Enter adds a line (Enter
 * while an input method is composing does neither). 'Sending...' while sending; when sending fails the
 * text stays and the failure is shown with Retry. A counter appears near the 5000-character limit. Typing
 * is reported through `onTypingChange`, throttled, with a stop after a quiet spell, on leaving the field
 * and on sending. For the buyer's side, `broadcastOption` adds a 'Send to all sellers' checkbox: ticked, the
 * message goes into every seller's own thread (`onSend`'s `broadcast`), and it is unticked once sent.
 */
export function MessageComposer({
  onSend,
  onTypingChange,
  typingIntervalMs = 3000,
  disabled = false,
  maxLength = MAX_MESSAGE_LENGTH,
  broadcastOption = false,
  recipientName,
}: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [broadcastTicked, setBroadcast] = useState(false);
  const broadcast = broadcastOption && broadcastTicked;
  const { busy, error, run } = useAsyncSubmit({ fallbackError: MESSAGE_SEND_FAILED });
  const typing = useTypingReports(onTypingChange, typingIntervalMs);
  const length = [...text].length;
  const nearLimit = length >= Math.floor(maxLength * 0.9);
  const empty = text.trim() === '';

  function send() {
    if (empty || busy || disabled) return;
    const body = text;
    typing.stop();
    void run(() => onSend(body, { broadcast })).then((sent) => {
      if (!sent) return;
      setText((current) => (current === body ? '' : current));
      setBroadcast(false);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    // An input method (Japanese, Chinese, ...) confirms its candidate with Enter: that is not a send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Write a message" aria-busy={busy}>
      <Flex direction="column" gap="2">
        {error && (
          <FormErrorCallout message={error}>
            <Box>
              <Button type="submit" variant="soft" color="red" highContrast disabled={busy || empty}>
                Retry
              </Button>
            </Box>
          </FormErrorCallout>
        )}
        <Text as="label" htmlFor={`${id}-body`} size="2" weight="bold">
          Message
        </Text>
        <TextArea
          id={`${id}-body`}
          name="body"
          dir="auto"
          rows={3}
          resize="vertical"
          value={text}
          maxLength={maxLength}
          readOnly={busy}
          disabled={disabled}
          aria-describedby={`${id}-hint${nearLimit ? ` ${id}-count` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') typing.stop();
            else typing.typed();
          }}
          onKeyDown={keyDown}
          onBlur={typing.stop}
        />
        {broadcastOption && (
          <Flex gap="2" align="start">
            <Checkbox
              id={`${id}-broadcast`}
              checked={broadcast}
              disabled={disabled || busy}
              onCheckedChange={(value) => setBroadcast(value === true)}
              aria-describedby={`${id}-broadcast-hint`}
              mt="1"
            />
            <Flex direction="column">
              <Text as="label" htmlFor={`${id}-broadcast`} size="2">
                Send to all sellers
              </Text>
              <Text id={`${id}-broadcast-hint`} size="1" color="gray">
                {broadcast
                  ? "Each seller gets it in its own conversation; no seller sees another's replies."
                  : recipientName
                    ? `Only ${recipientName} gets this message.`
                    : 'Only this seller gets this message.'}
              </Text>
            </Flex>
          </Flex>
        )}
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text id={`${id}-hint`} size="1" color="gray">
            Enter sends, Shift+Enter adds a line.
          </Text>
          <Flex align="center" gap="3">
            {nearLimit && (
              <Text id={`${id}-count`} size="1" color={length >= maxLength ? 'red' : 'gray'}>
                {length.toLocaleString('en-US')} / {maxLength.toLocaleString('en-US')} characters
              </Text>
            )}
            <Button type="submit" disabled={busy || disabled || empty}>
              {busy ? 'Sending...' : broadcast ? 'Send to all' : 'Send'}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}

/** Throttled typing reports: true at once and then at most once per interval, false after a quiet interval. */
function useTypingReports(onTypingChange: ((isTyping: boolean) => void) | undefined, intervalMs: number) {
  const report = useRef(onTypingChange);
  report.current = onTypingChange;
  const lastSent = useRef<number | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (lastSent.current === null) return;
    lastSent.current = null;
    report.current?.(false);
  };

  const typed = () => {
    const now = Date.now();
    if (lastSent.current === null || now - lastSent.current >= intervalMs) {
      lastSent.current = now;
      report.current?.(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, intervalMs);
  };

  // Leaving the page while typing tells the others too.
  const stopRef = useRef(stop);
  stopRef.current = stop;
  useEffect(() => () => stopRef.current(), []);

  return { typed, stop };
}
