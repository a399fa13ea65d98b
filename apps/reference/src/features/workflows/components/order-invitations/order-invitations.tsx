import { useDeclineOrderInvitation, useListWorkflows } from '@robomarket/api-client/react';
import { OrderInvitationList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { renderRouterLink } from '../../../../lib/router-link';

/**
 * A seller's order invitations still to answer (`GET /v2/workflows?invited=pending`): the direct and custom
 * orders that name it, each leading to the workflow where it sends its proposal, or declined.
 */
export function OrderInvitations({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const invitations = useListWorkflows({ invited: 'pending' });
  const decline = useDeclineOrderInvitation();
  const confirm = useOutcomeToast();
  return (
    <OrderInvitationList
      status={invitations.isPending ? 'loading' : invitations.isError ? 'error' : 'ready'}
      invitations={invitations.data?.pages.flatMap((page) => page.workflows)}
      error={invitations.isError ? failureText(invitations.error, 'Failed to load invitations') : undefined}
      onRetry={() => void invitations.refetch()}
      renderLink={renderRouterLink}
      headingLevel={headingLevel}
      onDecline={(workflowId) => confirm(decline.mutateAsync(workflowId), 'Invitation declined')}
    />
  );
}
