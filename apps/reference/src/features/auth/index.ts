// The auth feature's public surface: routes and layouts import from here, never from its folders.
export {
  AccountLifecycleSection,
  ConfirmEmailChangeScreen,
  ForgotPasswordScreen,
  ResetPasswordScreen,
  VerifyEmailScreen,
} from './components/account-recovery';
export { AccountSettingsScreen } from './components/account-settings-screen';
export { HeaderAuth } from './components/header-auth';
export { LoginScreen } from './components/login-screen';
export { RegisterScreen } from './components/register-screen';
export { RequireAuth } from './components/require-auth';
export { actingMembership, actsForOwner, actsWithRole } from './lib/acting-membership';
export { rememberOrigin } from './lib/origin';
export { AuthProvider } from './session/auth-provider';
export type { CreateSessionClient } from './session/auth-store';
export { useAuth } from './session/use-auth';
