import { RegisterDialog, SignInDialog } from '@robomarket/ui';
import { useNavigate } from 'react-router';
import { useParentSearch } from '../../api/use-parent-search';
import { toRegisterRequest } from '../../lib/to-register-request';
import { useAuth } from '../../session/use-auth';

export type HeaderDialog = 'sign-in' | 'register';

export interface HeaderDialogsProps {
  /** The dialog shown, or null for none. */
  dialog: HeaderDialog | null;
  /** Shows another dialog, or none. */
  onChange: (dialog: HeaderDialog | null) => void;
  /** Called after a successful sign-in or registration, once the dialog is closed. */
  onSignedIn: () => void;
}

/**
 * The header's Sign In and Register dialogs. They are a chunk of their own, loaded on the first click
 * (or when the pointer or focus nears the buttons), so the landing page does not download Radix's dialog,
 * radio and form code before it is needed (docs/adr/0029-the-first-download.md).
 */
export function HeaderDialogs({ dialog, onChange, onSignedIn }: HeaderDialogsProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const parentSearch = useParentSearch();
  const close = (isOpen: boolean) => {
    if (!isOpen) onChange(null);
  };
  return (
    <>
      <SignInDialog
        open={dialog === 'sign-in'}
        onOpenChange={close}
        onSubmit={async (values) => {
          await auth.signIn(values);
          onChange(null);
          onSignedIn();
        }}
        onSwitchToRegister={() => onChange('register')}
        onForgotPassword={() => {
          onChange(null);
          void navigate('/forgot-password');
        }}
      />
      <RegisterDialog
        open={dialog === 'register'}
        onOpenChange={close}
        onSubmit={async (values) => {
          await auth.register(toRegisterRequest(values));
          onChange(null);
          onSignedIn();
        }}
        onSwitchToSignIn={() => onChange('sign-in')}
        parentSearch={parentSearch}
      />
    </>
  );
}
