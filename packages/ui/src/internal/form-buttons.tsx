import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button, Dialog, Flex } from '@radix-ui/themes';

/** Closes the dialog around it without submitting. */
export function CancelButton() {
  return (
    <Dialog.Close>
      <Button type="button" variant="soft" color="gray">
        Cancel
      </Button>
    </Dialog.Close>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** Submits the form; disabled, with `busyLabel`, while a submission is under way. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

interface DialogFormActionsProps extends SubmitButtonProps {
  /** Offers Cancel next to the submit button; defaults to true. */
  cancellable?: boolean;
  /** Offers Back on the left instead of Cancel, for a form that follows another step. */
  onBack?: () => void;
}

/** The row that ends a dialog's form: Cancel (or Back, on the left), then the submit button, on the right. */
export function DialogFormActions({ cancellable = true, onBack, ...submit }: DialogFormActionsProps) {
  if (onBack) {
    return (
      <Flex gap="3" mt="2" justify="between" align="center">
        <Button type="button" variant="soft" color="gray" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <SubmitButton {...submit} />
      </Flex>
    );
  }
  return (
    <Flex gap="3" mt="2" justify="end">
      {cancellable && <CancelButton />}
      <SubmitButton {...submit} />
    </Flex>
  );
}
