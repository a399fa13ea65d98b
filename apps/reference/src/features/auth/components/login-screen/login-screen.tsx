import { SignInDialog } from '@robomarket/ui';
import { GuestDialogScreen } from '../guest-dialog-screen';

const ignoreClose = () => {};

/**
 * Route /login (product-spec §2): the sign-in dialog, always open and impossible to dismiss, over the
 * guests' welcome card. A signed-in visitor is sent on as after a sign-in.
 */
export function LoginScreen() {
  return (
    <GuestDialogScreen
      renderDialog={({ auth, switchTo, continueAfterSignIn, leaveTo }) => (
        <SignInDialog
          open
          forceOpen
          onOpenChange={ignoreClose}
          onSubmit={async (values) => {
            await auth.signIn(values);
            continueAfterSignIn();
          }}
          onSwitchToRegister={() => switchTo('/register')}
          onForgotPassword={() => leaveTo('/forgot-password')}
        />
      )}
    />
  );
}
