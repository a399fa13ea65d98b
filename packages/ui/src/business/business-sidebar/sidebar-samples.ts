import type { SidebarGroup } from './business-sidebar';

/** Every group of product-spec §2's sidebar, for stories and tests (the app passes only built screens). */
export const FULL_SIDEBAR: SidebarGroup[] = [
  { label: 'Dashboard', icon: 'dashboard', href: '/business/dashboard' },
  {
    label: 'Analytics',
    icon: 'analytics',
    items: [
      { label: 'Performance', href: '/business/analytics/performance' },
      { label: 'Finance', href: '/business/analytics/finance' },
      { label: 'Reports', href: '/business/analytics/reports' },
    ],
  },
  {
    label: 'Product Management',
    icon: 'products',
    items: [
      { label: 'All products', href: '/business/products' },
      { label: 'Catalog', href: '/business/products/catalog' },
      { label: 'Inventory', href: '/business/products/inventory' },
      { label: 'Pricing', href: '/business/products/pricing' },
    ],
  },
  {
    label: 'Robotics',
    icon: 'robotics',
    items: [
      { label: 'Fleet', href: '/business/robots/fleet' },
      { label: 'Maintenance', href: '/business/robots/maintenance' },
    ],
  },
  { label: 'RFP Management', icon: 'rfps', href: '/business/rfps' },
  { label: 'Team', icon: 'team', href: '/business/team' },
  {
    label: 'Settings',
    icon: 'settings',
    items: [
      { label: 'Account', href: '/business/settings/account' },
      { label: 'Notifications', href: '/business/settings/notifications' },
      { label: 'Security', href: '/business/settings/security' },
    ],
  },
];
