export type { AccountSettingsProps, AccountUser } from './account-settings';
export { AccountSettings } from './account-settings';
