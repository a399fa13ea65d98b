import { AlertDialog, Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { describeFailure } from '../../primitives/describe-failure';
import { formatPrice } from '../../primitives/price-text';
import { acceptanceTestSentence } from '../../views/acceptance-view';
import type { ProductLink } from '../../views/product-view';
import { deliveryText, type ProposalView } from '../../views/proposal-view';
import { sentByText } from '../../views/sent-by';

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

const STATUS: Record<string, { label: string; color: BadgeColor }> = {
  PENDING: { label: 'Pending', color: 'amber' },
  // Accepted over the buyer's spending limit: no award until the buyer's approvers approve (ADR 0091).
  PENDING_APPROVAL: { label: 'Waiting for approval', color: 'orange' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  WITHDRAWN: { label: 'Withdrawn', color: 'gray' },
};

/** The words of a proposal status: 'Pending', 'Waiting for approval', 'Accepted', 'Rejected', 'Withdrawn'. */
export function proposalStatusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

/** The message when an accept fails (product-spec §8). */
export const ACCEPT_FAILED = 'Failed to accept proposal';

/** The message when a withdrawal fails. */
export const WITHDRAW_FAILED = 'Failed to withdraw proposal';

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
  /**
   * Withdraws a pending proposal (the seller's own list); PENDING proposals then get Withdraw, which asks
   * first. Reject to show 'Failed to withdraw proposal' with the reason.
   */
  onWithdraw?: (proposalId: string) => Promise<unknown>;
  /** Where a pending proposal is revised (the seller's own list); PENDING proposals then get Revise. */
  reviseHref?: (proposal: ProposalView) => string | undefined;
  /** Renders the Revise link, e.g. with React Router's Link; defaults to `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
}

/**
 * A workflow's proposals (product-spec §2 Workflow details, §4 Proposal): price, seller, status, delivery
 * and date, the price a revision replaced ('Revised from …'), with Accept on PENDING ones for the buyer
 * only (asking first, naming the seller, the amount and that the other pending proposals will be declined),
 * and Withdraw and Revise on the seller's own PENDING ones. While one is being accepted every Accept is
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
  onWithdraw,
  reviseHref,
  renderLink = plainLink,
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

  async function withdraw(id: string) {
    if (!onWithdraw || accepting) return;
    setAccepting(id);
    setFailure(null);
    try {
      await onWithdraw(id);
    } catch (reason) {
      const described = describeFailure(reason, '').message;
      setFailure(described ? `${WITHDRAW_FAILED}: ${described}` : WITHDRAW_FAILED);
    } finally {
      setAccepting(null);
    }
  }

  const pendingCount = proposals.filter((proposal) => proposal.status === 'PENDING').length;
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
            const pending = proposal.status === 'PENDING';
            const acceptable = canAccept && onAccept && pending;
            const revise = pending ? reviseHref?.(proposal) : undefined;
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
                      {proposal.sentBy && (
                        <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                          {sentByText(proposal.sentBy)}
                        </Text>
                      )}
                      {proposal.revisedFrom && (
                        <Text size="1" color="gray">
                          Revised from {formatPrice(proposal.revisedFrom.price, proposal.currency)}
                        </Text>
                      )}
                      <Text size="1" color="gray">
                        Delivery: {deliveryText(proposal.structured_terms)} · Sent{' '}
                        {formatShortDate(proposal.createdAt)}
                      </Text>
                      {proposal.description && (
                        <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                          {proposal.description}
                        </Text>
                      )}
                      {proposal.acceptanceTest && (
                        <Text size="2">
                          Acceptance test: {acceptanceTestSentence(proposal.acceptanceTest)}.
                        </Text>
                      )}
                    </Flex>
                    {acceptable && (
                      <AcceptButton
                        proposal={proposal}
                        othersPending={pendingCount - 1}
                        busy={accepting === proposal.id}
                        disabled={accepting !== null}
                        onConfirm={() => void accept(proposal.id)}
                      />
                    )}
                    {pending && (revise !== undefined || onWithdraw) && (
                      <Flex gap="2">
                        {revise !== undefined && (
                          <Button asChild variant="soft">
                            {renderLink({ href: revise, children: 'Revise' })}
                          </Button>
                        )}
                        {onWithdraw && (
                          <WithdrawButton
                            price={formatPrice(proposal.price, proposal.currency)}
                            busy={accepting === proposal.id}
                            disabled={accepting !== null}
                            onConfirm={() => void withdraw(proposal.id)}
                          />
                        )}
                      </Flex>
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

/** The words on what accepting does to the other pending proposals. */
function othersText(count: number): string {
  if (count <= 0) return 'No other proposal is pending.';
  return count === 1
    ? 'The other pending proposal will be declined.'
    : `The other ${count} pending proposals will be declined.`;
}

/**
 * Accept, asking first: the dialog names the seller and the amount, and says that the other pending
 * proposals will be declined and the price agreed.
 */
function AcceptButton({
  proposal,
  othersPending,
  busy,
  disabled,
  onConfirm,
}: {
  proposal: ProposalView;
  othersPending: number;
  busy: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const price = formatPrice(proposal.price, proposal.currency);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button
          disabled={disabled}
          aria-label={`${busy ? 'Accepting...' : 'Accept'} proposal from ${proposal.sellerName}`}
        >
          {busy ? 'Accepting...' : 'Accept'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>
          Accept {proposal.sellerName}'s proposal of {price}?
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {othersText(othersPending)} The price of {price} is agreed with {proposal.sellerName}, and payment
          comes next.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={onConfirm}>Accept proposal</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Withdraw, asking first: the buyer will see the proposal as withdrawn, and a new one may follow. */
function WithdrawButton({
  price,
  busy,
  disabled,
  onConfirm,
}: {
  price: string;
  busy: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" disabled={disabled}>
          {busy ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Withdraw your proposal of {price}?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          The buyer will see it as withdrawn. You may send a new proposal while the RFP is open.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep it
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Withdraw proposal
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
