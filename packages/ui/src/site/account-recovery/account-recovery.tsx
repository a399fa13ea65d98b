import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import {
  deleteAccountRequestLimits,
  passwordResetConfirmRequestLimits,
  passwordResetRequestLimits,
} from '@robomarket/api-client/limits';
import { type ReactElement, useState } from 'react';
import { FormDialog, TextDialogForm, useTextDialogForm } from '../../internal/dialog-form';
import { isValidEmail } from '../../internal/email';
import type { TextFieldSpec } from '../../internal/form-field';

const FALLBACK_ERROR = 'An error occurred';

/** What the /forgot-password page says once asked, whether the address has an account or not. */
export const RESET_MAIL_SENT =
  'If an account has this e-mail, a link to reset its password is on its way. It works once, for 30 minutes.';

export interface ForgotPasswordDialogProps {
  /** Mails the reset link (`POST /v2/auth/password-reset`); reject with an `Error` to show its message. */
  onSubmit: (email: string) => Promise<unknown>;
  /** Back to the sign-in dialog. */
  onSignIn?: () => void;
  /** Where the dialog is portalled. */
  container?: HTMLElement | null;
}

const EMAIL_FIELD: ReadonlyArray<TextFieldSpec<'email'>> = [
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    limits: passwordResetRequestLimits.email,
  },
];

/** The /forgot-password page: an always-open dialog asking for the address, then the same answer for any. */
export function ForgotPasswordDialog({ onSubmit, onSignIn, container }: ForgotPasswordDialogProps) {
  const [sent, setSent] = useState(false);
  return (
    <FormDialog
      forceOpen
      container={container}
      title="Forgot password?"
      description="Type the e-mail of your account: we mail you a link to choose a new password."
    >
      {() =>
        sent ? (
          <Done
            message={RESET_MAIL_SENT}
            action={onSignIn && { label: 'Back to Sign In', onClick: onSignIn }}
          />
        ) : (
          <ForgotPasswordForm onSubmit={onSubmit} onSent={() => setSent(true)} onSignIn={onSignIn} />
        )
      }
    </FormDialog>
  );
}

function ForgotPasswordForm({
  onSubmit,
  onSent,
  onSignIn,
}: {
  onSubmit: ForgotPasswordDialogProps['onSubmit'];
  onSent: () => void;
  onSignIn?: () => void;
}) {
  const form = useTextDialogForm({
    fields: EMAIL_FIELD,
    initialValues: { email: '' },
    fallbackError: FALLBACK_ERROR,
  });
  function prepare() {
    const email = form.values.email.trim();
    const problem = !email
      ? 'Email is required'
      : isValidEmail(email)
        ? undefined
        : 'Please enter a valid email address';
    return { problems: { email: problem }, order: EMAIL_FIELD, send: () => onSubmit(email) };
  }
  return (
    <TextDialogForm
      form={form}
      prepare={prepare}
      onSuccess={onSent}
      submitLabel="Send reset link"
      busyLabel="Sending..."
      cancellable={false}
      footer={onSignIn && <BackToSignIn onSignIn={onSignIn} />}
    />
  );
}

function BackToSignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Text as="p" size="2" align="center" color="gray">
      Remembered it?{' '}
      <Button type="button" variant="ghost" size="2" onClick={onSignIn}>
        Sign In
      </Button>
    </Text>
  );
}

