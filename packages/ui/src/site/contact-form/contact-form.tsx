import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Link, Spinner, Text, TextArea } from '@radix-ui/themes';
import { contactMessageRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from '../../internal/email';
import { FormField, TextFormField } from '../../internal/form-field';

/** What the contact form sends (product-spec §3): name, email and message. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Sends the message; resolve on success, reject on failure (what was typed is kept). */
  onSend: (values: ContactValues) => Promise<unknown>;
  /** The team's address, offered when sending fails. */
  teamEmail: string;
}

type Problems = Partial<Record<keyof ContactValues, string>>;

const empty: ContactValues = { name: '', email: '', message: '' };

function problemsOf(values: ContactValues): Problems {
  const problems: Problems = {};
  if (values.name.trim() === '') problems.name = 'Please enter your name';
  if (!isValidEmail(values.email.trim())) problems.email = 'Please enter a valid email address';
  if (values.message.trim() === '') problems.message = 'Please enter a message';
  return problems;
}

/**
 * The About page's Contact Us form (product-spec §2, §5, §8): name, email and message, all required. While it
 * sends, the button reads 'Sending...'; success offers 'Send Another Message'; failure shows the §8 text with
 * the team's address and keeps what was typed.
 */
export function ContactForm({ onSend, teamEmail }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const pending = useRef(false);
  const set = (key: keyof ContactValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const found = problemsOf(values);
    setProblems(found);
    const firstProblem = (['name', 'email', 'message'] as const).find((key) => found[key] !== undefined);
    if (firstProblem !== undefined) {
      document.getElementById(`${id}-${firstProblem}`)?.focus();
      return;
    }
    pending.current = true;
    setStatus('sending');
    try {
      await onSend({ name: values.name.trim(), email: values.email.trim(), message: values.message });
      setStatus('sent');
    } catch {
      setStatus('failed');
    } finally {
      pending.current = false;
    }
  }

  if (status === 'sent') {
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root role="status" color="green" highContrast>
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            Thank you for your message! We'll get back to you within 2 business days.
          </Callout.Text>
        </Callout.Root>
        <Button
          variant="soft"
          onClick={() => {
            setValues(empty);
            setProblems({});
            setStatus('idle');
          }}
        >
          Send Another Message
        </Button>
      </Flex>
    );
  }

  const sending = status === 'sending';
  const limits = contactMessageRequestLimits;
  return (
    <form noValidate aria-label="Contact us" aria-busy={sending} onSubmit={handleSubmit}>
      <Flex direction="column" gap="3">
        <TextFormField
          id={`${id}-name`}
          label="Name"
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={set('name')}
          problem={problems.name}
          maxLength={limits.name.maxLength}
        />
        <TextFormField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set('email')}
          problem={problems.email}
          maxLength={limits.email.maxLength}
        />
        <FormField id={`${id}-message`} label="Message" problem={problems.message}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              required
              rows={5}
              maxLength={limits.message.maxLength}
              value={values.message}
              onChange={(event) => set('message')(event.target.value)}
            />
          )}
        </FormField>
        {status === 'failed' ? (
          <Callout.Root role="alert" color="red">
            <Callout.Text>
              There was an error sending your message. Please try again or email us directly at{' '}
              <Link href={`mailto:${teamEmail}`} underline="always">
                {teamEmail}
              </Link>
              .
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end">
          <Button type="submit" disabled={sending}>
            {sending ? <Spinner /> : null}
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Flex>
        <Text size="1" color="gray">
          All fields are required.
        </Text>
      </Flex>
    </form>
  );
}
