import { Badge, Button, Card, Flex, Heading, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import type { RequestType } from '@robomarket/api-client/enums';
import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatMoneyRange, formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { describeFailure } from '../../primitives/describe-failure';
import { REQUEST_TYPE_NAMES, type WorkflowLink, workflowHref } from '../../views/workflow-view';

/** An order a seller is invited to (the contract's Workflow fields of the same names). */
export interface OrderInvitationView {
  /** The workflow's id; the invitation links to /workflow/{id}, where the seller answers. */
  id: string;
  title: string;
  requestType: RequestType;
  /** RFC 3339: when the buyer created the order (and invited the seller). */
  createdAt: string;
  budgetRangeMin?: string | null | undefined;
  budgetRangeMax?: string | null | undefined;
  currency?: string | undefined;
  /** What and how many the buyer asks for. */
  requirements?: { category: string; quantity: number } | undefined;
}

export interface OrderInvitationListProps {
  /** The invitations once `status` is 'ready'; none shows 'No invitations'. */
  invitations?: ReadonlyArray<OrderInvitationView>;
  /** Loading announces 'Loading invitations...', error shows `error` with Retry. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load invitations' when empty. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** Renders each invitation's link (a router link in an app); defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
  /** Level of the heading: 2 under a page heading (the default), 3 inside a section. */
  headingLevel?: 2 | 3;
  /** Shown beside the heading, e.g. a link to every invitation. */
  action?: ReactNode;
  /** Declines an invitation ('Decline'); reject to show why and keep it. Without it there is no Decline. */
  onDecline?: (workflowId: string) => Promise<unknown>;
}

/**
 * A seller's order invitations: the direct and custom orders that name it and that it has not answered
 * yet, each with what the buyer asks for, its budget, when it came, and a 'View & respond' link to the
 * workflow, where the seller sends its proposal.
 */
export function OrderInvitationList({
  invitations = [],
  status,
  error,
  onRetry,
  renderLink = plainLink,
  headingLevel = 2,
  action,
  onDecline,
}: OrderInvitationListProps) {
  const titleId = useId();
  const [declining, setDeclining] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  async function decline(id: string) {
    if (!onDecline) return;
    setDeclining(id);
    setFailure(undefined);
    try {
      await onDecline(id);
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to decline the invitation').message);
    } finally {
      setDeclining(undefined);
    }
  }
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading invitations..." />;
  else if (status === 'error')
    body = (
      <SectionError
        message={error?.trim() || 'Failed to load invitations'}
        onRetry={onRetry}
        retryLabel="Retry"
      />
    );
  else if (invitations.length === 0)
    body = <EmptyState title="No invitations" text="Orders that buyers send you appear here." />;
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <Card size="2">
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Flex direction="column" gap="1" minWidth="0">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                        {invitation.title}
                      </Text>
                      <Badge color="blue">{REQUEST_TYPE_NAMES[invitation.requestType]}</Badge>
                    </Flex>
                    <Text size="2" color="gray">
                      {invitation.requirements
                        ? `${invitation.requirements.quantity} × ${invitation.requirements.category} · `
                        : ''}
                      {formatMoneyRange(
                        invitation.budgetRangeMin ?? null,
                        invitation.budgetRangeMax ?? null,
                        invitation.currency,
                      )}
                      {' · received '}
                      <time dateTime={invitation.createdAt}>{formatShortDate(invitation.createdAt)}</time>
                    </Text>
                  </Flex>
                  <Flex gap="2" align="center">
                    {onDecline && (
                      <Button
                        type="button"
                        size="2"
                        variant="soft"
                        color="gray"
                        disabled={declining !== undefined}
                        onClick={() => void decline(invitation.id)}
                      >
                        {declining === invitation.id ? 'Declining...' : 'Decline'}
                        <VisuallyHidden> {invitation.title}</VisuallyHidden>
                      </Button>
                    )}
                    <Button asChild size="2">
                      {renderLink({
                        href: workflowHref(invitation.id),
                        children: (
                          <>
                            View & respond<VisuallyHidden> to {invitation.title}</VisuallyHidden>
                          </>
                        ),
                      })}
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Flex justify="between" align="center" gap="3">
          <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={titleId}>
            Invitations
          </Heading>
          {action && <Link asChild>{action}</Link>}
        </Flex>
        {failure && (
          <Text role="alert" color="red" size="2">
            {failure}
          </Text>
        )}
        {body}
      </section>
    </Flex>
  );
}
