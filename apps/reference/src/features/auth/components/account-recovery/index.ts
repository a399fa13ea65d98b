export {
  AccountLifecycleSection,
  ConfirmEmailChangeScreen,
  ForgotPasswordScreen,
  ResetPasswordScreen,
  VerifyEmailScreen,
} from './account-recovery-screens';
