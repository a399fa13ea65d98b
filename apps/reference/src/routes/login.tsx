import { LoginScreen } from '../features/auth';

/** Route /login: the sign-in dialog that cannot be dismissed. */
export function LoginRoute() {
  return <LoginScreen />;
}
