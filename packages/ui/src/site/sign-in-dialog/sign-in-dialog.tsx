import { Button, Text } from '@radix-ui/themes';
import { loginRequestLimits } from '@robomarket/api-client/limits';
import type { ReactNode } from 'react';
import { FormDialog, TextDialogForm, useTextDialogForm } from '../../internal/dialog-form';
import { isValidEmail } from '../../internal/email';
import type { TextFieldSpec } from '../../internal/form-field';

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
  /** Called with the shown message after a failed sign-in (the dialog shows it itself, as an in-page alert). */
  onError?: (message: string) => void;
  /** Offers a 'Register' button that switches to the registration dialog. */
  onSwitchToRegister?: () => void;
  /** Offers a 'Forgot password?' button that leads to the password reset page. */
  onForgotPassword?: () => void;
  /** Keeps the dialog open and undismissable, for the /login page. */
  forceOpen?: boolean;
  /** Where the dialog is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
  /**
   * Shown inside the dialog under the form and reachable while it is open, such as the cookie consent on
   * /login, where the dialog cannot be closed and would otherwise cover it.
   */
  aside?: ReactNode;
}

const SIGN_IN_FALLBACK_ERROR = 'An error occurred';

/** The Sign In dialog (product-spec §2, §8): email and password; a failure is shown in place and the dialog stays open. */
export function SignInDialog({
  open,
  onOpenChange,
  onSubmit,
  onError,
  onSwitchToRegister,
  onForgotPassword,
  forceOpen = false,
  container,
  aside,
}: SignInDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      forceOpen={forceOpen}
      container={container}
      title="Sign In"
      description="Sign in to your RoboMarket account."
      aside={aside}
    >
      {() => (
        <SignInForm
          onSubmit={onSubmit}
          onError={onError}
          onSwitchToRegister={onSwitchToRegister}
          onForgotPassword={onForgotPassword}
          dismissable={!forceOpen}
        />
      )}
    </FormDialog>
  );
}

interface SignInFormProps {
  onSubmit: SignInDialogProps['onSubmit'];
  onError: SignInDialogProps['onError'];
  onSwitchToRegister: SignInDialogProps['onSwitchToRegister'];
  onForgotPassword: SignInDialogProps['onForgotPassword'];
  dismissable: boolean;
}

type FieldName = keyof SignInValues;

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', limits: loginRequestLimits.email },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    limits: loginRequestLimits.password,
  },
];

function validate(values: SignInValues): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  if (!values.email) problems.email = 'Email is required';
  else if (!isValidEmail(values.email)) problems.email = 'Please enter a valid email address';
  if (!values.password) problems.password = 'Password is required';
  return problems;
}

function SignInForm({
  onSubmit,
  onError,
  onSwitchToRegister,
  onForgotPassword,
  dismissable,
}: SignInFormProps) {
  // The contract's LoginRequest names the fields as the form does, so a 400's detail finds them.
  const form = useTextDialogForm({
    fields: FIELDS,
    initialValues: { email: '', password: '' },
    fallbackError: SIGN_IN_FALLBACK_ERROR,
    onError,
  });
  const { values } = form;

  function prepare() {
    const submitted = { email: values.email.trim(), password: values.password };
    return { problems: validate(submitted), order: FIELDS, send: () => onSubmit(submitted) };
  }

  return (
    <TextDialogForm
      form={form}
      prepare={prepare}
      submitLabel="Sign In"
      busyLabel="Signing In..."
      cancellable={dismissable}
      footer={
        <>
          {onForgotPassword && (
            <Text as="p" size="2" align="center" color="gray">
              <Button type="button" variant="ghost" size="2" onClick={onForgotPassword}>
                Forgot password?
              </Button>
            </Text>
          )}
          {onSwitchToRegister && (
            <Text as="p" size="2" align="center" color="gray">
              No account yet?{' '}
              <Button type="button" variant="ghost" size="2" onClick={onSwitchToRegister}>
                Register
              </Button>
            </Text>
          )}
        </>
      }
    />
  );
}
