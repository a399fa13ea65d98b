export type { ChangePasswordDialogProps, ChangePasswordValues } from './change-password-dialog';
export { ChangePasswordDialog } from './change-password-dialog';
