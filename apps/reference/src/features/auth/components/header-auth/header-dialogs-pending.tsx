import { Spinner, VisuallyHidden } from '@radix-ui/themes';
import type { HeaderDialog } from './header-dialogs';
import './header-dialogs-pending.css';

const NAMES: Record<HeaderDialog, string> = { 'sign-in': 'Sign In', register: 'Register' };

/**
 * Shown between the first click on Sign In or Register and the arrival of the dialogs' code: a dimmed page
 * with a spinner where the dialog will appear. Focus stays on the clicked button, so the dialog takes it
 * from there and gives it back on closing, as when its code was already loaded.
 */
export function HeaderDialogsPending({ dialog }: { dialog: HeaderDialog }) {
  return (
    <div className="header-dialogs-pending" role="status">
      <Spinner size="3" />
      <VisuallyHidden>Opening {NAMES[dialog]}…</VisuallyHidden>
    </div>
  );
}
