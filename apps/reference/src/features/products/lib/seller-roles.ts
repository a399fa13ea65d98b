import { type SellerRole, sellerRoleValues } from '@robomarket/api-client/enums';

/**
 * Whether a user with this role manages products rather than browsing the catalogue: the contract's seller
 * roles (DESIGN §3); the server refuses the others' products.
 */
export function isSellerRole(role: string): role is SellerRole {
  return sellerRoleValues.some((sellerRole) => sellerRole === role);
}
