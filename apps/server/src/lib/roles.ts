import { type SellerRole, sellerRoleValues, type UserRole } from '@robomarket/api-client/enums';
import type { AuthUser } from './current-user.ts';

const sellerRoles: ReadonlySet<UserRole> = new Set(sellerRoleValues);

/** Whether a role sells (the contract's `SellerRole`): sellers list products and answer RFPs. */
export const isSellerRole = (role: UserRole): role is SellerRole => sellerRoles.has(role);

/** Whether the caller is the platform operator, who may see and change what belongs to anyone. */
export const isPlatformAdmin = (user: AuthUser): boolean => user.role === 'admin';
