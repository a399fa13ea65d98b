import { RegisterDialog } from '@robomarket/ui';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN, originOf, useContinueAfterSignIn } from '../../lib/origin';
import { toRegisterRequest } from '../../lib/to-register-request';
import { useAuth } from '../../session/use-auth';
import { GuestBackdrop } from '../guest-backdrop';

/**
 * Route /register: the registration dialog over the guests' welcome card. Closing it goes to /; a
 * successful registration signs in and goes on to the remembered origin, else /home.
 */
export function RegisterScreen() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const continueAfterSignIn = useContinueAfterSignIn();

  if (auth.status === 'signed-in') {
    return <Navigate to={originOf(location.state) ?? DEFAULT_AFTER_SIGN_IN} replace />;
  }
  return (
    <>
      <GuestBackdrop />
      <RegisterDialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate('/');
        }}
        onSubmit={async (values) => {
          await auth.register(toRegisterRequest(values));
          continueAfterSignIn({ replace: true });
        }}
        onSwitchToSignIn={() => navigate('/login', { state: location.state })}
      />
    </>
  );
}
