import type { BusinessRole } from '@robomarket/api-client/enums';
import type { Membership } from '../api/types';

/**
 * The membership the user acts for (ADR 0090): the business they joined first, as the server decides when
 * they have not chosen one; undefined for a user without a business (a customer acting for themselves).
 */
export const actingMembership = (memberships: readonly Membership[]): Membership | undefined =>
  memberships[0];

/** Whether the acting membership holds `role`; a user without a business acts with every right. */
export function actsWithRole(memberships: readonly Membership[], role: BusinessRole): boolean {
  const acting = actingMembership(memberships);
  return acting === undefined || acting.roles.includes(role);
}

/**
 * Whether the user acts for the owner of work owned by `businessId` (else by the user `userId`): a member of
 * its business, or the user themselves for work of no business.
 */
export function actsForOwner(
  memberships: readonly Membership[],
  userId: string,
  owner: { businessId?: string | null | undefined; userId: string },
): boolean {
  if (owner.businessId == null) return owner.userId === userId;
  return actingMembership(memberships)?.business_id === owner.businessId;
}
