import {
  ConfirmEmailChangeScreen,
  ForgotPasswordScreen,
  ResetPasswordScreen,
  VerifyEmailScreen,
} from '../features/auth';
import { usePageTitle } from '../lib/page-title';

/** Route /forgot-password: mails a link to choose a new password. */
export function ForgotPasswordRoute() {
  usePageTitle('Forgot Password');
  return <ForgotPasswordScreen />;
}

/** Route /reset-password?token=: the page the reset mail links to. */
export function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  return <ResetPasswordScreen />;
}

/** Route /verify-email?token=: the page the sign-up mail links to. */
export function VerifyEmailRoute() {
  usePageTitle('Confirm E-mail');
  return <VerifyEmailScreen />;
}

/** Route /confirm-email?token=: the page an e-mail change's confirmation links to. */
export function ConfirmEmailRoute() {
  usePageTitle('Confirm New E-mail');
  return <ConfirmEmailChangeScreen />;
}
