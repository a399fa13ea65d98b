import { ApiError } from '@robomarket/api-client';
import type { CreateProposalVariables } from '@robomarket/api-client/react';
import { useCreateProposal, useInviteSellers, workflowKeys } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A seller's answer to an RFP (product-spec §6, §7): the seller invites itself to the RFP's workflow, then
 * proposes. A 409 from the invitation (already invited) is passed over: the proposal call then says
 * whether the workflow still takes it. Any other invitation failure stops before the proposal.
 */
export function useSubmitProposal(sellerId: string) {
  const queryClient = useQueryClient();
  const invite = useInviteSellers();
  const create = useCreateProposal({
    onSuccess: (proposal) =>
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(proposal.workflowId) }),
  });
  return {
    isPending: invite.isPending || create.isPending,
    submit: async (variables: CreateProposalVariables) => {
      try {
        await invite.mutateAsync({ workflowId: variables.workflowId, sellerIds: [sellerId] });
      } catch (reason) {
        if (!(reason instanceof ApiError && reason.status === 409)) throw reason;
      }
      return create.mutateAsync(variables);
    },
  };
}
