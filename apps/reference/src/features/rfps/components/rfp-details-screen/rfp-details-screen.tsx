import {
  getWorkflowQueryOptions,
  useApiClient,
  useGetRfp,
  useListProposals,
} from '@robomarket/api-client/react';
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

/**
 * /rfp/details/{id} (product-spec §2 RFP details, §8): the RFP and its states, with the proposals the viewer
 * may see (the server gives the buyer's side all, a seller its own) and, for the buyer, a link to compare
 * them on the workflow's page.
 */
export function RfpDetailsScreen({ rfpId, userId }: RfpDetailsScreenProps) {
  const query = useGetRfp(rfpId);
  // The workflow says who its buyer is; only the buyer may edit or submit (the server checks it too).
  const workflow = useQuery({
    ...getWorkflowQueryOptions(useApiClient(), query.data?.workflowId ?? ''),
    enabled: Boolean(query.data),
  });
  const proposals = useListProposals(query.data?.workflowId ?? '', { enabled: Boolean(query.data) });
  const isBuyer = workflow.data?.buyerId === userId;
  return (
    <RfpDetails
      status={rfpStatusOf(query)}
      rfp={query.data}
      error={failureText(query.error, 'Failed to fetch RFP data')}
      onRetry={() => void query.refetch()}
      renderLink={renderRouterLink}
      canManage={isBuyer}
      proposals={proposals.data?.proposals}
      proposalsStatus={proposals.isPending ? 'loading' : proposals.isError ? 'error' : 'ready'}
      proposalsError={failureText(proposals.error, 'Failed to load proposals')}
      onRetryProposals={() => void proposals.refetch()}
      compareHref={isBuyer && query.data ? `/workflow/${query.data.workflowId}` : undefined}
    />
  );
}
