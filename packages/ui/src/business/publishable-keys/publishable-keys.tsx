import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Card, Code, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { EmptyState } from '../../internal/empty-state';
import { SubmitButton } from '../../internal/form-buttons';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  ListLoading,
  ListSection,
  type MembershipListStatus,
  shortDate,
} from '../../internal/membership-views';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { parseOrigins } from './origins';

/** A publishable key as the panel shows it (the contract's `PublishableKey`). */
export interface PublishableKeyView {
  /** The key's id. */
  id: string;
  /** The key itself, `pk_...`: public, it goes into the partner's page markup. */
  key: string;
  /** The exact origins whose pages may use it. */
  allowed_origins: ReadonlyArray<string>;
  /** When it was created (RFC 3339). */
  created_at: string;
  /** The member who created it; null when their account is gone. Shown when given. */
  created_by?: { name: string; email: string } | null;
}

export interface PublishableKeysProps {
  /** The business's name, for the heading. */
  businessName: string;
  /** The live keys, shown once `status` is 'ready'. */
  keys?: ReadonlyArray<PublishableKeyView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the keys. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load publishable keys' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Creates a key for the origins typed (checked first). Reject with an `Error` to show its message. */
  onCreate: (allowedOrigins: string[]) => Promise<unknown>;
  /** Revokes a key once confirmed. Reject with an `Error` to show its message in the confirmation. */
  onRevoke: (key: PublishableKeyView) => Promise<unknown>;
  /** Copies a key; defaults to the clipboard. Reject to say the copy failed. */
  onCopy?: (key: string) => Promise<unknown>;
  /** Level of the section's heading; the form's and the keys' headings sit one below. */
  headingLevel?: 2 | 3;
  /** Where the confirmation is portalled; pass a node inside a shadow root to keep the styles. */
  container?: HTMLElement | null;
}

const copyToClipboard = (key: string) => navigator.clipboard.writeText(key);

/**
 * A business's publishable keys for the widgets on partner sites: each with its allowed origins and
 * creation date, Copy key and Revoke (confirmed); and the form to create one, one origin per line.
 */
export function PublishableKeys({
  businessName,
  keys = [],
  status,
  error,
  onRetry,
  onCreate,
  onRevoke,
  onCopy = copyToClipboard,
  headingLevel = 2,
  container,
}: PublishableKeysProps) {
  const inner = headingLevel === 2 ? 'h3' : 'h4';
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading publishable keys..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load publishable keys'} onRetry={onRetry} />;
  } else if (keys.length === 0) {
    body = (
      <EmptyState
        title="No publishable keys yet"
        text="Create a key to show your products on your own website with RoboMarket's widgets."
      />
    );
  } else {
    body = (
      <CardList>
        {keys.map((key, index) => (
          <li key={key.id}>
            <KeyCard
              publishableKey={key}
              number={keys.length - index}
              headingAs={inner}
              onRevoke={onRevoke}
              onCopy={onCopy}
              container={container}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <ListSection title={`Publishable keys of ${businessName}`} headingLevel={headingLevel} status={status}>
        <Text as="p" size="2" color="gray">
          Widgets on your website send a publishable key. It is public, and it works only on the pages of the
          origins you list, for reading your public catalogue.
        </Text>
        {body}
      </ListSection>
      <CreateKeyForm headingAs={headingLevel === 2 ? 'h3' : 'h4'} onCreate={onCreate} />
    </Flex>
  );
}

interface KeyCardProps {
  publishableKey: PublishableKeyView;
  /** Its place, oldest first, to name its buttons apart ("Revoke key 2"). */
  number: number;
  headingAs: 'h3' | 'h4';
  onRevoke: PublishableKeysProps['onRevoke'];
  onCopy: (key: string) => Promise<unknown>;
  container: HTMLElement | null | undefined;
}

function KeyCard({ publishableKey, number, headingAs, onRevoke, onCopy, container }: KeyCardProps) {
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as={headingAs} size="3" id={titleId}>
              Key {number}
            </Heading>
            <Text size="2" color="gray">
              Created {shortDate(publishableKey.created_at)}
              {publishableKey.created_by !== undefined &&
                ` by ${publishableKey.created_by === null ? 'a former member' : publishableKey.created_by.name}`}
            </Text>
          </Flex>
          <Code size="3" variant="soft" style={{ wordBreak: 'break-all' }}>
            {publishableKey.key}
          </Code>
          <Text as="p" size="2" weight="medium">
            Allowed origins
          </Text>
          <ul style={{ margin: 0, paddingLeft: 'var(--space-5)' }}>
            {publishableKey.allowed_origins.map((origin) => (
              <li key={origin}>
                <Text size="2">{origin}</Text>
              </li>
            ))}
          </ul>
          <Flex gap="3" justify="end" align="center" wrap="wrap">
            <Text role="status" size="2" color={copy === 'failed' ? 'red' : 'green'}>
              {copy === 'copied'
                ? 'Copied'
                : copy === 'failed'
                  ? 'Could not copy; select the key instead'
                  : ''}
            </Text>
            <Button
              variant="soft"
              aria-label={`Copy key ${number}`}
              onClick={() =>
                onCopy(publishableKey.key).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                )
              }
            >
              {copy === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              Copy key
            </Button>
            <RevokeButton number={number} onConfirm={() => onRevoke(publishableKey)} container={container} />
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

function RevokeButton({
  number,
  onConfirm,
  container,
}: {
  number: number;
  onConfirm: () => Promise<unknown>;
  container: HTMLElement | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to revoke the key' });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" aria-label={`Revoke key ${number}`}>
          Revoke
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content container={container} maxWidth="440px">
        <AlertDialog.Title>Revoke key {number}?</AlertDialog.Title>
        <Flex direction="column" gap="4">
          <AlertDialog.Description size="2">
            Widgets that use this key stop showing your catalogue within seconds. This cannot be undone.
          </AlertDialog.Description>
          {error && <FormErrorCallout message={error} />}
          <Flex gap="3" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              color="red"
              highContrast
              disabled={busy}
              onClick={async () => {
                if (await run(onConfirm)) setOpen(false);
              }}
            >
              {busy ? 'Revoking...' : 'Revoke'}
            </Button>
          </Flex>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function CreateKeyForm({
  headingAs,
  onCreate,
}: {
  headingAs: 'h3' | 'h4';
  onCreate: PublishableKeysProps['onCreate'];
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, error, retryable, run } = useAsyncSubmit({
    fallbackError: 'Failed to create the key',
    labels: { allowed_origins: 'Allowed origins' },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOrigins(text);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(undefined);
    if (await run(() => onCreate(parsed.origins))) setText('');
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as={headingAs} size="4" id={`${id}-title`}>
          Create a publishable key
        </Heading>
        <AsyncForm busy={busy} error={error} retryable={retryable} onSubmit={submit}>
          <FormField id={`${id}-origins`} label="Allowed origins" problem={problem}>
            {(control) => (
              <TextArea
                {...control}
                name="allowed_origins"
                rows={3}
                placeholder={'https://www.example.com\nhttps://shop.example.com'}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <Text size="1" color="gray">
            One origin per line, as in the browser's address bar without a path: https://www.example.com
          </Text>
          <Flex justify="end">
            <SubmitButton busy={busy} label="Create Key" busyLabel="Creating..." />
          </Flex>
        </AsyncForm>
      </section>
    </Flex>
  );
}
