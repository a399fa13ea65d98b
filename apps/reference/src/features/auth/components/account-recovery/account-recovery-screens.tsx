import { Button, Container, Flex, Heading, Section } from '@radix-ui/themes';
import {
  confirmEmailChange,
  confirmPasswordReset,
  deleteMe,
  getMe,
  requestDataExport,
  requestPasswordReset,
  resendVerificationEmail,
  verifyEmail,
} from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import {
  DeleteAccountDialog,
  ForgotPasswordDialog,
  ResetPasswordDialog,
  UnverifiedEmailNotice,
  type VerifyEmailState,
  VerifyEmailStatus,
} from '@robomarket/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useAuth } from '../../session/use-auth';
import { GuestBackdrop } from '../guest-backdrop';

/** Route /forgot-password: the address to mail a reset link to, over the guests' welcome card. */
export function ForgotPasswordScreen() {
  const client = useApiClient();
  const navigate = useNavigate();
  return (
    <>
      <GuestBackdrop />
      <ForgotPasswordDialog
        onSubmit={(email) => requestPasswordReset(client, { email })}
        onSignIn={() => void navigate('/login')}
      />
    </>
  );
}

/** Route /reset-password?token=: the new password, set with the mailed link's token. */
export function ResetPasswordScreen() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <GuestBackdrop />
      <ResetPasswordDialog
        onSubmit={(password) => confirmPasswordReset(client, { token, password })}
        onSignIn={() => void navigate('/login')}
      />
    </>
  );
}

/**
 * Follows a mailed link once on arrival (`verify` with its token): checking, then confirmed or refused.
 * React's development double effects must not spend the token twice, so the call is remembered.
 */
function useLinkOutcome(verify: (token: string) => Promise<unknown>): VerifyEmailState {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<VerifyEmailState>('verifying');
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    verify(token).then(
      () => setState('verified'),
      () => setState('invalid'),
    );
  }, [token, verify]);
  return state;
}

function LinkOutcome({ title, verify }: { title: string; verify: (token: string) => Promise<unknown> }) {
  const auth = useAuth();
  const client = useApiClient();
  const state = useLinkOutcome(verify);
  return (
    <Section size="2" px="4">
      <Container size="1">
        <Flex direction="column" gap="4">
          <Heading as="h1">{title}</Heading>
          <VerifyEmailStatus
            state={state}
            onResend={auth.status === 'signed-in' ? () => resendVerificationEmail(client) : undefined}
          />
        </Flex>
      </Container>
    </Section>
  );
}

/** Route /verify-email?token=: confirms the address of a new account. */
export function VerifyEmailScreen() {
  const client = useApiClient();
  const [verify] = useState(() => (token: string) => verifyEmail(client, { token }));
  return <LinkOutcome title="Confirm your e-mail address" verify={verify} />;
}

/** Route /confirm-email?token=: makes the new address of an e-mail change the account's. */
export function ConfirmEmailChangeScreen() {
  const client = useApiClient();
  const [verify] = useState(() => (token: string) => confirmEmailChange(client, { token }));
  return <LinkOutcome title="Confirm your new e-mail address" verify={verify} />;
}

/** Whether the signed-in user confirmed their address (`email_verified` of GET /v2/auth/me); null until known. */
function useEmailVerified(): boolean | null {
  const client = useApiClient();
  const [verified, setVerified] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    getMe(client).then(
      (me) => current && setVerified(me.email_verified),
      () => current && setVerified(null),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return verified;
}

/**
 * Account Settings' account section: the notice of an unconfirmed address, the data export, and the
 * account's deletion (signed out afterwards, back to the landing page).
 */
export function AccountLifecycleSection() {
  const auth = useAuth();
  const client = useApiClient();
  const navigate = useNavigate();
  const confirm = useOutcomeToast();
  const verified = useEmailVerified();
  const user = auth.user;
  if (user === null) return null;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Your account
      </Heading>
      {verified === false && (
        <UnverifiedEmailNotice email={user.email} onResend={() => resendVerificationEmail(client)} />
      )}
      <Flex gap="3" wrap="wrap">
        <Button
          type="button"
          variant="soft"
          color="gray"
          highContrast
          onClick={() => void confirm(requestDataExport(client), 'Your data export is on its way by e-mail')}
        >
          Export my data
        </Button>
        <DeleteAccountDialog
          trigger={
            <Button type="button" variant="soft" color="gray" highContrast>
              Delete account
            </Button>
          }
          onSubmit={async (password) => {
            await deleteMe(client, { password });
            await auth.signOut();
            void navigate('/', { replace: true });
          }}
        />
      </Flex>
    </Flex>
  );
}
