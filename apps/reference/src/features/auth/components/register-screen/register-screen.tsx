import { RegisterDialog } from '@robomarket/ui';
import { useParentSearch } from '../../api/use-parent-search';
import { toRegisterRequest } from '../../lib/to-register-request';
import { GuestDialogScreen } from '../guest-dialog-screen';

/**
 * Route /register: the registration dialog over the guests' welcome card. Closing it goes to /; a
 * successful registration signs in and goes on to the remembered origin, else /home.
 */
export function RegisterScreen() {
  const parentSearch = useParentSearch();
  return (
    <GuestDialogScreen
      renderDialog={({ auth, switchTo, continueAfterSignIn, leaveTo }) => (
        <RegisterDialog
          open
          onOpenChange={(open) => {
            if (!open) leaveTo('/');
          }}
          onSubmit={async (values) => {
            await auth.register(toRegisterRequest(values));
            continueAfterSignIn();
          }}
          onSwitchToSignIn={() => switchTo('/login')}
          parentSearch={parentSearch}
        />
      )}
    />
  );
}
