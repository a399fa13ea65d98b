import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type CSSProperties, type FormEvent, useId, useRef, useState } from 'react';
import { messageOf } from '../internal/failure-text';

// Radix Themes draws no invalid state of its own; a red border says which field a message is about.
const INVALID_FIELD_STYLE: CSSProperties = {
  boxShadow: 'inset 0 0 0 var(--text-field-border-width, 1px) var(--red-a8)',
};

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // State updates are not synchronous: a second Enter press before the re-render must not submit twice.
  const pending = useRef(false);

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
    if (pending.current) return;
    const form = event.currentTarget;
    const found = validate(values);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus();
      return;
    }
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ current_password: values.current, new_password: values.next });
      setDone(true);
    } catch (reason) {
      setError(messageOf(reason).trim() || FALLBACK_ERROR);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return (
    // Validation happens in handleSubmit so that its messages are styled and tied to the fields.
    <form noValidate aria-busy={busy} onSubmit={handleSubmit}>
      <Flex direction="column" gap="3">
        {error && (
          <Callout.Root color="red" role="alert" highContrast>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        {FIELDS.map((field) => (
          <PasswordField
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={change(field.name)}
            problem={problems[field.name]}
          />
        ))}
        <Flex gap="3" mt="2" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing Password...' : 'Change Password'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
}

function PasswordField({ id, name, label, autoComplete, value, onChange, problem }: PasswordFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        style={problem ? INVALID_FIELD_STYLE : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <Text id={problemId} size="1" color="red">
          {problem}
        </Text>
      )}
    </Flex>
  );
}
