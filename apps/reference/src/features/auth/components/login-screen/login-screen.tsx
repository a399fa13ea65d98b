import { SignInDialog } from '@robomarket/ui';
import type { ReactNode } from 'react';
import { GuestDialogScreen } from '../guest-dialog-screen';

const ignoreClose = () => {};

/**
 * Route /login (product-spec §2): the sign-in dialog, always open and impossible to dismiss, over the
 * guests' welcome card. A signed-in visitor is sent on as after a sign-in.
 */
export function LoginScreen({
  dialogAside,
}: {
  /** Shown inside the dialog under the form (the cookie consent, which the dialog would otherwise cover). */
  dialogAside?: ReactNode;
}) {
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
          aside={dialogAside}
        />
      )}
    />
  );
}
