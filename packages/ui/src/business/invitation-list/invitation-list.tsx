import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  DecisionCard,
  ListLoading,
  ListSection,
  type MembershipListStatus,
  type MembershipRole,
  MembershipRoleBadge,
  shortDate,
} from '../../internal/membership-views';

/** An invitation to join a business, as the invitee sees it. */
export interface InvitationView {
  /** The invitation's id. */
  id: string;
  /** The inviting business's name. */
  business_name: string;
  /** The role the invitee gets on accepting. */
  role: MembershipRole;
  /** When it can no longer be accepted (RFC 3339). */
  expires_at: string;
}

export interface InvitationListProps {
  /** The pending invitations, shown once `status` is 'ready'. */
  invitations?: ReadonlyArray<InvitationView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the invitations. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load invitations' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Joins the business. Reject with an `Error` to show its message beside the invitation. */
  onAccept: (invitation: InvitationView) => Promise<unknown>;
  /** Declines the invitation. Reject with an `Error` to show its message beside the invitation. */
  onDecline: (invitation: InvitationView) => Promise<unknown>;
  /** Level of the section's heading; invitation names sit one below. */
  headingLevel?: 2 | 3;
}

/** The signed-in user's pending invitations to businesses, each with Accept and Decline. */
export function InvitationList({
  invitations = [],
  status,
  error,
  onRetry,
  onAccept,
  onDecline,
  headingLevel = 2,
}: InvitationListProps) {
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading invitations..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load invitations'} onRetry={onRetry} />;
  } else if (invitations.length === 0) {
    body = <EmptyState title="No pending invitations" text="Invitations to join a business appear here." />;
  } else {
    body = (
      <CardList>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationRow
              invitation={invitation}
              onAccept={onAccept}
              onDecline={onDecline}
              headingAs={headingLevel === 2 ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <ListSection title="Invitations" headingLevel={headingLevel} status={status}>
      {body}
    </ListSection>
  );
}

interface InvitationRowProps {
  invitation: InvitationView;
  onAccept: InvitationListProps['onAccept'];
  onDecline: InvitationListProps['onDecline'];
  headingAs: 'h3' | 'h4';
}

function InvitationRow({ invitation, onAccept, onDecline, headingAs }: InvitationRowProps) {
  return (
    <DecisionCard
      title={invitation.business_name}
      headingAs={headingAs}
      fallbackError="Failed to answer the invitation"
      details={
        <Flex gap="2" align="center">
          <Text size="2" color="gray">
            Join as
          </Text>
          <MembershipRoleBadge role={invitation.role} />
          <Text size="2" color="gray">
            · expires {shortDate(invitation.expires_at)}
          </Text>
        </Flex>
      }
      decline={{ label: 'Decline', busyLabel: 'Declining...', run: () => onDecline(invitation) }}
      confirm={{ label: 'Accept', busyLabel: 'Accepting...', run: () => onAccept(invitation) }}
    />
  );
}
