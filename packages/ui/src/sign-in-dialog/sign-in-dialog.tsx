import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type CSSProperties, type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from '../internal/email';
import { messageOf } from '../internal/failure-text';

// Radix Themes draws no invalid state of its own; a red border says which field a message is about.
const INVALID_FIELD_STYLE: CSSProperties = {
  boxShadow: 'inset 0 0 0 var(--text-field-border-width, 1px) var(--red-a8)',
};

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State updates are not synchronous: a second Enter press before the re-render must not sign in twice.
  const pending = useRef(false);

  const change = (field: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const form = event.currentTarget;
    const submitted = { email: values.email.trim(), password: values.password };
    const found = validate(submitted);
    setProblems(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(submitted);
    } catch (reason) {
      const message = messageOf(reason).trim() || SIGN_IN_FALLBACK_ERROR;
      setError(message);
      onError?.(message);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return (
    // Validation happens in handleSubmit so its messages are styled and tied to the fields; type and
    // required still give the right keyboard, autofill and semantics.
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
        <InputField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={change('email')}
          problem={problems.email}
        />
        <InputField
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={change('password')}
          problem={problems.password}
        />
        <Flex gap="3" mt="2" justify="end">
          {dismissable && (
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
        </Flex>
        {onSwitchToRegister && (
          <Text as="p" size="2" align="center" color="gray">
            No account yet?{' '}
            <Button type="button" variant="ghost" size="2" onClick={onSwitchToRegister}>
              Register
            </Button>
          </Text>
        )}
      </Flex>
    </form>
  );
}

interface InputFieldProps {
  id: string;
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onValueChange: (value: string) => void;
  problem: string | undefined;
}

function InputField({ id, label, name, type, autoComplete, value, onValueChange, problem }: InputFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
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
