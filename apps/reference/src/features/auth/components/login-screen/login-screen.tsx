import { SignInDialog } from '@robomarket/ui';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN, originOf, useContinueAfterSignIn } from '../../lib/origin';
import { showBrowserAlert } from '../../lib/show-browser-alert';
import { useAuth } from '../../session/use-auth';
import { GuestBackdrop } from '../guest-backdrop';

const ignoreClose = () => {};

/**
 * Route /login (product-spec §2): the sign-in dialog, always open and impossible to dismiss, over the
 * guests' welcome card. A signed-in visitor is sent on as after a sign-in.
 */
export function LoginScreen() {
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
      <SignInDialog
        open
        forceOpen
        onOpenChange={ignoreClose}
        onSubmit={async (values) => {
          await auth.signIn(values);
          continueAfterSignIn({ replace: true });
        }}
        onError={showBrowserAlert}
        onSwitchToRegister={() => navigate('/register', { state: location.state })}
      />
    </>
  );
}
