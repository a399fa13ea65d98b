import { useListRfps } from '@robomarket/api-client/react';
import { MyRfps } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useUpdateRfpAndRefresh } from '../../api/rfp-mutations';
import { renderRouterLink } from '../../lib/render-router-link';

/**
 * /business/rfps, RFP Management (product-spec §2 sidebar): the caller's own RFPs (`scope=own`), with
 * links to details, edit and submit, and Withdraw (status REJECTED) for a SUBMITTED or UNDER_REVIEW one.
 */
export function RfpManagementScreen() {
  const query = useListRfps({ scope: 'own' });
  const update = useUpdateRfpAndRefresh();
  const confirm = useOutcomeToast();
  const rfps = query.data?.pages.flatMap((page) => page.rfps) ?? [];
  return (
    <MyRfps
      status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      rfps={rfps}
      error={failureText(query.error, 'Failed to fetch RFPs')}
      onRetry={() => void query.refetch()}
      onWithdraw={(rfp) =>
        confirm(update.mutateAsync({ id: rfp.id, body: { status: 'REJECTED' } }), 'RFP withdrawn', rfp.title)
      }
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      renderLink={renderRouterLink}
    />
  );
}
