import { rfpKeys, useCreateRfp, useUpdateRfp, workflowKeys } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

// The rfps feature's part of each RFP mutation: keeping the cache current. The calls are the api-client's.

/** createRfp, then the RFP cached, its workflow and every RFP list refetched. */
export function useCreateRfpAndRefresh() {
  const queryClient = useQueryClient();
  return useCreateRfp({
    onSuccess: (rfp) => {
      queryClient.setQueryData(rfpKeys.detail(rfp.id), rfp);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(rfp.workflowId) });
      return queryClient.invalidateQueries({ queryKey: rfpKeys.lists() });
    },
  });
}

/** updateRfp (edit, submit, withdraw), then the RFP kept current, its workflow and every list refetched. */
export function useUpdateRfpAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateRfp({
    onSuccess: (rfp) => {
      queryClient.setQueryData(rfpKeys.detail(rfp.id), rfp);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(rfp.workflowId) });
      return queryClient.invalidateQueries({ queryKey: rfpKeys.lists() });
    },
  });
}
