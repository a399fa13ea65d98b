export { AccountSettingsScreen } from './account-settings-screen';
