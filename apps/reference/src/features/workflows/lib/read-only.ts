import type { components } from '@robomarket/api-client';
import type { ReadOnlyWorkflowNoticeProps } from '@robomarket/ui';

type WorkflowAccess = components['schemas']['WorkflowAccess'];

/**
 * Why the caller only reads a workflow, from the server's `access` (ADR 0089), or undefined when it acts on
 * its side: a member of the buyer's parent business, a buyer-side member without PURCHASER (a VIEWER), or a
 * seller party's member without SALES. The page then hides every action and says why.
 */
export function readOnlyReason(access: WorkflowAccess | undefined): ReadOnlyWorkflowNoticeProps | undefined {
  if (access === undefined) return undefined;
  if (access.parentReader) return { reason: 'parent' };
  if (access.buyerSide && !access.actsForBuyer) return { reason: 'role', neededRole: 'PURCHASER' };
  if (!access.buyerSide && access.sellerPartyId !== null && !access.actsForSeller)
    return { reason: 'role', neededRole: 'SALES' };
  return undefined;
}
