export type { AccountType, BusinessType, RegisterDialogProps, RegisterValues } from './register-dialog';
export { RegisterDialog } from './register-dialog';
