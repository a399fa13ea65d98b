import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  DecisionCard,
  ListLoading,
  ListSection,
  type MembershipListStatus,
  shortDate,
} from '../../internal/membership-views';

/** A subsidiary's request to name this business as its parent. */
export interface LinkRequestView {
  /** The request's id. */
  id: string;
  /** The subsidiary's name. */
  business_name: string;
  /** Who asked. */
  requested_by_email: string;
  /** When (RFC 3339). */
  created_at: string;
}

export interface LinkRequestListProps {
  /** The parent business's name, for the heading. */
  businessName: string;
  /** The pending requests, shown once `status` is 'ready'. */
  requests?: ReadonlyArray<LinkRequestView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the requests. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load link requests' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Approves: the subsidiary then names this business as parent. Reject with an `Error` to show it. */
  onApprove: (request: LinkRequestView) => Promise<unknown>;
  /** Declines: the subsidiary stays unlinked. Reject with an `Error` to show it. */
  onDecline: (request: LinkRequestView) => Promise<unknown>;
  /** Level of the section's heading; subsidiary names sit one below. */
  headingLevel?: 2 | 3;
}

/** Pending requests from subsidiaries to name this business as parent; an ADMIN approves or declines. */
export function LinkRequestList({
  businessName,
  requests = [],
  status,
  error,
  onRetry,
  onApprove,
  onDecline,
  headingLevel = 2,
}: LinkRequestListProps) {
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading link requests..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load link requests'} onRetry={onRetry} />;
  } else if (requests.length === 0) {
    body = (
      <EmptyState
        title="No pending link requests"
        text="Subsidiaries that name this business as their parent appear here for approval."
      />
    );
  } else {
    body = (
      <CardList>
        {requests.map((request) => (
          <li key={request.id}>
            <LinkRequestRow
              request={request}
              onApprove={onApprove}
              onDecline={onDecline}
              headingAs={headingLevel === 2 ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <ListSection
      title={`Subsidiaries asking to join ${businessName}`}
      headingLevel={headingLevel}
      status={status}
    >
      {body}
    </ListSection>
  );
}

interface LinkRequestRowProps {
  request: LinkRequestView;
  onApprove: LinkRequestListProps['onApprove'];
  onDecline: LinkRequestListProps['onDecline'];
  headingAs: 'h3' | 'h4';
}

function LinkRequestRow({ request, onApprove, onDecline, headingAs }: LinkRequestRowProps) {
  return (
    <DecisionCard
      title={request.business_name}
      headingAs={headingAs}
      fallbackError="Failed to answer the request"
      nameButtons
      details={
        <Text size="2" color="gray">
          Asked by {request.requested_by_email} on {shortDate(request.created_at)}
        </Text>
      }
      decline={{ label: 'Decline', busyLabel: 'Declining...', run: () => onDecline(request) }}
      confirm={{ label: 'Approve', busyLabel: 'Approving...', run: () => onApprove(request) }}
    />
  );
}
