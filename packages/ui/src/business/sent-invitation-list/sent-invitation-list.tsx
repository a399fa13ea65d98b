import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { BusinessRole } from '@robomarket/api-client/enums';
import { type ReactNode, useId } from 'react';
import { ConfirmButton } from '../../internal/confirm-button';
import { EmptyState } from '../../internal/empty-state';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  ListLoading,
  ListSection,
  type MembershipListStatus,
  shortDate,
} from '../../internal/membership-views';
import { RoleBadges } from '../role-picker';
import { describeSpendingLimit } from '../spending-limit-editor';

/** A pending invitation a business sent, as its members see it. */
export interface SentInvitationView {
  /** The invitation's id. */
  id: string;
  /** The invited e-mail. */
  email: string;
  /** The roles the invitee gets on accepting. */
  roles: readonly BusinessRole[];
  /** The invitee's spending limit once a member; null for none. */
  spending_limit: { amount: string; currency: string } | null;
  /** When it can no longer be accepted (RFC 3339). */
  expires_at: string;
}

export interface SentInvitationListProps {
  /** The business's name, for the heading. */
  businessName: string;
  /** The pending invitations, shown once `status` is 'ready'. */
  invitations?: ReadonlyArray<SentInvitationView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the invitations. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load invitations' when empty. */
  error?: string;
  /** Called by 'Try Again'. */
  onRetry: () => void;
  /** Withdraws an invitation once confirmed (ADMINs); without it the list is read-only. */
  onWithdraw?: (invitation: SentInvitationView) => Promise<unknown>;
  /** Level of the section's heading; the e-mails sit one below. */
  headingLevel?: 2 | 3;
}

/** The invitations a business has pending: who, with which roles and limit, until when; an ADMIN withdraws. */
export function SentInvitationList({
  businessName,
  invitations = [],
  status,
  error,
  onRetry,
  onWithdraw,
  headingLevel = 2,
}: SentInvitationListProps) {
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading invitations..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load invitations'} onRetry={onRetry} />;
  } else if (invitations.length === 0) {
    body = (
      <EmptyState title="No pending invitations" text="Invitations you send appear here until answered." />
    );
  } else {
    body = (
      <CardList>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <SentInvitationRow
              invitation={invitation}
              onWithdraw={onWithdraw}
              headingAs={headingLevel === 2 ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <ListSection title={`Pending invitations of ${businessName}`} headingLevel={headingLevel} status={status}>
      {body}
    </ListSection>
  );
}

function SentInvitationRow({
  invitation,
  onWithdraw,
  headingAs,
}: {
  invitation: SentInvitationView;
  onWithdraw: SentInvitationListProps['onWithdraw'];
  headingAs: 'h3' | 'h4';
}) {
  const nameId = useId();
  return (
    <Card size="2" asChild>
      <article aria-labelledby={nameId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as={headingAs} size="3" id={nameId}>
              {invitation.email}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <RoleBadges roles={invitation.roles} />
              <Text size="2" color="gray">
                Spending limit: {describeSpendingLimit(invitation.spending_limit)}
              </Text>
            </Flex>
            <Text size="2" color="gray">
              Expires {shortDate(invitation.expires_at)}
            </Text>
          </Flex>
          {onWithdraw && (
            <ConfirmButton
              label="Withdraw"
              busyLabel="Withdrawing..."
              accessibleName={`Withdraw the invitation to ${invitation.email}`}
              title={`Withdraw the invitation to ${invitation.email}?`}
              description="They will no longer be able to accept it. You can invite them again later."
              variant="soft"
              fallbackError="Failed to withdraw the invitation"
              onConfirm={() => onWithdraw(invitation)}
            />
          )}
        </Flex>
      </article>
    </Card>
  );
}
