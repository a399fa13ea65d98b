import { type BusinessRole, isSellerRole } from '@robomarket/api-client/enums';
import type { HeaderUser, SidebarGroup, SidebarIcon } from '@robomarket/ui';
import { type NavEntry, primaryNavEntries, profileMenuEntries } from './navigation';

/*
 * The business sidebar of the dashboard (product-spec §2 Dashboard), in the spec's order and wording. As in
 * navigation.ts, links to screens that are not built are not shown: each entry says `built`, and a group
 * with nothing built is left out. The issue that builds a screen flips its entry here.
 */

interface SidebarEntry extends NavEntry {
  /** The group it belongs to; an entry without one is a group of its own. */
  group?: string;
  /** Only for members holding one of these roles in the business they act for (e.g. APPROVER). */
  memberRoles?: readonly BusinessRole[];
}

interface SidebarGroupEntry {
  label: string;
  icon: SidebarIcon;
  entries: readonly SidebarEntry[];
}

/** Every group and link of the spec's sidebar, with whether its screen exists. */
export const businessSidebarEntries: readonly SidebarGroupEntry[] = [
  {
    label: 'Dashboard',
    icon: 'dashboard',
    entries: [{ label: 'Dashboard', to: '/business/dashboard', built: true }],
  },
  {
    label: 'Analytics',
    icon: 'analytics',
    entries: [
      { label: 'Performance', to: '/business/analytics/performance', built: false },
      { label: 'Finance', to: '/business/analytics/finance', built: false },
      { label: 'Reports', to: '/business/analytics/reports', built: false },
      { label: 'Payouts', to: '/business/payouts', built: true, sellersOnly: true },
    ],
  },
  {
    label: 'Product Management',
    icon: 'products',
    entries: [
      { label: 'All products', to: '/business/products', built: true, sellersOnly: true },
      { label: 'Catalog', to: '/business/products/catalog', built: true, sellersOnly: true },
      { label: 'Inventory', to: '/business/products/inventory', built: true, sellersOnly: true },
      { label: 'Pricing', to: '/business/products/pricing', built: true, sellersOnly: true },
    ],
  },
  {
    label: 'Robotics',
    icon: 'robotics',
    entries: [
      { label: 'Fleet', to: '/business/robots/fleet', built: true },
      { label: 'Maintenance', to: '/business/robots/maintenance', built: true },
    ],
  },
  {
    label: 'RFP Management',
    icon: 'rfps',
    entries: [{ label: 'RFP Management', to: '/business/rfps', built: true }],
  },
  {
    label: 'Approvals',
    icon: 'rfps',
    entries: [{ label: 'Approvals', to: '/business/approvals', built: true, memberRoles: ['APPROVER'] }],
  },
  { label: 'Team', icon: 'team', entries: [{ label: 'Team', to: '/business/team', built: true }] },
  {
    label: 'Settings',
    icon: 'settings',
    entries: [
      // The audit log sits beside security (ADR 0092).
      { label: 'Businesses', to: '/business/settings', built: true },
      { label: 'Account', to: '/business/settings/account', built: true },
      { label: 'Notifications', to: '/business/settings/notifications', built: true },
      { label: 'Security', to: '/business/settings/security', built: true },
      { label: 'Audit log', to: '/business/settings/audit', built: true },
      { label: 'Approvals', to: '/business/settings/approvals', built: true, memberRoles: ['ADMIN'] },
    ],
  },
];

function shown(
  entry: SidebarEntry,
  user: HeaderUser | null | undefined,
  roles: readonly BusinessRole[],
): boolean {
  const byRole = entry.memberRoles === undefined || entry.memberRoles.some((role) => roles.includes(role));
  return entry.built && byRole && (!entry.sellersOnly || Boolean(user && isSellerRole(user.role)));
}

/**
 * The sidebar's groups for this user, with their `roles` in the business they act for: built screens only;
 * a group of one entry is a single link.
 */
export function sidebarGroupsFor(
  user: HeaderUser | null | undefined,
  roles: readonly BusinessRole[] = [],
): SidebarGroup[] {
  return businessSidebarEntries.flatMap((group): SidebarGroup[] => {
    const entries = group.entries.filter((entry) => shown(entry, user, roles));
    if (entries.length === 0) return [];
    const [only] = entries;
    if (only && group.entries.length === 1) return [{ label: group.label, icon: group.icon, href: only.to }];
    return [
      {
        label: group.label,
        icon: group.icon,
        items: entries.map((entry) => ({ label: entry.label, href: entry.to })),
      },
    ];
  });
}

/** Whether a path the app links to leads to a built screen, by the shell's lists (hash and query ignored). */
export function isBuiltPath(href: string): boolean {
  const path = href.replace(/[?#].*$/, '');
  const entries = [...primaryNavEntries, ...profileMenuEntries];
  const matches = entries.filter((entry) => entry.to.replace(/[?#].*$/, '') === path);
  return matches.length > 0 && matches.some((entry) => entry.built);
}
