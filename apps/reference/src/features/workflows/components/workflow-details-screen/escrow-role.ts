import type { components } from '@robomarket/api-client';
import type { EscrowRole } from '@robomarket/ui';

type Workflow = components['schemas']['Workflow'];

/**
 * The viewer's part in the deal: the buyer pays, the chosen seller starts the order, anyone else watches
 * (a member without the role included).
 */
export function escrowRoleOf(
  workflow: Pick<Workflow, 'buyerId' | 'sellerId' | 'access'>,
  userId: string,
): EscrowRole {
  // The business acts (ADR 0089): the server says whether the user acts for the buyer or the chosen seller.
  const { access } = workflow;
  if (access) {
    if (access.actsForBuyer) return 'buyer';
    const chosen = workflow.sellerId !== null && workflow.sellerId === access.sellerPartyId;
    return chosen && access.actsForSeller ? 'seller' : 'viewer';
  }
  if (workflow.buyerId === userId) return 'buyer';
  if (workflow.sellerId !== null && workflow.sellerId === userId) return 'seller';
  return 'viewer';
}
