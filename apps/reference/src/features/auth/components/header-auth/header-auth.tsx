import { Flex } from '@radix-ui/themes';
import { HeaderAuthArea, type ProfileMenuItem } from '@robomarket/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { originOf, useContinueAfterSignIn } from '../../lib/origin';
import { useAuth } from '../../session/use-auth';
import type { HeaderDialog } from './header-dialogs';
import { HeaderDialogsPending } from './header-dialogs-pending';
import { LazyHeaderDialogs, preloadHeaderDialogs } from './lazy-header-dialogs';
import { useWarmUpOnIntent } from './use-warm-up';

const BusinessSwitcherSlot = lazy(async () => ({
  default: (await import('./business-switcher-slot')).BusinessSwitcherSlot,
}));

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

// The public catalogue's pages (ADR 0103): a visitor who signs in from the header there stays on the page
// (product-spec §2: back to the page they came from) instead of going to /home.
const CATALOGUE_PAGE = /^\/(browse|categories|deals|trending|new|sell|product\/[^/]+)\/?$/;

function warmUpDialogs() {
  // A failed early download is not an error yet: the click tries again and shows its own failure.
  preloadHeaderDialogs().catch(() => {});
}

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
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  // The dialogs' chunk is fetched on the first click; once asked for, it stays mounted (closed dialogs
  // render nothing), so a second opening does not wait.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const usePages = linkToPages || DIALOG_PAGES.has(location.pathname);
  // The pointer or keyboard focus nearing the buttons starts the download before the click.
  useWarmUpOnIntent(area, auth.status === 'signed-out' && !usePages, warmUpDialogs);

  if (auth.status === 'loading') return null;

  const afterSignIn = () => {
    if (originOf(location.state) === null && CATALOGUE_PAGE.test(location.pathname)) return;
    continueAfterSignIn();
  };

  const open = (which: HeaderDialog) => {
    if (usePages) {
      // Keep the remembered origin when moving between the two pages.
      const state = DIALOG_PAGES.has(location.pathname) ? location.state : undefined;
      void navigate(which === 'sign-in' ? '/login' : '/register', { state });
    } else {
      setDialogsWanted(true);
      setDialog(which);
    }
  };

  return (
    <Flex ref={area} className="header-auth" align="center" gap="4" wrap="wrap">
      {auth.user && auth.memberships.length > 1 && (
        <Suspense fallback={null}>
          <BusinessSwitcherSlot />
        </Suspense>
      )}
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
      {dialogsWanted ? (
        <Suspense fallback={dialog ? <HeaderDialogsPending dialog={dialog} /> : null}>
          <LazyHeaderDialogs dialog={dialog} onChange={setDialog} onSignedIn={afterSignIn} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
