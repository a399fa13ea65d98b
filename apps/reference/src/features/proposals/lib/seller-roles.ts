import { type SellerRole, sellerRoleValues } from '@robomarket/api-client/enums';

/** Whether this role answers RFPs: the contract's seller roles (DESIGN §3). */
export function isSellerRole(role: string): role is SellerRole {
  return sellerRoleValues.some((sellerRole) => sellerRole === role);
}
