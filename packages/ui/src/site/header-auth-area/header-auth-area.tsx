import { Button, Flex, Text } from '@radix-ui/themes';
import type { Role } from '../../primitives/role-badge';
import type { ProfileMenuItem } from '../profile-menu';
import { DeferredProfileMenu } from './deferred-profile-menu';

/** The signed-in user as the header needs it. */
export interface HeaderUser {
  email: string;
  role: Role;
}

export interface HeaderAuthAreaProps {
  /** The signed-in user, or null/undefined for a guest. */
  user?: HeaderUser | null;
  /** Called by the 'Sign In' button; the app opens the sign-in dialog. */
  onSignIn: () => void;
  /** Called by the 'Register' button; the app opens the register dialog. */
  onRegister: () => void;
  /** Called with a path chosen in the profile menu. */
  onNavigate: (path: string) => void;
  /** Called when the user chooses 'Sign Out'. */
  onSignOut: () => void;
  /** Where the profile menu is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
  /** The profile menu's destinations above Sign Out; defaults to the full list of product-spec §2. */
  menuItems?: ReadonlyArray<ProfileMenuItem>;
}

/**
 * The header's account corner (product-spec §2): a welcome and profile menu, or sign-in and register buttons.
 * On a phone (under 640 px) the welcome is for screen readers only, so the corner is just the menu's icon.
 */
export function HeaderAuthArea({
  user,
  onSignIn,
  onRegister,
  onNavigate,
  onSignOut,
  container,
  menuItems,
}: HeaderAuthAreaProps) {
  if (user) {
    return (
      <Flex align="center" gap="3">
        {/* Under 640 px of viewport only screen readers read it (robomarket.css); the menu shows the e-mail. */}
        <Text size="2" className="rm-HeaderAuthArea-welcome">
          Welcome, {user.email}
        </Text>
        <DeferredProfileMenu
          email={user.email}
          onNavigate={onNavigate}
          onSignOut={onSignOut}
          container={container}
          items={menuItems}
        />
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray">
        You are not logged in.
      </Text>
      <Button variant="soft" onClick={onSignIn}>
        Sign In
      </Button>
      <Button onClick={onRegister}>Register</Button>
    </Flex>
  );
}
