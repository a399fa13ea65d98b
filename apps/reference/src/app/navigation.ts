import { isSellerRole } from '@robomarket/api-client/enums';
import type { HeaderUser } from '@robomarket/ui';

/*
 * Every link of the app shell, in one place: the primary navigation, the profile menu, the secondary
 * navigation and the footer. Links to screens that are not built yet are not shown (issue 8): an entry
 * whose screen is missing says `built: false`, and the issue that builds the screen flips it to true (and
 * gives the route its title with usePageTitle). docs/architecture.md "App shell" describes the steps.
 */

/** One link of the shell. */
export interface NavEntry {
  /** The words on the link (product-spec §2's wording where it names one). */
  label: string;
  /** Where it leads. */
  to: string;
  /** Whether the screen exists. Links to screens not built yet are not shown. */
  built: boolean;
  /** Only for the seller roles (dealer, parent and child dealerships), e.g. My Products. */
  sellersOnly?: boolean;
  /** Only for platform admins (role `admin`), e.g. Disputes. */
  adminsOnly?: boolean;
  /** Other paths on which this entry is the current place (e.g. the other addresses of My Products). */
  alsoCurrentOn?: RegExp;
}

/** The signed-in user's main destinations, in order (issue 8 §1). */
export const primaryNavEntries: readonly NavEntry[] = [
  { label: 'Home', to: '/home', built: true },
  // The one dashboard screen is also at /business and /business/dashboard (product-spec §2).
  { label: 'Dashboard', to: '/dashboard', built: true, alsoCurrentOn: /^\/business(\/dashboard)?$/ },
  // Every deal of the user, active and finished (issue 25); a workflow's own page counts as in it.
  { label: 'Workflows', to: '/workflows', built: true, alsoCurrentOn: /^\/workflow\/(?!new$)[^/]+$/ },
  { label: 'RFP Marketplace', to: '/rfp/marketplace', built: true },
  { label: 'Payments', to: '/payments', built: true },
  {
    label: 'My Products',
    to: '/business/products',
    built: true,
    sellersOnly: true,
    alsoCurrentOn: /^\/business\/products\/(catalog|inventory|pricing)$/,
  },
];

/** The profile menu's destinations above Sign Out (product-spec §2, plus Home and Business Settings). */
export const profileMenuEntries: readonly NavEntry[] = [
  { label: 'Home', to: '/home', built: true },
  { label: 'Dashboard', to: '/dashboard', built: true },
  { label: 'Create Workflow', to: '/workflow/new', built: true },
  { label: 'RFP Marketplace', to: '/rfp/marketplace', built: true },
  { label: 'Payments', to: '/payments', built: true },
  { label: 'Payouts', to: '/business/payouts', built: true, sellersOnly: true },
  // Conversations about products before an offer (ADR 0088).
  { label: 'Messages', to: '/messages', built: true },
  { label: 'Account Settings', to: '/account-settings', built: true },
  { label: 'Business Settings', to: '/business/settings', built: true },
  { label: 'Disputes', to: '/admin/disputes', built: true, adminsOnly: true },
  { label: 'Jobs', to: '/admin/jobs', built: true, adminsOnly: true },
];

/** The marketplace sections of the secondary navigation (product-spec §2), in menu order. */
export const secondaryNavEntries: readonly NavEntry[] = [
  { label: 'Browse', to: '/browse', built: true },
  { label: 'Categories', to: '/categories', built: true },
  { label: 'Deals', to: '/deals', built: true },
  { label: 'Trending', to: '/trending', built: true },
  { label: 'New', to: '/new', built: true },
  { label: 'Sell Robot', to: '/sell', built: true },
];

/** The footer's About Us link (product-spec §2). */
export const aboutEntry: NavEntry = { label: 'About Us', to: '/about', built: true };

/** The footer's policy buttons (product-spec §2). */
export const policyEntries: readonly NavEntry[] = [
  { label: 'Terms of Service', to: '/policy/terms', built: true },
  { label: 'Privacy Policy', to: '/policy/privacy', built: true },
  { label: 'Accessibility', to: '/policy/accessibility', built: true },
  { label: 'Cookie Settings', to: '/policy/cookies', built: true },
];

/** The entries this user may see: built screens only, seller entries only for sellers, admin ones for admins. */
export function visibleEntries(entries: readonly NavEntry[], user?: HeaderUser | null): NavEntry[] {
  return entries.filter(
    (entry) =>
      entry.built &&
      (!entry.sellersOnly || (user && isSellerRole(user.role))) &&
      (!entry.adminsOnly || user?.role === 'admin'),
  );
}

/** The entry for the page at `pathname`, if one of `entries` is the current place. */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return entries.find((entry) => entry.to === path || entry.alsoCurrentOn?.test(path));
}

/** Where the logo leads: a signed-in user's Home, a guest's landing page (issue 8 §1). */
export function logoTarget(user?: HeaderUser | null): string {
  return user ? '/home' : '/';
}