function Done({ message, action }: { message: string; action?: { label: string; onClick: () => void } }) {
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="green" role="status" highContrast>
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      {action && (
        <Flex justify="end">
          <Button type="button" onClick={action.onClick}>
            {action.label}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

type ResetField = 'password' | 'confirmation';

const RESET_FIELDS: ReadonlyArray<TextFieldSpec<ResetField>> = [
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    limits: passwordResetConfirmRequestLimits.password,
  },
  {
    name: 'confirmation',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
    limits: passwordResetConfirmRequestLimits.password,
  },
];

export interface ResetPasswordDialogProps {
  /**
   * Sets the new password with the link's token (`POST /v2/auth/password-reset/confirm`); reject with an
   * `Error` to show its message (a used or expired link says so).
   */
  onSubmit: (password: string) => Promise<unknown>;
  /** To the sign-in dialog, once the password is changed. */
  onSignIn: () => void;
  /** Where the dialog is portalled. */
  container?: HTMLElement | null;
}

/** The /reset-password page the mailed link opens: the new password twice, then "sign in with it". */
export function ResetPasswordDialog({ onSubmit, onSignIn, container }: ResetPasswordDialogProps) {
  const [done, setDone] = useState(false);
  return (
    <FormDialog
      forceOpen
      container={container}
      title="Choose a new password"
      description="At least 8 characters, with a letter and a digit. Every signed-in device is signed out."
    >
      {() =>
        done ? (
          <Done
            message="Your password is changed. Sign in with it."
            action={{ label: 'Sign In', onClick: onSignIn }}
          />
        ) : (
          <ResetPasswordForm onSubmit={onSubmit} onDone={() => setDone(true)} />
        )
      }
    </FormDialog>
  );
}

function ResetPasswordForm({
  onSubmit,
  onDone,
}: {
  onSubmit: (password: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useTextDialogForm({
    fields: RESET_FIELDS,
    initialValues: { password: '', confirmation: '' },
    fallbackError: FALLBACK_ERROR,
  });
  function prepare() {
    const { password, confirmation } = form.values;
    const problems: Partial<Record<ResetField, string>> = {};
    if (!password) problems.password = 'New password is required';
    if (confirmation !== password) problems.confirmation = 'The passwords do not match';
    return { problems, order: RESET_FIELDS, send: () => onSubmit(password) };
  }
  return (
    <TextDialogForm
      form={form}
      prepare={prepare}
      onSuccess={onDone}
      submitLabel="Change password"
      busyLabel="Changing..."
      cancellable={false}
    />
  );
}

const DELETE_FIELD: ReadonlyArray<TextFieldSpec<'password'>> = [
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    limits: deleteAccountRequestLimits.password,
  },
];

export interface DeleteAccountDialogProps {
  /**
   * Deletes the account (`DELETE /v2/auth/me`). Reject with an `Error` whose message is the server's reason
   * (wrong password, last admin of a business, funds held in escrow) to show it; the app signs out on success.
   */
  onSubmit: (password: string) => Promise<unknown>;
  /** The button that opens the dialog. */
  trigger?: ReactElement;
  /** Controlled open state (stories, tests). */
  open?: boolean;
  /** Told when the dialog opens or closes (with `open`). */
  onOpenChange?: (open: boolean) => void;
  /** Where the dialog is portalled: a widget's shadow root; the document body by default. */
  container?: HTMLElement | null;
}

/** Account Settings' "Delete account": the password to confirm, and the refusal in place when there is one. */
export function DeleteAccountDialog({
  onSubmit,
  trigger,
  open,
  onOpenChange,
  container,
}: DeleteAccountDialogProps) {
  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title="Delete your account?"
      description="Your name, e-mail, phone and memberships are erased and you can no longer sign in. Deals stay with the other party, under “Deleted user”."
    >
      {(close) => <DeleteAccountForm onSubmit={onSubmit} onDeleted={close} />}
    </FormDialog>
  );
}

function DeleteAccountForm({
  onSubmit,
  onDeleted,
}: {
  onSubmit: (password: string) => Promise<unknown>;
  onDeleted: () => void;
}) {
  const form = useTextDialogForm({
    fields: DELETE_FIELD,
    initialValues: { password: '' },
    fallbackError: FALLBACK_ERROR,
  });
  function prepare() {
    const { password } = form.values;
    return {
      problems: { password: password ? undefined : 'Password is required' },
      order: DELETE_FIELD,
      send: () => onSubmit(password),
    };
  }
  return (
    <TextDialogForm
      form={form}
      prepare={prepare}
      onSuccess={onDeleted}
      submitLabel="Delete account"
      busyLabel="Deleting..."
    />
  );
}

/** Where a verification link stands on the /verify-email page. */
export type VerifyEmailState = 'verifying' | 'verified' | 'invalid';

export interface VerifyEmailStatusProps {
  /** Checking the mailed link, verified, or the link did not work (expired or already used). */
  state: VerifyEmailState;
  /** Mails a new link (signed-in users); shown when the link did not work. */
  onResend?: () => Promise<unknown>;
}

/** The /verify-email page's answer: checking the link, confirmed, or a used/expired link with "send again". */
export function VerifyEmailStatus({ state, onResend }: VerifyEmailStatusProps) {
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (state === 'verifying') {
    return (
      <Text as="p" role="status">
        Confirming your e-mail address...
      </Text>
    );
  }
  if (state === 'verified') {
    return (
      <Callout.Root color="green" role="status" highContrast>
        <Callout.Text>Your e-mail address is confirmed. You can now pay and award deals.</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="3" align="start">
      <Callout.Root color="red" role="alert" highContrast>
        <Callout.Text>This link is used, expired or not valid. Ask for a new one.</Callout.Text>
      </Callout.Root>
      {onResend && (
        <ResendButton
          state={resent}
          onClick={() => {
            setResent('sending');
            onResend().then(
              () => setResent('sent'),
              () => setResent('failed'),
            );
          }}
        />
      )}
    </Flex>
  );
}

function ResendButton({
  state,
  onClick,
}: {
  state: 'idle' | 'sending' | 'sent' | 'failed';
  onClick: () => void;
}) {
  return (
    <Flex direction="column" gap="2" align="start">
      <Button
        type="button"
        variant="soft"
        color="gray"
        highContrast
        disabled={state === 'sending'}
        onClick={onClick}
      >
        {state === 'sending' ? 'Sending...' : 'Send the link again'}
      </Button>
      {state === 'sent' && (
        <Text size="2" role="status">
          A new link is on its way.
        </Text>
      )}
      {state === 'failed' && (
        <Text size="2" color="red" role="alert">
          The link could not be sent; try again later.
        </Text>
      )}
    </Flex>
  );
}

export interface UnverifiedEmailNoticeProps {
  /** The address the link went to. */
  email: string;
  /** Mails a new link (`POST /v2/auth/me/verification-email`). */
  onResend: () => Promise<unknown>;
}

/** Account Settings' notice for an unconfirmed address: why it matters, and "send the link again". */
export function UnverifiedEmailNotice({ email, onResend }: UnverifiedEmailNoticeProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  return (
    <Callout.Root color="amber" highContrast>
      <Callout.Text>
        Confirm your e-mail address ({email}) to pay and award deals: follow the link we mailed you.
      </Callout.Text>
      <ResendButton
        state={state}
        onClick={() => {
          setState('sending');
          onResend().then(
            () => setState('sent'),
            () => setState('failed'),
          );
        }}
      />
    </Callout.Root>
  );
}
