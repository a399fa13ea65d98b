import { AccountSettingsScreen } from '../features/auth';

/** Route /account-settings (protected). */
export function AccountSettingsRoute() {
  return <AccountSettingsScreen />;
}
