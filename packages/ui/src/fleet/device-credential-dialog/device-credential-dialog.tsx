import { AlertDialog, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { IotCredentialStatus } from '@robomarket/api-client/enums';
import { useId, useState } from 'react';
import { ConfirmButton } from '../../internal/confirm-button';
import { CredentialOnce } from '../../internal/credential-once';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { formatShortDate } from '../../internal/format';
import { useAsyncSubmit } from '../../internal/use-async-submit';

export interface DeviceCredentialDialogProps {
  /** The device's name, in the confirmations. */
  deviceName: string;
  /** ACTIVE, or REVOKED once revoked. */
  credentialStatus: IotCredentialStatus;
  /** When the current credential was issued (RFC 3339). */
  credentialIssuedAt: string;
  /** Issues a new credential (the old one stops working); resolves to it, shown once. Reject to show why. */
  onRotate: () => Promise<{ credential: string }>;
  /** Revokes the credential; leave out when the caller may not revoke (only the owner's ADMIN may). */
  onRevoke?: () => Promise<unknown>;
  /** Copies the credential; defaults to the clipboard. */
  onCopy?: (text: string) => Promise<unknown>;
  /** Where the dialogs are portalled. */
  container?: HTMLElement | null;
}

/**
 * A device's credential: whether it is active (and since when) or revoked, Rotate (confirmed, then the new
 * credential shown once with Copy) and Revoke (confirmed). The secret itself is never shown again.
 */
export function DeviceCredentialDialog({
  deviceName,
  credentialStatus,
  credentialIssuedAt,
  onRotate,
  onRevoke,
  onCopy,
  container,
}: DeviceCredentialDialogProps) {
  const headingId = useId();
  const revoked = credentialStatus === 'REVOKED';
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Credential
          </Heading>
          <Text as="p" size="2">
            {revoked
              ? 'Revoked: the robot cannot send telemetry until a new credential is issued.'
              : `Active since ${formatShortDate(credentialIssuedAt)}. The robot signs in with it to send telemetry.`}
          </Text>
          <Flex gap="3" wrap="wrap">
            <RotateButton
              deviceName={deviceName}
              revoked={revoked}
              onRotate={onRotate}
              onCopy={onCopy}
              container={container}
            />
            {onRevoke && !revoked && (
              <ConfirmButton
                label="Revoke credential"
                busyLabel="Revoking..."
                title={`Revoke the credential of ${deviceName}?`}
                description="The robot can no longer send telemetry until you issue a new credential."
                color="red"
                variant="soft"
                onConfirm={onRevoke}
                fallbackError="Failed to revoke the credential"
              />
            )}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

function RotateButton({
  deviceName,
  revoked,
  onRotate,
  onCopy,
  container,
}: {
  deviceName: string;
  revoked: boolean;
  onRotate: DeviceCredentialDialogProps['onRotate'];
  onCopy: DeviceCredentialDialogProps['onCopy'];
  container: HTMLElement | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [credential, setCredential] = useState<string | null>(null);
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to issue a new credential' });
  const label = revoked ? 'Issue new credential' : 'Rotate credential';
  const openChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setCredential(null);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>
        <Button variant="soft">{label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="480px" container={container}>
        {credential === null ? (
          <>
            <AlertDialog.Title>{`${label} for ${deviceName}?`}</AlertDialog.Title>
            <AlertDialog.Description size="2" mb="4">
              {revoked
                ? 'The robot can send telemetry again once it has the new credential.'
                : "The robot's current credential stops working at once. Put the new one in the robot to keep its telemetry flowing."}
            </AlertDialog.Description>
            <Flex direction="column" gap="3">
              {error && <FormErrorCallout message={error} />}
              <Flex gap="3" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray" disabled={busy}>
                    Cancel
                  </Button>
                </AlertDialog.Cancel>
                <Button
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      const issued = await onRotate();
                      setCredential(issued.credential);
                    })
                  }
                >
                  {busy ? 'Issuing...' : label}
                </Button>
              </Flex>
            </Flex>
          </>
        ) : (
          <>
            <AlertDialog.Title>New credential</AlertDialog.Title>
            <AlertDialog.Description size="2" mb="4">
              The new credential of {deviceName}. The previous one no longer works.
            </AlertDialog.Description>
            <Flex direction="column" gap="4">
              <CredentialOnce credential={credential} onCopy={onCopy} />
              <Flex justify="end">
                <AlertDialog.Action>
                  <Button>Done</Button>
                </AlertDialog.Action>
              </Flex>
            </Flex>
          </>
        )}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
