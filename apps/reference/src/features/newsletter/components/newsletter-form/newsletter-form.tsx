import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';

export interface NewsletterFormProps {
  /** Receives the address on subscribe. The newsletter makes no call yet (product-spec §7): the default logs it. */
  onSubscribe?: (email: string) => void;
}

function logSubscription(email: string): void {
  console.info('Newsletter subscription', { email });
}

/** The footer's newsletter box: an e-mail field and Subscribe, then a short confirmation. */
export function NewsletterForm({ onSubscribe = logSubscription }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubscribe(email.trim());
    setEmail('');
    setSubscribed(true);
  };

  return (
    <form onSubmit={submit} aria-label="Newsletter">
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={inputId} size="2" weight="medium">
          Get launch news and market insights
        </Text>
        <Flex gap="2" wrap="wrap">
          <TextField.Root
            id={inputId}
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setSubscribed(false);
            }}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit">Subscribe</Button>
        </Flex>
        <Text size="2" color="green" role="status">
          {subscribed ? 'Thanks for subscribing!' : ''}
        </Text>
      </Flex>
    </form>
  );
}
