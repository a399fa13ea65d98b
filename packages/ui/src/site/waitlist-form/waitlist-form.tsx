import { CheckCircledIcon, CrossCircledIcon, EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Heading, Spinner, Text, TextField, VisuallyHidden } from '@radix-ui/themes';
import { waitlistSignupRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from '../../internal/email';
import { failureText } from '../../internal/failure-text';
import { FIELD_CONTROL_CLASS } from '../../internal/form-field';
import { describeFailure } from '../../primitives/describe-failure';

export type WaitlistStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface WaitlistFormProps {
  /** Called with the trimmed e-mail when a valid address is submitted. Resolve on success; reject with an Error whose message is shown. */
  onJoin: (email: string) => Promise<unknown>;
  /** Forces a state (stories, screenshots). Uncontrolled when omitted. */
  status?: WaitlistStatus;
  /** Message shown in the error state when `status` is forced to 'error'. */
  errorMessage?: string;
  /** Heading shown above the success message, e.g. the hero's "You're on the list!". */
  successTitle?: string;
  /** Layout: 'inline' (input and button in a row, the hero) or 'stacked' (narrow containers, the widget). */
  layout?: 'inline' | 'stacked';
  /** Called after a failed join with the message, e.g. to raise a browser alert. */
  onError?: (message: string) => void;
  /** Portal container etc. not needed. Size of controls: '2' | '3'. */
  size?: '2' | '3';
}

export const WAITLIST_SUCCESS_TEXT =
  "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";
export const WAITLIST_INVALID_EMAIL_TEXT = 'Please enter a valid email address';

/**
 * E-mail sign-up for the waitlist, early access to new features (product-spec §4 "Forms", §5, §8). It reports the address
 * through `onJoin` and never fetches by itself.
 */
export function WaitlistForm({
  onJoin,
  status: forcedStatus,
  errorMessage,
  successTitle,
  layout = 'inline',
  onError,
  size = '2',
}: WaitlistFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const problemId = `${id}-problem`;
  const [email, setEmail] = useState('');
  const [ownStatus, setOwnStatus] = useState<WaitlistStatus>('idle');
  const [ownError, setOwnError] = useState('');
  const [retryable, setRetryable] = useState(false);
  const [invalid, setInvalid] = useState(false);
  // State updates are not synchronous: a second Enter press before the re-render must not join twice.
  const pending = useRef(false);

  const status = forcedStatus ?? ownStatus;
  const submitting = status === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setInvalid(true);
      return;
    }
    pending.current = true;
    setInvalid(false);
    setOwnStatus('submitting');
    try {
      await onJoin(trimmed);
      setOwnStatus('success');
    } catch (reason) {
      // Network trouble and server failures read as such, with a retry; the server's own words otherwise.
      const described = describeFailure(reason, '');
      const text = described.retryable ? described.message : failureText(described.message);
      setOwnError(text);
      setRetryable(described.retryable);
      setOwnStatus('error');
      onError?.(text);
    } finally {
      pending.current = false;
    }
  }

  if (status === 'success') {
    return (
      <Callout.Root
        role="status"
        color="green"
        // Soft green text on the green tint falls short of WCAG AA contrast (4.28:1); high contrast passes.
        highContrast
        size={size === '3' ? '2' : '1'}
        className="rm-WaitlistForm"
      >
        <Callout.Icon>
          <CheckCircledIcon />
        </Callout.Icon>
        {successTitle ? (
          <Heading as="h2" size={size === '3' ? '5' : '4'} className="rm-WaitlistForm-title">
            {successTitle}
          </Heading>
        ) : null}
        <Callout.Text>{WAITLIST_SUCCESS_TEXT}</Callout.Text>
      </Callout.Root>
    );
  }

  let problem: string | null = null;
  if (invalid) problem = WAITLIST_INVALID_EMAIL_TEXT;
  else if (status === 'error') {
    problem =
      forcedStatus === 'error' && errorMessage !== undefined
        ? failureText(errorMessage)
        : ownError || failureText(undefined);
  }

  return (
    <form
      noValidate
      aria-busy={submitting}
      onSubmit={handleSubmit}
      className="rm-WaitlistForm"
      data-layout={layout}
    >
      <Flex direction="column" gap="2">
        <Flex
          direction={layout === 'inline' ? { initial: 'column', xs: 'row' } : 'column'}
          gap={size === '3' ? '3' : '2'}
        >
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>Email address</label>
          </VisuallyHidden>
          {/* Validation happens in handleSubmit (the browser's own bubble cannot be styled or read
              by assistive technology reliably); type and required still give the right keyboard,
              autofill and semantics. */}
          <TextField.Root
            id={inputId}
            className={`rm-WaitlistForm-field ${FIELD_CONTROL_CLASS}`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            required
            maxLength={waitlistSignupRequestLimits.email.maxLength}
            size={size}
            color={invalid ? 'red' : undefined}
            value={email}
            disabled={submitting}
            aria-invalid={invalid || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          >
            <TextField.Slot>
              <EnvelopeClosedIcon aria-hidden />
            </TextField.Slot>
          </TextField.Root>
          <Button type="submit" size={size} disabled={submitting} className="rm-WaitlistForm-submit">
            {submitting ? <Spinner /> : null}
            {submitting ? 'Joining...' : 'Join Waitlist'}
          </Button>
        </Flex>
        {problem ? (
          <Text
            id={problemId}
            role="alert"
            color="red"
            size={size === '3' ? '2' : '1'}
            className="rm-WaitlistForm-problem"
          >
            <CrossCircledIcon aria-hidden />
            {problem}
          </Text>
        ) : null}
        {problem && !invalid && retryable && forcedStatus === undefined ? (
          <Flex>
            <Button type="submit" size="1" variant="soft" color="red" highContrast disabled={submitting}>
              Try again
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </form>
  );
}
