import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { newsletterSubscribeRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from '../../internal/email';
import { describeFailure } from '../../primitives/describe-failure';

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  /** Subscribes the trimmed address; resolve on success, reject on failure (the address is kept). */
  onSubscribe: (email: string) => Promise<unknown>;
}

/**
 * The footer's newsletter box (product-spec §2, §5): an e-mail field, required and checked, and Subscribe,
 * which reads 'Subscribing...' while it sends; then 'Thanks for subscribing!', or what went wrong.
 */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'subscribed' | 'invalid' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const pending = useRef(false);
  const inputId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setStatus('invalid');
      return;
    }
    pending.current = true;
    setStatus('sending');
    try {
      await onSubscribe(trimmed);
      setEmail('');
      setStatus('subscribed');
    } catch (reason) {
      setFailure(describeFailure(reason, 'We could not subscribe you. Please try again.').message);
      setStatus('failed');
    } finally {
      pending.current = false;
    }
  };

  const problem =
    status === 'invalid' ? 'Please enter a valid email address' : status === 'failed' ? failure : undefined;
  const sending = status === 'sending';
  return (
    <form onSubmit={submit} aria-label="Newsletter" noValidate aria-busy={sending}>
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={inputId} size="2" weight="medium">
          Get product news and market insights
        </Text>
        <Flex gap="2" wrap="wrap">
          <TextField.Root
            id={inputId}
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            maxLength={newsletterSubscribeRequestLimits.email.maxLength}
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (status !== 'sending') setStatus('idle');
            }}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" disabled={sending}>
            {sending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Flex>
        {problem ? (
          <Text id={`${inputId}-problem`} size="2" color="red" role="alert">
            {problem}
          </Text>
        ) : (
          <Text size="2" color="green" role="status">
            {status === 'subscribed' ? 'Thanks for subscribing!' : ''}
          </Text>
        )}
      </Flex>
    </form>
  );
}
