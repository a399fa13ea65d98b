import { Button, Dialog } from '@radix-ui/themes';

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
