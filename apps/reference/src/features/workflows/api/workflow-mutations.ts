import {
  approvalKeys,
  dashboardKeys,
  rfpKeys,
  useAcceptProposal,
  useCreateWorkflow,
  useDeleteWorkflow,
  useUploadDocument,
  useWithdrawProposal,
  workflowKeys,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

// The workflows feature's part of each workflow mutation: keeping the cache current. The calls themselves
// are the api-client's (one home per operation); these hooks only add what changes on screen.

/** createWorkflow, then the new workflow cached for its page and every workflow list and figure refetched. */
export function useCreateWorkflowAndRefresh() {
  const queryClient = useQueryClient();
  return useCreateWorkflow({
    onSuccess: (workflow) => {
      queryClient.setQueryData(workflowKeys.detail(workflow.id), workflow);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/**
 * acceptProposal, then the workflow reloaded (product-spec §4: after acceptance the workflow is reloaded)
 * with its proposals, and the lists, figures and RFPs that show its status. The mutation settles once the
 * workflow and its proposals have been fetched again, so the page shows PRICE_AGREED when the button frees.
 */
export function useAcceptProposalAndRefresh() {
  const queryClient = useQueryClient();
  return useAcceptProposal({
    onSuccess: ({ workflow }) => {
      queryClient.setQueryData(workflowKeys.detail(workflow.id), workflow);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: rfpKeys.all });
      // An accept over the buyer's limits made an approval request (ADR 0091).
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      return queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflow.id) });
    },
  });
}

/** uploadDocument, then the workflow (its attachments) and its documents refetched before settling. */
export function useUploadDocumentAndRefresh() {
  const queryClient = useQueryClient();
  return useUploadDocument({
    onSuccess: (_document, { workflowId }) =>
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
  });
}

/** deleteWorkflow (the buyer cancels), then the workflow, its proposals and every list refetched. */
export function useCancelWorkflowAndRefresh() {
  const queryClient = useQueryClient();
  return useDeleteWorkflow({
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      return queryClient.invalidateQueries({ queryKey: workflowKeys.detail(id) });
    },
  });
}

/** withdrawProposal, then the workflow and its proposals fetched again (they live under its key). */
export function useWithdrawProposalAndRefresh() {
  const queryClient = useQueryClient();
  return useWithdrawProposal({
    onSuccess: (proposal) =>
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(proposal.workflowId) }),
  });
}
