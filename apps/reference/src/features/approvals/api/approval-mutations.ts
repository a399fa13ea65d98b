import {
  approvalKeys,
  dashboardKeys,
  useApproveAward,
  useDeclineAward,
  useUpdateApprovalRules,
  workflowKeys,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/** What an approval or a decline changes: the inbox and requests, the workflows and the dashboard figures. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    return queryClient.invalidateQueries({ queryKey: approvalKeys.all });
  };
}

/** approveAward, then the approvals and the workflows refetched before settling. */
export function useApproveAwardAndRefresh() {
  return useApproveAward({ onSuccess: useRefreshAfterDecision() });
}

/** declineAward, then the approvals and the workflows refetched before settling. */
export function useDeclineAwardAndRefresh() {
  return useDeclineAward({ onSuccess: useRefreshAfterDecision() });
}

/** updateApprovalRules, then the rules stored in the cache as saved. */
export function useUpdateApprovalRulesAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateApprovalRules({
    onSuccess: (rules, { id }) => queryClient.setQueryData(approvalKeys.rules(id), rules),
  });
}
