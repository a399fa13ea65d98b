import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';

/** The sentence shown with every new device credential. */
export const CREDENTIAL_SHOWN_ONCE = 'This credential is shown once. Store it in the robot now.';

/** Copies a text to the clipboard; rejects when the browser refuses. */
export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** A device's new secret credential, the warning that it is shown once, and Copy. */
export function CredentialOnce({
  credential,
  onCopy = copyToClipboard,
}: {
  credential: string;
  onCopy?: ((text: string) => Promise<unknown>) | undefined;
}) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="amber" highContrast>
        <Callout.Text>{CREDENTIAL_SHOWN_ONCE}</Callout.Text>
      </Callout.Root>
      <Text as="p" size="2" weight="medium">
        Device credential
      </Text>
      <Code size="3" variant="soft" style={{ wordBreak: 'break-all' }}>
        {credential}
      </Code>
      <Flex gap="3" align="center" justify="end" wrap="wrap">
        <Text role="status" size="2" color={copy === 'failed' ? 'red' : 'green'}>
          {copy === 'copied'
            ? 'Copied'
            : copy === 'failed'
              ? 'Could not copy; select the credential instead'
              : ''}
        </Text>
        <Button
          type="button"
          variant="soft"
          onClick={() =>
            onCopy(credential).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            )
          }
        >
          {copy === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          Copy
        </Button>
      </Flex>
    </Flex>
  );
}
