import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { formatShortDate } from '../../internal/format';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { describeFailure } from '../../primitives/describe-failure';
import { formatPrice } from '../../primitives/price-text';
import { deliveryText, type ProposalView } from '../../views/proposal-view';

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

const STATUS: Record<string, { label: string; color: BadgeColor }> = {
  PENDING: { label: 'Pending', color: 'amber' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  WITHDRAWN: { label: 'Withdrawn', color: 'gray' },
};

/** The words of a proposal status: 'Pending', 'Accepted', 'Rejected', 'Withdrawn'. */
export function proposalStatusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

/** The message when an accept fails (product-spec §8). */
export const ACCEPT_FAILED = 'Failed to accept proposal';

export interface ProposalListProps {
  /** The workflow's proposals (a seller sees only its own) once `status` is 'ready'. */
  proposals?: ReadonlyArray<ProposalView>;
  /** Loading, error (with Try Again) or ready. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load proposals' when empty. */
  error?: string;
  /** Called by Try Again after a failed load. */
  onRetry?: () => void;
  /** Whether the viewer is the buyer, who alone may accept: only then do PENDING proposals get Accept. */
  canAccept?: boolean;
  /** Accepts a pending proposal; reject to show 'Failed to accept proposal' with the reason. */
  onAccept?: (proposalId: string) => Promise<unknown>;
  /** Level of the heading: 2 (the default) under the page heading. */
  headingLevel?: 2 | 3;
}

/**
 * A workflow's proposals (product-spec §2 Workflow details, §4 Proposal): price, seller, status, delivery
 * and date, with Accept on PENDING ones for the buyer only. While one is being accepted every Accept is
 * disabled and that one reads 'Accepting...'; a failure says 'Failed to accept proposal'.
 */
export function ProposalList({
  proposals = [],
  status,
  error,
  onRetry,
  canAccept = false,
  onAccept,
  headingLevel = 2,
}: ProposalListProps) {
  const titleId = useId();
  const [accepting, setAccepting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function accept(id: string) {
    if (!onAccept || accepting) return;
    setAccepting(id);
    setFailure(null);
    try {
      await onAccept(id);
    } catch (reason) {
      const described = describeFailure(reason, '').message;
      setFailure(described && described !== ACCEPT_FAILED ? `${ACCEPT_FAILED}: ${described}` : ACCEPT_FAILED);
    } finally {
      setAccepting(null);
    }
  }

  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading proposals..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load proposals'} onRetry={onRetry} />;
  else if (proposals.length === 0)
    body = <EmptyState title="No proposals yet" text="Sellers' proposals appear here as they arrive." />;
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {proposals.map((proposal) => {
            const meta = STATUS[proposal.status];
            const acceptable = canAccept && onAccept && proposal.status === 'PENDING';
            return (
              <li key={proposal.id}>
                <Card size="2">
                  <Flex justify="between" align="center" gap="3" wrap="wrap">
                    <Flex direction="column" gap="1" minWidth="0">
                      <Flex align="center" gap="2" wrap="wrap">
                        <Text weight="bold" size="4">
                          {formatPrice(proposal.price, proposal.currency)}
                        </Text>
                        <Badge color={meta?.color ?? 'gray'} variant="soft" highContrast>
                          {proposalStatusLabel(proposal.status)}
                        </Badge>
                      </Flex>
                      <Text size="2">{proposal.sellerName}</Text>
                      <Text size="1" color="gray">
                        Delivery: {deliveryText(proposal.structured_terms)} · Sent{' '}
                        {formatShortDate(proposal.createdAt)}
                      </Text>
                      {proposal.description && (
                        <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                          {proposal.description}
                        </Text>
                      )}
                    </Flex>
                    {acceptable && (
                      <Button
                        onClick={() => void accept(proposal.id)}
                        disabled={accepting !== null}
                        aria-label={`${accepting === proposal.id ? 'Accepting...' : 'Accept'} proposal from ${proposal.sellerName}`}
                      >
                        {accepting === proposal.id ? 'Accepting...' : 'Accept'}
                      </Button>
                    )}
                  </Flex>
                </Card>
              </li>
            );
          })}
        </ul>
      </Flex>
    );

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading' || accepting !== null}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
          Proposals
        </Heading>
        {failure && <FormErrorCallout message={failure} />}
        {body}
      </section>
    </Flex>
  );
}
