// The auth feature's public surface: routes and layouts import from here, never from its folders.
export type { AuthUser, Membership } from './api/types';
export { AccountSettingsScreen } from './components/account-settings-screen';
export { HeaderAuth, type HeaderAuthProps } from './components/header-auth';
export { LoginScreen } from './components/login-screen';
export { RegisterScreen } from './components/register-screen';
export { RequireAuth } from './components/require-auth';
export { DEFAULT_AFTER_SIGN_IN, type OriginState, originOf, rememberOrigin } from './lib/origin';
export { AuthProvider, type AuthProviderProps } from './session/auth-provider';
export type { AuthStatus, CreateSessionClient, SessionClient } from './session/auth-store';
export { type Auth, useAuth } from './session/use-auth';
