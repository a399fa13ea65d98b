import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { CancelButton, SubmitButton } from '../internal/form-buttons';
import { FormErrorCallout } from '../internal/form-error-callout';
import { TextFormField } from '../internal/form-field';
import { useAsyncSubmit } from '../internal/use-async-submit';

/** The password change as the server expects it. */
export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
}

export interface ChangePasswordDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /** Changes the password. Reject with an `Error` to show its message and keep the dialog open; on success the dialog confirms. */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  /** Where the dialog is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}

const FALLBACK_ERROR = 'Failed to change password';
const MISMATCH = 'Passwords do not match';

/** Asks for the current password and a new one twice; confirms with 'Password changed successfully'. */
export function ChangePasswordDialog({ open, onOpenChange, onSubmit, container }: ChangePasswordDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content container={container} maxWidth="420px">
        <Dialog.Title>Change Password</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          Enter your current password, then choose a new one.
        </Dialog.Description>
        {/* Inside Content so that closing the dialog wipes the typed passwords. */}
        <ChangePasswordForm onSubmit={onSubmit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

type FieldName = 'current' | 'next' | 'confirm';

const FIELDS: ReadonlyArray<{ name: FieldName; label: string; autoComplete: string }> = [
  { name: 'current', label: 'Current password', autoComplete: 'current-password' },
  { name: 'next', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm new password', autoComplete: 'new-password' },
];

function validate(values: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS) {
    if (!values[field.name]) problems[field.name] = `${field.label} is required`;
  }
  if (!problems.next && !problems.confirm && values.next !== values.confirm) problems.confirm = MISMATCH;
  return problems;
}

function ChangePasswordForm({ onSubmit }: Pick<ChangePasswordDialogProps, 'onSubmit'>) {
  const id = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const { busy, error, isPending, run } = useAsyncSubmit({ fallbackError: FALLBACK_ERROR });
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Flex direction="column" gap="4">
        <Callout.Root color="green" role="status" highContrast>
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>Password changed successfully</Callout.Text>
        </Callout.Root>
        <Flex justify="end">
          <Dialog.Close>
            <Button>Done</Button>
          </Dialog.Close>
        </Flex>
      </Flex>
    );
  }

  const change = (name: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setProblems((previous) => {
      const next = { ...previous, [name]: undefined };
      // A mismatch belongs to the pair: editing either new password clears it.
      if (name === 'next' && previous.confirm === MISMATCH) next.confirm = undefined;
      return next;
    });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending()) return;
    const form = event.currentTarget;
    const found = validate(values);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus();
      return;
    }
    await run(async () => {
      await onSubmit({ current_password: values.current, new_password: values.next });
      setDone(true);
    });
  }

  return (
    // Validation happens in handleSubmit so that its messages are styled and tied to the fields.
    <form noValidate aria-busy={busy} onSubmit={handleSubmit}>
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        {FIELDS.map((field) => (
          <TextFormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onValueChange={change(field.name)}
            problem={problems[field.name]}
          />
        ))}
        <Flex gap="3" mt="2" justify="end">
          <CancelButton />
          <SubmitButton busy={busy} label="Change Password" busyLabel="Changing Password..." />
        </Flex>
      </Flex>
    </form>
  );
}
