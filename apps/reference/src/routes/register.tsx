import { RegisterScreen } from '../features/auth';

/** Route /register: the registration dialog. */
export function RegisterRoute() {
  return <RegisterScreen />;
}
