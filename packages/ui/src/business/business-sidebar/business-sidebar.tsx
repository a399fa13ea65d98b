// Each icon is its own module in the chunk of the screens that use it (vite.radix-icons.ts,
// docs/adr/0053-each-icon-in-its-own-module.md).
import {
  ActivityLogIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ComponentInstanceIcon,
  CubeIcon,
  DashboardIcon,
  FileTextIcon,
  GearIcon,
  PersonIcon,
} from '@radix-ui/react-icons';
import { Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { type CSSProperties, type ReactElement, type ReactNode, useEffect, useId, useState } from 'react';
import { type Role, roleLabel } from '../../primitives/role-badge';

/** Which icon a sidebar group shows (and alone shows when the sidebar is collapsed). */
export type SidebarIcon = 'dashboard' | 'analytics' | 'products' | 'robotics' | 'rfps' | 'team' | 'settings';

/** One link of the sidebar. */
export interface SidebarLink {
  /** The words on the link, e.g. 'Catalog'. */
  label: string;
  /** Where it leads, e.g. '/business/products/catalog'. */
  href: string;
}

/** A group of the sidebar: a single link (`href`) or a heading over `items` that expands and collapses. */
export interface SidebarGroup {
  /** The group's name, e.g. 'Product Management'. */
  label: string;
  /** The group's icon, which alone stands for it when the sidebar is collapsed. */
  icon: SidebarIcon;
  /** A group that is one link leads here. */
  href?: string;
  /** A group with links lists them under a toggle. */
  items?: readonly SidebarLink[];
}

/** What `renderLink` receives: spread it all onto the link element. */
export interface SidebarRenderLink {
  /** Where the link leads. */
  href: string;
  /** The icon and, unless collapsed, the label. */
  children: ReactNode;
  /** The link's look (current place highlighted); keep it on the element. */
  style: CSSProperties;
  /** 'page' on the link to the current place. */
  'aria-current'?: 'page';
  /** The label, for a collapsed sidebar whose links show only icons. */
  'aria-label'?: string;
  /** The label as a tooltip, when collapsed. */
  title?: string;
}

/** The signed-in user shown at the sidebar's foot. */
export interface SidebarUser {
  /** Shown in full, and its first letter as the user's initial. */
  email: string;
  /** Shown by name ('Parent Dealership'). */
  role: Role;
}

export interface BusinessSidebarProps {
  /** The groups, in order. The app passes only links to screens that exist. */
  groups: readonly SidebarGroup[];
  /** The path of the page shown; its link gets aria-current="page" and its group starts expanded. */
  currentPath?: string;
  /** The signed-in user: initial, e-mail and role name. */
  user: SidebarUser;
  /** Renders a link (a router link in an app); it must pass on every prop. Defaults to a plain `<a href>`. */
  renderLink?: (link: SidebarRenderLink) => ReactElement;
  /** Starts collapsed to icons; by default it starts collapsed only on a window narrower than 768 px. */
  defaultCollapsed?: boolean;
}

const ICONS: Record<SidebarIcon, ReactElement> = {
  dashboard: <DashboardIcon aria-hidden />,
  analytics: <ActivityLogIcon aria-hidden />,
  products: <CubeIcon aria-hidden />,
  robotics: <ComponentInstanceIcon aria-hidden />,
  rfps: <FileTextIcon aria-hidden />,
  team: <PersonIcon aria-hidden />,
  settings: <GearIcon aria-hidden />,
};

/** The width under which the sidebar folds to icons by itself (product-spec §9). */
export const SIDEBAR_AUTO_COLLAPSE_PX = 768;
const NARROW_QUERY = `(max-width: ${SIDEBAR_AUTO_COLLAPSE_PX - 0.02}px)`;

function isNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY).matches
    : false;
}

const plainLink = ({ href, children, ...rest }: SidebarRenderLink) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

const LINK_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-2)',
  borderRadius: 'var(--radius-2)',
  color: 'var(--gray-12)',
  textDecoration: 'none',
  minHeight: 36,
};
const CURRENT_STYLE: CSSProperties = { ...LINK_STYLE, background: 'var(--accent-a4)', fontWeight: 600 };
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * The business dashboard's sidebar (product-spec §2 Dashboard): its groups of links, a toggle that
 * collapses it to icons (it collapses by itself when the window is narrower than 768 px), groups that
 * expand and collapse, and the user's initial, e-mail and role at its foot.
 */
