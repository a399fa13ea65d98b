export type {
  DeleteAccountDialogProps,
  ForgotPasswordDialogProps,
  ResetPasswordDialogProps,
  UnverifiedEmailNoticeProps,
  VerifyEmailState,
  VerifyEmailStatusProps,
} from './account-recovery';
export {
  DeleteAccountDialog,
  ForgotPasswordDialog,
  RESET_MAIL_SENT,
  ResetPasswordDialog,
  UnverifiedEmailNotice,
  VerifyEmailStatus,
} from './account-recovery';
