import { useListMyInvitations } from '@robomarket/api-client/react';
import { InvitationList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useAcceptInvitationAndRefresh, useDeclineInvitationAndRefresh } from '../../api/business-mutations';

export interface PendingInvitationsProps {
  /** Level of the list's heading under the page's own. */
  headingLevel?: 2 | 3;
}

/** The signed-in user's pending invitations, accepted or declined here (Account and Business Settings). */
export function PendingInvitations({ headingLevel = 2 }: PendingInvitationsProps) {
  const query = useListMyInvitations();
  const accept = useAcceptInvitationAndRefresh();
  const decline = useDeclineInvitationAndRefresh();
  const confirm = useOutcomeToast();
  return (
    <InvitationList
      headingLevel={headingLevel}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      invitations={query.data?.invitations}
      error={failureText(query.error, 'Failed to load invitations')}
      onRetry={() => void query.refetch()}
      onAccept={(invitation) =>
        confirm(
          accept.mutateAsync(invitation.id),
          'Invitation accepted',
          `You joined ${invitation.business_name}.`,
        )
      }
      onDecline={(invitation) => confirm(decline.mutateAsync(invitation.id), 'Invitation declined')}
    />
  );
}
