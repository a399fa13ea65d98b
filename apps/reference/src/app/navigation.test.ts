import type { HeaderUser } from '@robomarket/ui';
import { describe, expect, it } from 'vitest';
import {
  aboutEntry,
  currentEntry,
  logoTarget,
  type NavEntry,
  policyEntries,
  primaryNavEntries,
  profileMenuEntries,
  secondaryNavEntries,
  visibleEntries,
} from './navigation';

const customer = { email: 'ada@example.com', role: 'customer' as const };
const dealer = { email: 'hedy@example.com', role: 'dealer' as const };

describe('navigation entries', () => {
  it('shows only built screens: Home, Dashboard, Workflows, the RFP Marketplace, Payments, and My Products for sellers', () => {
    expect(visibleEntries(primaryNavEntries, customer).map((entry) => entry.label)).toEqual([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
    ]);
    expect(visibleEntries(primaryNavEntries, dealer).map((entry) => entry.label)).toEqual([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
      'My Products',
    ]);
    expect(visibleEntries(primaryNavEntries, { ...dealer, role: 'admin' }).map((e) => e.label)).toEqual([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
    ]);
    expect(visibleEntries(profileMenuEntries, customer).map((entry) => entry.label)).toEqual([
      'Home',
      'Dashboard',
      'Create Workflow',
      'RFP Marketplace',
      'Payments',
      'Messages',
      'Account Settings',
      'Business Settings',
    ]);
    // A seller's own money: Payouts, after Payments.
    expect(visibleEntries(profileMenuEntries, dealer).map((entry) => entry.label)).toEqual([
      'Home',
      'Dashboard',
      'Create Workflow',
      'RFP Marketplace',
      'Payments',
      'Payouts',
      'Messages',
      'Account Settings',
      'Business Settings',
    ]);
  });

  it('shows Disputes in the profile menu to platform admins only', () => {
    const labels = (role: HeaderUser['role']) =>
      visibleEntries(profileMenuEntries, { ...customer, role }).map((entry) => entry.label);
    expect(labels('admin')).toContain('Disputes');
    expect(labels('customer')).not.toContain('Disputes');
    expect(labels('dealer')).not.toContain('Disputes');
    expect(profileMenuEntries.find((entry) => entry.label === 'Disputes')?.to).toBe('/admin/disputes');
  });

  it('shows Jobs (the dead-letter list) in the profile menu to platform admins only', () => {
    const labels = (role: HeaderUser['role']) =>
      visibleEntries(profileMenuEntries, { ...customer, role }).map((entry) => entry.label);
    expect(labels('admin')).toContain('Jobs');
    expect(labels('customer')).not.toContain('Jobs');
    expect(labels('dealer')).not.toContain('Jobs');
    expect(profileMenuEntries.find((entry) => entry.label === 'Jobs')?.to).toBe('/admin/jobs');
  });

  it('lists the unbuilt screens of the spec, hidden until built', () => {
    const hidden = (entries: readonly NavEntry[]) => entries.filter((e) => !e.built).map((e) => e.label);
    // Issue 12 built the last of them, the payment history.
    expect(hidden(primaryNavEntries)).toEqual([]);
    expect(hidden(profileMenuEntries)).toEqual([]);
    // Issue 11 built every marketplace section; guests see them and browse them too (ADR 0103).
    expect(visibleEntries(secondaryNavEntries, null).map((entry) => entry.to)).toEqual([
      '/browse',
      '/categories',
      '/deals',
      '/trending',
      '/new',
      '/sell',
    ]);
    // Issue 14 built the about page and the policies.
    expect(visibleEntries([aboutEntry, ...policyEntries], null).map((entry) => entry.to)).toEqual([
      '/about',
      '/policy/terms',
      '/policy/privacy',
      '/policy/accessibility',
      '/policy/cookies',
    ]);
  });

  it('a built entry shows', () => {
    const browse = { label: 'Browse', to: '/browse', built: true };
    expect(visibleEntries([browse], null)).toEqual([browse]);
  });

  it('finds the current place, including the other addresses of My Products', () => {
    expect(currentEntry(primaryNavEntries, '/home')?.label).toBe('Home');
    expect(currentEntry(primaryNavEntries, '/home/')?.label).toBe('Home');
    expect(currentEntry(primaryNavEntries, '/business/products/pricing')?.label).toBe('My Products');
    expect(currentEntry(primaryNavEntries, '/product/42')).toBeUndefined();
    expect(currentEntry(primaryNavEntries, '/dashboard')?.label).toBe('Dashboard');
    expect(currentEntry(primaryNavEntries, '/business')?.label).toBe('Dashboard');
    expect(currentEntry(primaryNavEntries, '/business/dashboard')?.label).toBe('Dashboard');
    expect(currentEntry(primaryNavEntries, '/business/settings')).toBeUndefined();
  });

  it('the logo leads a signed-in user Home and a guest to the landing page', () => {
    expect(logoTarget(customer)).toBe('/home');
    expect(logoTarget(null)).toBe('/');
  });
});
