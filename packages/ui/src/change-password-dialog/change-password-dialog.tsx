import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../internal/async-form';
import { DialogFormActions } from '../internal/form-buttons';
import { focusFirstProblem, type TextFieldSpec, TextFormFields } from '../internal/form-field';
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

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  { name: 'next', label: 'New password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
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
    const found = validate(values);
    setProblems(found);
    if (focusFirstProblem(event.currentTarget, FIELDS, found)) return;
    await run(async () => {
      await onSubmit({ current_password: values.current, new_password: values.next });
      setDone(true);
    });
  }

  return (
    <AsyncForm busy={busy} error={error} onSubmit={handleSubmit}>
      <TextFormFields
        idPrefix={id}
        fields={FIELDS}
        values={values}
        problems={problems}
        onValueChange={change}
      />
      <DialogFormActions busy={busy} label="Change Password" busyLabel="Changing Password..." />
    </AsyncForm>
  );
}
