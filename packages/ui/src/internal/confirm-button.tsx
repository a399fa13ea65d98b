import { AlertDialog, type Badge, Button, Flex } from '@radix-ui/themes';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { FormErrorCallout } from './form-error-callout';
import { useAsyncSubmit } from './use-async-submit';

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

interface ConfirmButtonProps {
  /** The button's words, and the confirming button's. */
  label: string;
  /** The words the confirming button shows while the action runs. */
  busyLabel: string;
  /** The dialog's title. */
  title: string;
  /** What confirming does, in a sentence. */
  description: ReactNode;
  /** A name for the button beyond its words ("Accept offer from Buyer Works"). */
  accessibleName?: string;
  /** Colour of the trigger and the confirming button. */
  color?: BadgeColor;
  /** Variant of the trigger. */
  variant?: 'solid' | 'soft' | 'outline';
  /** Disables the trigger (another action is running). */
  disabled?: boolean;
  /** The action; rejecting shows the failure in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  /** The failure when the error carries no message. */
  fallbackError: string;
}

/** A button that asks before it acts: an alert dialog with the consequence, Cancel and the action. */
export function ConfirmButton({
  label,
  busyLabel,
  title,
  description,
  accessibleName,
  color,
  variant = 'solid',
  disabled = false,
  onConfirm,
  fallbackError,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button color={color} variant={variant} disabled={disabled} aria-label={accessibleName}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <Confirmation
          label={label}
          busyLabel={busyLabel}
          description={description}
          color={color}
          onConfirm={onConfirm}
          fallbackError={fallbackError}
          onDone={() => setOpen(false)}
        />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

type ConfirmationProps = Pick<
  ConfirmButtonProps,
  'label' | 'busyLabel' | 'description' | 'color' | 'onConfirm' | 'fallbackError'
> & { onDone: () => void };

// Inside Content so that each opening starts without the last failure.
function Confirmation({
  label,
  busyLabel,
  description,
  color,
  onConfirm,
  fallbackError,
  onDone,
}: ConfirmationProps) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError });
  return (
    <Flex direction="column" gap="4">
      <AlertDialog.Description size="2">{description}</AlertDialog.Description>
      {error && <FormErrorCallout message={error} />}
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray" disabled={busy}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button
          color={color}
          disabled={busy}
          onClick={() =>
            void run(onConfirm).then((done) => {
              if (done) onDone();
            })
          }
        >
          {busy ? busyLabel : label}
        </Button>
      </Flex>
    </Flex>
  );
}
