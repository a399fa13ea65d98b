import { useReviseProposal as useReviseProposalMutation, workflowKeys } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A seller's revision of its pending proposal; the workflow is read again after it (its proposals live under
 * its key).
 */
export function useReviseProposal() {
  const queryClient = useQueryClient();
  return useReviseProposalMutation({
    onSuccess: (proposal) =>
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(proposal.workflowId) }),
  });
}
