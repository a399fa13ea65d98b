import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../internal/empty-state';
import { FormErrorCallout } from '../internal/form-error-callout';
import { LoadError } from '../internal/load-error';
import {
  CardList,
  ListLoading,
  type MembershipListStatus,
  type MembershipRole,
  MembershipRoleBadge,
  shortDate,
} from '../internal/membership-views';
import { useAsyncSubmit } from '../internal/use-async-submit';

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
  const titleId = useId();
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
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={titleId}>
          Invitations
        </Heading>
        {body}
      </section>
    </Flex>
  );
}

interface InvitationRowProps {
  invitation: InvitationView;
  onAccept: InvitationListProps['onAccept'];
  onDecline: InvitationListProps['onDecline'];
  headingAs: 'h3' | 'h4';
}

function InvitationRow({ invitation, onAccept, onDecline, headingAs }: InvitationRowProps) {
  const nameId = useId();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to answer the invitation' });
  const [acting, setActing] = useState<'accept' | 'decline' | null>(null);
  const act = (kind: 'accept' | 'decline') => async () => {
    setActing(kind);
    await run(() => (kind === 'accept' ? onAccept(invitation) : onDecline(invitation)));
    setActing(null);
  };
  return (
    <Card size="2" asChild>
      <article aria-labelledby={nameId} aria-busy={busy}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as={headingAs} size="3" id={nameId}>
                {invitation.business_name}
              </Heading>
              <Flex gap="2" align="center">
                <Text size="2" color="gray">
                  Join as
                </Text>
                <MembershipRoleBadge role={invitation.role} />
                <Text size="2" color="gray">
                  · expires {shortDate(invitation.expires_at)}
                </Text>
              </Flex>
            </Flex>
            <Flex gap="2">
              <Button variant="soft" color="gray" disabled={busy} onClick={act('decline')}>
                {acting === 'decline' ? 'Declining...' : 'Decline'}
              </Button>
              <Button disabled={busy} onClick={act('accept')}>
                {acting === 'accept' ? 'Accepting...' : 'Accept'}
              </Button>
            </Flex>
          </Flex>
          {error && <FormErrorCallout message={error} />}
        </Flex>
      </article>
    </Card>
  );
}
