import { useCreateProposal, workflowKeys } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A seller's answer to an RFP (product-spec §6, §7): one request. The server invites a seller answering a
 * marketplace RFP as part of its first proposal, and refuses a seller that may not answer.
 */
export function useSubmitProposal() {
  const queryClient = useQueryClient();
  return useCreateProposal({
    onSuccess: (proposal) =>
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(proposal.workflowId) }),
  });
}
