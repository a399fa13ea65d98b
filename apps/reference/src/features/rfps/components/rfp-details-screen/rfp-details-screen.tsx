import { getWorkflowQueryOptions, useApiClient, useGetRfp } from '@robomarket/api-client/react';
import { RfpDetails } from '@robomarket/ui';
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../lib/render-router-link';
import { rfpStatusOf } from '../../lib/rfp-load';

export interface RfpDetailsScreenProps {
  /** The RFP's id, from the address. */
  rfpId: string;
  /** The signed-in user's id: only the workflow's buyer gets Edit RFP and Submit RFP. */
  userId: string;
}

/** /rfp/details/{id} (product-spec §2 RFP details, §8): the RFP and its states. */
export function RfpDetailsScreen({ rfpId, userId }: RfpDetailsScreenProps) {
  const query = useGetRfp(rfpId);
  // The workflow says who its buyer is; only the buyer may edit or submit (the server checks it too).
  const workflow = useQuery({
    ...getWorkflowQueryOptions(useApiClient(), query.data?.workflowId ?? ''),
    enabled: Boolean(query.data),
  });
  return (
    <RfpDetails
      status={rfpStatusOf(query)}
      rfp={query.data}
      error={failureText(query.error, 'Failed to fetch RFP data')}
      onRetry={() => void query.refetch()}
      renderLink={renderRouterLink}
      canManage={workflow.data?.buyerId === userId}
    />
  );
}
