import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN, originOf, useContinueAfterSignIn } from '../../lib/origin';
import { type Auth, useAuth } from '../../session/use-auth';
import { GuestBackdrop } from '../guest-backdrop';

/** What the dialog of a guest screen acts with. */
export interface GuestDialogActions {
  /** The session, to sign in or register with. */
  auth: Auth;
  /** Opens the other guest screen and carries the remembered origin along. */
  switchTo: (path: '/login' | '/register') => void;
  /** After a successful sign-in or registration: on to the remembered origin, else /home. */
  continueAfterSignIn: () => void;
  /** Leaves the guest screens for another page; the remembered origin is dropped. */
  leaveTo: (path: string) => void;
}

export interface GuestDialogScreenProps {
  /** Renders the always-open dialog (sign-in or registration) with the actions it needs. */
  renderDialog: (actions: GuestDialogActions) => ReactNode;
}

/**
 * The frame of /login and /register: a dialog over the guests' welcome card. A visitor who is (or
 * becomes) signed in is sent on as after a sign-in.
 */
export function GuestDialogScreen({ renderDialog }: GuestDialogScreenProps) {
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
      {renderDialog({
        auth,
        switchTo: (path) => void navigate(path, { state: location.state }),
        continueAfterSignIn: () => continueAfterSignIn({ replace: true }),
        leaveTo: (path) => void navigate(path),
      })}
    </>
  );
}
