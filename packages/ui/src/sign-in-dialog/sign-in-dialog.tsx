import { Button, Dialog, Text } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../internal/async-form';
import { isValidEmail } from '../internal/email';
import { DialogFormActions } from '../internal/form-buttons';
import { focusFirstProblem, type TextFieldSpec, TextFormFields } from '../internal/form-field';
import { useAsyncSubmit } from '../internal/use-async-submit';

/** What the user typed into the sign-in form. */
export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInDialogProps {
  /** Whether the dialog is shown; the app owns this state. */
  open: boolean;
  /** Called when the user asks to close the dialog (Escape, outside click, Cancel); never while `forceOpen`. */
  onOpenChange: (open: boolean) => void;
  /** Signs the user in. Reject with an `Error` to keep the dialog open and show its message; the app closes it on success. */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** Called with the shown message after a failed sign-in, e.g. to also raise `window.alert` (product-spec §8). */
  onError?: (message: string) => void;
  /** Offers a 'Register' button that switches to the registration dialog. */
  onSwitchToRegister?: () => void;
  /** Keeps the dialog open and undismissable, for the /login page. */
  forceOpen?: boolean;
  /** Where the dialog is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}

const SIGN_IN_FALLBACK_ERROR = 'An error occurred';

/** The Sign In dialog (product-spec §2, §8): email and password; a failure is shown in place and the dialog stays open. */
export function SignInDialog({
  open,
  onOpenChange,
  onSubmit,
  onError,
  onSwitchToRegister,
  forceOpen = false,
  container,
}: SignInDialogProps) {
  const preventWhenForced = (event: Event) => {
    if (forceOpen) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={forceOpen || open}
      onOpenChange={(next) => {
        if (!forceOpen) onOpenChange(next);
      }}
    >
      <Dialog.Content
        container={container}
        maxWidth="420px"
        onEscapeKeyDown={preventWhenForced}
        onPointerDownOutside={preventWhenForced}
        onInteractOutside={preventWhenForced}
      >
        <Dialog.Title>Sign In</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          Sign in to your RoboMarket account.
        </Dialog.Description>
        {/* The form lives inside Content so that closing the dialog discards what was typed. */}
        <SignInForm
          onSubmit={onSubmit}
          onError={onError}
          onSwitchToRegister={onSwitchToRegister}
          dismissable={!forceOpen}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface SignInFormProps {
  onSubmit: SignInDialogProps['onSubmit'];
  onError: SignInDialogProps['onError'];
  onSwitchToRegister: SignInDialogProps['onSwitchToRegister'];
  dismissable: boolean;
}

type FieldName = keyof SignInValues;

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

function validate(values: SignInValues): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  if (!values.email) problems.email = 'Email is required';
  else if (!isValidEmail(values.email)) problems.email = 'Please enter a valid email address';
  if (!values.password) problems.password = 'Password is required';
  return problems;
}

function SignInForm({ onSubmit, onError, onSwitchToRegister, dismissable }: SignInFormProps) {
  const id = useId();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const { busy, error, isPending, run } = useAsyncSubmit({ fallbackError: SIGN_IN_FALLBACK_ERROR, onError });

  const change = (field: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending()) return;
    const submitted = { email: values.email.trim(), password: values.password };
    const found = validate(submitted);
    setProblems(found);
    if (focusFirstProblem(event.currentTarget, FIELDS, found)) return;
    await run(() => onSubmit(submitted));
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
      <DialogFormActions busy={busy} label="Sign In" busyLabel="Signing In..." cancellable={dismissable} />
      {onSwitchToRegister && (
        <Text as="p" size="2" align="center" color="gray">
          No account yet?{' '}
          <Button type="button" variant="ghost" size="2" onClick={onSwitchToRegister}>
            Register
          </Button>
        </Text>
      )}
    </AsyncForm>
  );
}
