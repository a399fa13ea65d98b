export type { SignInDialogProps, SignInValues } from './sign-in-dialog';
export { SignInDialog } from './sign-in-dialog';
