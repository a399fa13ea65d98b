import {
  BackpackIcon,
  DashboardIcon,
  FileTextIcon,
  GearIcon,
  HomeIcon,
  PlusCircledIcon,
  ReaderIcon,
} from '@radix-ui/react-icons';
import { type HeaderUser, PrimaryNav, type PrimaryNavLink, type ProfileMenuItem } from '@robomarket/ui';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { currentEntry, primaryNavEntries, profileMenuEntries, visibleEntries } from '../../navigation';

function renderNavLink({ href, children, ...rest }: PrimaryNavLink) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

export interface AppNavProps {
  /** The signed-in user; guests get no primary navigation. */
  user?: HeaderUser | null;
}

/** The primary navigation of the signed-in app (issue 8 §1), with the current place marked. */
export function AppNav({ user }: AppNavProps) {
  const { pathname } = useLocation();
  if (!user) return null;
  const items = visibleEntries(primaryNavEntries, user);
  const current = currentEntry(items, pathname);
  return (
    <PrimaryNav
      items={items.map((entry) => ({ label: entry.label, href: entry.to }))}
      currentHref={current?.to ?? null}
      renderLink={renderNavLink}
    />
  );
}

const PROFILE_ICONS: Record<string, ReactElement> = {
  '/home': <HomeIcon aria-hidden />,
  '/dashboard': <DashboardIcon aria-hidden />,
  '/workflow/new': <PlusCircledIcon aria-hidden />,
  '/rfp/marketplace': <FileTextIcon aria-hidden />,
  '/payments': <ReaderIcon aria-hidden />,
  '/account-settings': <GearIcon aria-hidden />,
  '/business/settings': <BackpackIcon aria-hidden />,
};

/** The profile menu's items for this user: built screens only, with their icons. */
export function profileMenuItems(user?: HeaderUser | null): ProfileMenuItem[] {
  return visibleEntries(profileMenuEntries, user).map((entry) => ({
    label: entry.label,
    path: entry.to,
    icon: PROFILE_ICONS[entry.to],
  }));
}
