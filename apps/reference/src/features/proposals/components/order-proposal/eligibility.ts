import type { components } from '@robomarket/api-client';
import { isSourcingWorkflowStatus } from '@robomarket/api-client/enums';

type Workflow = components['schemas']['Workflow'];

/**
 * Whether the signed-in user answers this workflow with the order proposal form: a seller, not its buyer, on
 * a direct or custom order that still takes proposals (its sellers see it only when invited), and, where the
 * server says how the user takes part, one who acts for its seller party (SALES; a VIEWER only reads).
 */
export const orderProposalEligible = (
  workflow: Pick<Workflow, 'requestType' | 'buyerId' | 'status' | 'access'>,
  user: { id: string; isSeller: boolean },
): boolean =>
  user.isSeller &&
  (workflow.access === undefined || workflow.access.actsForSeller) &&
  workflow.requestType !== 'RFP' &&
  workflow.buyerId !== user.id &&
  isSourcingWorkflowStatus(workflow.status);