export function BusinessSidebar({
  groups,
  currentPath,
  user,
  renderLink = plainLink,
  defaultCollapsed,
}: BusinessSidebarProps) {
  const [collapsed, setCollapsed] = useState(() => defaultCollapsed ?? isNarrow());
  const idPrefix = useId();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      groups.map((group) => [group.label, group.items?.some((item) => item.href === currentPath) ?? false]),
    ),
  );

  useEffect(() => {
    if (defaultCollapsed !== undefined || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const follow = () => setCollapsed(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [defaultCollapsed]);

  const link = (href: string, label: string, icon: ReactElement | null) =>
    renderLink({
      href,
      style: href === currentPath ? CURRENT_STYLE : LINK_STYLE,
      ...(href === currentPath ? { 'aria-current': 'page' as const } : {}),
      ...(collapsed ? { 'aria-label': label, title: label } : {}),
      children: (
        <>
          {icon}
          {!collapsed && <Text size="2">{label}</Text>}
        </>
      ),
    });

  const initial = user.email.trim().charAt(0).toUpperCase() || '?';
  return (
    <Flex
      direction="column"
      gap="3"
      p="2"
      data-collapsed={collapsed || undefined}
      style={{
        width: collapsed ? 56 : 240,
        flexShrink: 0,
        borderRight: '1px solid var(--gray-a5)',
        transition: 'width 150ms',
        minHeight: '100%',
      }}
      asChild
    >
      <nav aria-label="Business">
        <Flex justify={collapsed ? 'center' : 'end'}>
          <IconButton
            variant="ghost"
            color="gray"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <ArrowRightIcon aria-hidden /> : <ArrowLeftIcon aria-hidden />}
          </IconButton>
        </Flex>
        <ul style={{ ...LIST, display: 'flex', flexDirection: 'column', gap: 'var(--space-1)', flexGrow: 1 }}>
          {groups.map((group, index) => {
            const items = group.items ?? [];
            if (items.length === 0 || (collapsed && group.href)) {
              const href = group.href ?? items[0]?.href;
              return href ? <li key={group.label}>{link(href, group.label, ICONS[group.icon])}</li> : null;
            }
            if (collapsed) {
              // Folded to icons: the group's icon leads to its first link.
              const first = items[0];
              return first ? (
                <li key={group.label}>{link(first.href, group.label, ICONS[group.icon])}</li>
              ) : null;
            }
            const listId = `${idPrefix}-group-${index}`;
            const expanded = open[group.label] ?? false;
            return (
              <li key={group.label}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpen((current) => ({ ...current, [group.label]: !expanded }))}
                  style={{
                    ...LINK_STYLE,
                    width: '100%',
                    background: 'none',
                    border: 0,
                    cursor: 'pointer',
                    font: 'inherit',
                  }}
                >
                  {ICONS[group.icon]}
                  <Text size="2" style={{ flexGrow: 1, textAlign: 'left' }}>
                    {group.label}
                  </Text>
                  {expanded ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
                </button>
                <ul id={listId} hidden={!expanded} style={{ ...LIST, paddingLeft: 'var(--space-5)' }}>
                  {items.map((item) => (
                    <li key={item.href}>{link(item.href, item.label, null)}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <Flex
          align="center"
          gap="2"
          p="1"
          title={collapsed ? `${user.email} · ${roleLabel(user.role)}` : undefined}
        >
          <Flex
            aria-hidden
            align="center"
            justify="center"
            flexShrink="0"
            data-initial
            style={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              background: 'var(--accent-a4)',
              color: 'var(--accent-12)',
              fontWeight: 600,
            }}
          >
            {initial}
          </Flex>
          {collapsed ? (
            <VisuallyHidden>
              {user.email}, {roleLabel(user.role)}
            </VisuallyHidden>
          ) : (
            <Flex direction="column" minWidth="0">
              <Text size="2" weight="medium" truncate>
                {user.email}
              </Text>
              <Text size="1" color="gray">
                {roleLabel(user.role)}
              </Text>
            </Flex>
          )}
        </Flex>
      </nav>
    </Flex>
  );
}
