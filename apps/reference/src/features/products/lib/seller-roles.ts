import type { components } from '@robomarket/api-client';

type SellerRole = components['schemas']['SellerRole'];

/** The roles that sell and so manage their own products (DESIGN §3); the server refuses the others' products. */
export const SELLER_ROLES: readonly SellerRole[] = ['dealer', 'parent_dealership', 'child_dealership'];

/** Whether a user with this role manages products rather than browsing the catalogue. */
export function isSellerRole(role: string): role is SellerRole {
  return (SELLER_ROLES as readonly string[]).includes(role);
}
