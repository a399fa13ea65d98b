import {
  AvatarIcon,
  DashboardIcon,
  ExitIcon,
  FileTextIcon,
  GearIcon,
  PlusCircledIcon,
  ReaderIcon,
} from '@radix-ui/react-icons';
import { DropdownMenu, IconButton, Text } from '@radix-ui/themes';
import type { ReactElement } from 'react';

/** One destination in the profile menu. */
export interface ProfileMenuItem {
  /** The words on the item, e.g. 'Account Settings'. */
  label: string;
  /** The path passed to `onNavigate`, e.g. '/account-settings'. */
  path: string;
  /** A decorative icon before the label (mark it aria-hidden). */
  icon?: ReactElement;
}

/** The destinations of the profile menu, in the order product-spec §2 lists them. */
export const PROFILE_MENU_ITEMS: ReadonlyArray<ProfileMenuItem> = [
  { label: 'Dashboard', path: '/dashboard', icon: <DashboardIcon aria-hidden /> },
  { label: 'Create Workflow', path: '/workflow/new', icon: <PlusCircledIcon aria-hidden /> },
  { label: 'RFP Marketplace', path: '/rfp/marketplace', icon: <FileTextIcon aria-hidden /> },
  { label: 'Payments', path: '/payments', icon: <ReaderIcon aria-hidden /> },
  { label: 'Account Settings', path: '/account-settings', icon: <GearIcon aria-hidden /> },
];

export interface ProfileMenuProps {
  /** The signed-in user's e-mail, shown at the top of the menu. */
  email: string;
  /** Called with the chosen item's path, e.g. '/dashboard'; the app navigates. */
  onNavigate: (path: string) => void;
  /** Called when 'Sign Out' is chosen; the app ends the session, goes to / and reloads. */
  onSignOut: () => void;
  /** Where the menu is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
  /** The destinations above Sign Out; an app lists only the screens it has built. Defaults to PROFILE_MENU_ITEMS. */
  items?: ReadonlyArray<ProfileMenuItem>;
  /** Opens the menu when it mounts, e.g. when it replaces a stand-in button that was just clicked. */
  defaultOpen?: boolean;
}

/** The signed-in user's menu: an icon button opening links to the main areas and Sign Out. */
export function ProfileMenu({
  email,
  onNavigate,
  onSignOut,
  container,
  items = PROFILE_MENU_ITEMS,
  defaultOpen = false,
}: ProfileMenuProps) {
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden, which breaks inside a
    // widget's shadow root, and a header menu has no reason to trap the page.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <IconButton variant="soft" radius="full" aria-label="Profile menu">
          <AvatarIcon width="18" height="18" aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content container={container} align="end" sideOffset={4}>
        <DropdownMenu.Label>
          {/* The label's own grey is below 4.5:1 contrast; the address is worth reading. */}
          <Text color="gray" highContrast>
            {email}
          </Text>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        {items.map((item) => (
          <DropdownMenu.Item key={item.path} onSelect={() => onNavigate(item.path)}>
            {item.icon}
            {item.label}
          </DropdownMenu.Item>
        ))}
        {items.length > 0 ? <DropdownMenu.Separator /> : null}
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          <ExitIcon aria-hidden />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
