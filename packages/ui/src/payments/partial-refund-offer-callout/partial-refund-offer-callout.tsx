import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';
import { restOf } from '../../views/dispute-view';

export interface PartialRefundOfferCalloutProps {
  /** The seller's offer, a decimal string. */
  offerAmount: string;
  /** What is held in escrow. */
  heldAmount: string;
  /** ISO 4217 code of the amounts. */
  currency: string;
  /** The buyer is asked; anyone else is told the offer waits for the buyer. */
  viewerRole: 'buyer' | 'seller' | 'viewer';
  /** The buyer takes the offer: the funds are split. Reject to show the failure. */
  onAccept?: () => Promise<unknown>;
  /** The buyer refuses: a platform admin decides. Reject to show the failure. */
  onReject?: () => Promise<unknown>;
}

/** The failure shown when the server gives no reason. */
export const OFFER_ANSWER_FAILED = 'Failed to answer the offer. Please try again.';

/**
 * The seller's partial refund waiting for the buyer (DESIGN.md §5): accept it (the offer back to the buyer,
 * the rest to the seller, the order completed) or reject it (a platform admin decides).
 */
export function PartialRefundOfferCallout({
  offerAmount,
  heldAmount,
  currency,
  viewerRole,
  onAccept,
  onReject,
}: PartialRefundOfferCalloutProps) {
  const [move, setMove] = useState<'accept' | 'reject' | null>(null);
  const { busy, error, run } = useAsyncSubmit({ fallbackError: OFFER_ANSWER_FAILED });
  const offer = formatPrice(offerAmount, currency);
  const rest = formatPrice(restOf(heldAmount, offerAmount) ?? '0.00', currency);
  const answer = (which: 'accept' | 'reject', action: (() => Promise<unknown>) | undefined) => {
    if (!action) return;
    setMove(which);
    void run(action);
  };
  return (
    <Callout.Root color="orange" highContrast role="region" aria-label="Partial refund offer">
      <Callout.Text>
        {viewerRole === 'buyer'
          ? `The seller offers a partial refund of ${offer}. Accept it and ${offer} comes back to you while ${rest} is released to the seller, or reject it and a platform admin decides.`
          : `A partial refund of ${offer} is offered (${rest} to the seller). Waiting for the buyer's answer.`}
      </Callout.Text>
      {error && <FormErrorCallout message={error} />}
      {viewerRole === 'buyer' && (
        <Flex gap="3" wrap="wrap">
          <Button highContrast disabled={busy} onClick={() => answer('accept', onAccept)}>
            {busy && move === 'accept' ? 'Accepting...' : `Accept ${offer}`}
          </Button>
          <Button
            variant="soft"
            color="gray"
            highContrast
            disabled={busy}
            onClick={() => answer('reject', onReject)}
          >
            {busy && move === 'reject' ? 'Rejecting...' : 'Reject Offer'}
          </Button>
        </Flex>
      )}
    </Callout.Root>
  );
}
