import { AvatarIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import type { ProfileMenuProps } from '../profile-menu';

let loading: Promise<typeof import('../profile-menu')> | null = null;
function loadProfileMenu() {
  loading ??= import('../profile-menu').catch((error: unknown) => {
    loading = null; // a failed download is tried again on the next attempt
    throw error;
  });
  return loading;
}
const ProfileMenu = lazy(async () => ({ default: (await loadProfileMenu()).ProfileMenu }));

// The keys that open a Radix DropdownMenu from its trigger.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The profile menu without Radix DropdownMenu in the page's first download: the same icon button stands in
 * for its trigger; the pointer or focus reaching it starts the download, and a click or an opening key
 * opens the real menu as soon as it has arrived.
 */
export function DeferredProfileMenu(props: Omit<ProfileMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const warmUp = () => {
    loadProfileMenu().catch(() => {}); // the click tries again and reports its own failure
  };
  const standIn = (
    <IconButton
      variant="soft"
      radius="full"
      aria-label="Profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted}
      data-state="closed"
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      <AvatarIcon width="18" height="18" aria-hidden />
    </IconButton>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProfileMenu {...props} defaultOpen />
    </Suspense>
  );
}
