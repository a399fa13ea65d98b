import { RegisterScreen } from '../features/auth';
import { usePageTitle } from '../lib/page-title';

/** Route /register: the registration dialog. */
export function RegisterRoute() {
  usePageTitle('Register');
  return <RegisterScreen />;
}
