import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { changePasswordRequestLimits } from '@robomarket/api-client/limits';
import { useState } from 'react';
import { FormDialog, type ServerFields, TextDialogForm, useTextDialogForm } from '../../internal/dialog-form';
import type { TextFieldSpec } from '../../internal/form-field';

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title="Change Password"
      description="Enter your current password, then choose a new one."
    >
      {() => <ChangePasswordForm onSubmit={onSubmit} />}
    </FormDialog>
  );
}

type FieldName = 'current' | 'next' | 'confirm';

const CURRENT = { name: 'current', label: 'Current password' } as const;
const NEXT = { name: 'next', label: 'New password' } as const;

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  {
    ...CURRENT,
    type: 'password',
    autoComplete: 'current-password',
    limits: changePasswordRequestLimits.current_password,
  },
  {
    ...NEXT,
    type: 'password',
    autoComplete: 'new-password',
    limits: changePasswordRequestLimits.new_password,
  },
  {
    name: 'confirm',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
    limits: { maxLength: changePasswordRequestLimits.new_password.maxLength },
  },
];

const SERVER_FIELDS: ServerFields<FieldName> = { current_password: CURRENT, new_password: NEXT };

function validate(values: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS) {
    if (!values[field.name]) problems[field.name] = `${field.label} is required`;
  }
  if (!problems.next && !problems.confirm && values.next !== values.confirm) problems.confirm = MISMATCH;
  return problems;
}

function ChangePasswordForm({ onSubmit }: Pick<ChangePasswordDialogProps, 'onSubmit'>) {
  const form = useTextDialogForm<FieldName>({
    fields: FIELDS,
    initialValues: { current: '', next: '', confirm: '' },
    fallbackError: FALLBACK_ERROR,
    serverFields: SERVER_FIELDS,
    // A mismatch belongs to the pair: editing either new password clears it.
    clears: { next: { name: 'confirm', problem: MISMATCH } },
  });
  const { values } = form;
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

  return (
    <TextDialogForm
      form={form}
      prepare={() => ({
        problems: validate(values),
        order: FIELDS,
        send: () => onSubmit({ current_password: values.current, new_password: values.next }),
      })}
      onSuccess={() => setDone(true)}
      submitLabel="Change Password"
      busyLabel="Changing Password..."
    />
  );
}
