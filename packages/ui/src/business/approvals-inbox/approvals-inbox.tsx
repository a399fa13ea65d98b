import type { ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  ListLoading,
  ListSection,
  type MembershipListStatus,
} from '../../internal/membership-views';
import { ApprovalCard, type ApprovalCardProps, type ApprovalView } from '../approval-card';

export interface ApprovalsInboxProps {
  /** The title of the section, e.g. 'Waiting for your approval'. */
  title?: string;
  /** The requests, shown once `status` is 'ready'. */
  approvals?: ReadonlyArray<ApprovalView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the requests. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load approvals' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Shown when there is nothing to list. */
  emptyText?: string;
  /** Approves one request; reject with an `Error` to show its message on that request. */
  onApprove: ApprovalCardProps['onApprove'];
  /** Declines one request with the reason typed; reject with an `Error` to show it. */
  onDecline: ApprovalCardProps['onDecline'];
}

/** An approver's inbox: the awards over a limit that wait for them, each approved or declined in place. */
export function ApprovalsInbox({
  title = 'Waiting for your approval',
  approvals = [],
  status,
  error,
  onRetry,
  emptyText = 'Awards above a spending limit appear here for approval.',
  onApprove,
  onDecline,
}: ApprovalsInboxProps) {
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading approvals..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load approvals'} onRetry={onRetry} />;
  } else if (approvals.length === 0) {
    body = <EmptyState title="Nothing to approve" text={emptyText} />;
  } else {
    body = (
      <CardList>
        {approvals.map((approval) => (
          <li key={approval.id}>
            <ApprovalCard approval={approval} onApprove={onApprove} onDecline={onDecline} />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <ListSection title={title} headingLevel={2} status={status}>
      {body}
    </ListSection>
  );
}
