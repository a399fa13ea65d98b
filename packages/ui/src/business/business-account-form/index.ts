export type {
  BusinessAccountChanges,
  BusinessAccountFormProps,
  BusinessAccountValues,
} from './business-account-form';
export { ACCOUNT_SAVED_MESSAGE, BusinessAccountForm } from './business-account-form';
