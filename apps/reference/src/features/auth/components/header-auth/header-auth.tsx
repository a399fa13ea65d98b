import { HeaderAuthArea, type ProfileMenuItem, RegisterDialog, SignInDialog } from '@robomarket/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContinueAfterSignIn } from '../../lib/origin';
import { toRegisterRequest } from '../../lib/to-register-request';
import { useAuth } from '../../session/use-auth';

export interface HeaderAuthProps {
  /**
   * Sign In and Register go to the /login and /register pages instead of opening dialogs, as on the
   * error page (product-spec §2 "Error page").
   */
  linkToPages?: boolean;
  /** The profile menu's destinations above Sign Out: the app lists only screens that are built. */
  menuItems?: ReadonlyArray<ProfileMenuItem>;
}

// These pages are the dialogs already: a second dialog from the header would stack on top of them.
const DIALOG_PAGES = new Set(['/login', '/register']);

/**
 * The header's account area wired to the session: 'Welcome, {email}' and the profile menu when signed
 * in; 'You are not logged in.' with Sign In and Register when signed out. Nothing while a saved session
 * is being checked, so a signed-in user never sees the guest buttons flash.
 */
export function HeaderAuth({ linkToPages = false, menuItems }: HeaderAuthProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [dialog, setDialog] = useState<'sign-in' | 'register' | null>(null);

  if (auth.status === 'loading') return null;

  const usePages = linkToPages || DIALOG_PAGES.has(location.pathname);
  const open = (which: 'sign-in' | 'register') => {
    if (usePages) {
      // Keep the remembered origin when moving between the two pages.
      const state = DIALOG_PAGES.has(location.pathname) ? location.state : undefined;
      void navigate(which === 'sign-in' ? '/login' : '/register', { state });
    } else {
      setDialog(which);
    }
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };

  return (
    <>
      <HeaderAuthArea
        user={auth.user}
        menuItems={menuItems}
        onSignIn={() => open('sign-in')}
        onRegister={() => open('register')}
        onNavigate={(path) => void navigate(path)}
        onSignOut={async () => {
          await auth.signOut();
          // A full reload leaves nothing of the signed-out user in memory (product-spec §2).
          window.location.assign('/');
        }}
      />
      <SignInDialog
        open={dialog === 'sign-in'}
        onOpenChange={close}
        onSubmit={async (values) => {
          await auth.signIn(values);
          setDialog(null);
          continueAfterSignIn();
        }}
        onSwitchToRegister={() => setDialog('register')}
      />
      <RegisterDialog
        open={dialog === 'register'}
        onOpenChange={close}
        onSubmit={async (values) => {
          await auth.register(toRegisterRequest(values));
          setDialog(null);
          continueAfterSignIn();
        }}
        onSwitchToSignIn={() => setDialog('sign-in')}
      />
    </>
  );
}
