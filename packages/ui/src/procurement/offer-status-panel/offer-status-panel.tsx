import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { ConfirmButton } from '../../internal/confirm-button';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { type OfferLink, type OfferView, priceLine } from '../../views/offer-view';
import { sentByText } from '../../views/sent-by';
import { workflowHref } from '../../views/workflow-view';
import { OFFER_UPDATE_FAILED, OfferStatusBadge } from '../offer-list';

export interface OfferStatusPanelProps {
  /** The buyer's latest offer on the product once `status` is 'ready'; none shows nothing. */
  offer?: OfferView | null;
  /** Loading shows 'Loading your offer...', error shows `error` with 'Try Again', ready shows the offer. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load your offer' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failed load. */
  onRetry?: () => void;
  /** Accepts the seller's counter (the order is created); reject to show the failure in the confirmation. */
  onAcceptCounter: (offer: OfferView) => Promise<unknown>;
  /** Rejects the seller's counter; reject to show the failure in the confirmation. */
  onRejectCounter: (offer: OfferView) => Promise<unknown>;
  /** Withdraws a PENDING or COUNTERED offer; reject to show the failure in the confirmation. */
  onWithdraw: (offer: OfferView) => Promise<unknown>;
  /** Renders links (React Router's Link in the app); a plain `<a>` by default. */
  renderLink?: (link: OfferLink) => ReactElement;
}

const HINT: Record<string, string> = {
  PENDING: "Waiting for the seller's answer.",
  REJECTED: 'This offer was rejected. You can make a new one.',
  WITHDRAWN: 'You withdrew this offer. You can make a new one.',
};

/**
 * The buyer's offer on a product: its price, quantity and status; the seller's counter with Accept
 * Counter, Reject Counter and Withdraw (each confirmed); once accepted, a link to the order's workflow.
 */
export function OfferStatusPanel({
  offer,
  status,
  error,
  onRetry,
  onAcceptCounter,
  onRejectCounter,
  onWithdraw,
  renderLink = plainLink,
}: OfferStatusPanelProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading your offer..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load your offer'} onRetry={onRetry} />;
  else if (!offer) return null;
  else {
    const open = offer.status === 'PENDING' || offer.status === 'COUNTERED';
    body = (
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          <Text size="2">
            You offered <Text weight="bold">{priceLine(offer.price, offer.quantity, offer.currency)}</Text>
          </Text>
          <OfferStatusBadge status={offer.status} />
        </Flex>
        <Text size="1" color="gray">
          Sent {formatShortDate(offer.createdAt)}
          {offer.sentBy && <> · {sentByText(offer.sentBy)}</>}
        </Text>
        {offer.answeredBy && (
          <Text size="1" color="gray">
            {sentByText(offer.answeredBy, 'Answered')}
          </Text>
        )}
        {offer.status === 'COUNTERED' && offer.counterPrice !== null && (
          <Text size="3">
            The seller countered with{' '}
            <Text weight="bold">{priceLine(offer.counterPrice, offer.quantity, offer.currency)}</Text>.
          </Text>
        )}
        {offer.status === 'ACCEPTED' && (
          <Flex direction="column" gap="1">
            <Text size="3">
              Accepted at{' '}
              <Text weight="bold">
                {priceLine(offer.agreedPrice ?? offer.price, offer.quantity, offer.currency)}
              </Text>
              . Your order has been created.
            </Text>
            {offer.workflowId !== null && (
              <Text size="2">
                {renderLink({ href: workflowHref(offer.workflowId), children: 'View order' })}
              </Text>
            )}
          </Flex>
        )}
        {HINT[offer.status] && (
          <Text size="2" color="gray">
            {HINT[offer.status]}
          </Text>
        )}
        {open && (
          <Flex gap="2" wrap="wrap" mt="1">
            {offer.status === 'COUNTERED' && offer.counterPrice !== null && (
              <>
                <ConfirmButton
                  label="Accept Counter"
                  busyLabel="Accepting..."
                  title="Accept the seller's counter?"
                  description={`An order for ${priceLine(offer.counterPrice, offer.quantity, offer.currency)} will be created.`}
                  onConfirm={() => onAcceptCounter(offer)}
                  fallbackError={OFFER_UPDATE_FAILED}
                />
                <ConfirmButton
                  label="Reject Counter"
                  busyLabel="Rejecting..."
                  title="Reject the seller's counter?"
                  description="The offer ends; you can make a new one afterwards."
                  color="red"
                  variant="soft"
                  onConfirm={() => onRejectCounter(offer)}
                  fallbackError={OFFER_UPDATE_FAILED}
                />
              </>
            )}
            <ConfirmButton
              label="Withdraw"
              busyLabel="Withdrawing..."
              title="Withdraw your offer?"
              description="The seller will no longer be able to accept it."
              color="gray"
              variant="soft"
              onConfirm={() => onWithdraw(offer)}
              fallbackError={OFFER_UPDATE_FAILED}
            />
          </Flex>
        )}
      </Flex>
    );
  }
  return (
    <Card size="2" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4" id={titleId}>
            Your offer
          </Heading>
          {body}
        </Flex>
      </section>
    </Card>
  );
}
