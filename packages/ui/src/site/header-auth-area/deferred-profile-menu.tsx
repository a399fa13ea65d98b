import { AvatarIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { loadOnce, useDeferredTrigger } from '../../primitives/deferred';
import type { ProfileMenuProps } from '../profile-menu';

const loadProfileMenu = loadOnce(() => import('../profile-menu'));
const ProfileMenu = lazy(async () => ({ default: (await loadProfileMenu()).ProfileMenu }));

/**
 * The profile menu without Radix DropdownMenu in the page's first download: the same icon button stands in
 * for its trigger; the pointer or focus reaching it starts the download, and a click or an opening key
 * opens the real menu as soon as it has arrived.
 */
export function DeferredProfileMenu(props: Omit<ProfileMenuProps, 'defaultOpen'>) {
  const { wanted, triggerProps } = useDeferredTrigger(loadProfileMenu);
  const standIn = (
    <IconButton
      variant="soft"
      radius="full"
      aria-label="Profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
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
