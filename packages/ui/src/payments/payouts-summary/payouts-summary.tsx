import { Button, Flex, Heading } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { ConfirmButton } from '../../internal/confirm-button';
import { FigureCards } from '../../internal/figure-cards';
import { SectionError } from '../../internal/section-states';
import { formatPrice } from '../../primitives/price-text';

/** A seller's balance: the contract's PayoutBalance. Amounts are decimal strings, never floats. */
export interface PayoutBalanceView {
  /** Paid by buyers and held in escrow for the seller's orders. */
  heldInEscrow: string;
  /** Released to the seller and not yet paid out: what a payout sends. */
  available: string;
  /** Sent to the seller's bank. */
  paidOut: string;
  /** The platform's fees on the seller's orders. */
  fees: string;
  /** ISO 4217 code of the amounts. */
  currency: string;
}

export interface PayoutsSummaryProps {
  /** The balance once `status` is 'ready'. */
  balance?: PayoutBalanceView;
  /** Loading shows placeholders, error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load payouts' when empty. */
  error?: string;
  /** Called by Try Again. */
  onRetry?: () => void;
  /**
   * Pays out the available balance after the seller confirms; rejecting shows the failure in the dialog.
   * Without it there is no button.
   */
  onPayOut?: () => Promise<unknown>;
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount.trim());

/**
 * A seller's balance (Stripe Connect's balance: pending, available, paid out): four figures — Held in
 * escrow, Available, Paid out, Fees — and 'Pay out {amount}' with a confirmation while money is available.
 */
export function PayoutsSummary({ balance, status, error, onRetry, onPayOut }: PayoutsSummaryProps) {
  const titleId = useId();
  const money = (amount: string | undefined) =>
    balance && amount !== undefined ? formatPrice(amount, balance.currency) : null;
  const figures: Array<{ label: string; value: ReactNode }> = [
    { label: 'Held in escrow', value: money(balance?.heldInEscrow) },
    { label: 'Available', value: money(balance?.available) },
    { label: 'Paid out', value: money(balance?.paidOut) },
    { label: 'Fees', value: money(balance?.fees) },
  ];
  const available = balance && status === 'ready' ? balance.available : undefined;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={titleId}>
            Balance
          </Heading>
          {onPayOut && available !== undefined && !isZero(available) && (
            <ConfirmButton
              label={`Pay out ${formatPrice(available, balance?.currency)}`}
              busyLabel="Paying out..."
              title="Pay out your available balance?"
              description={`${formatPrice(available, balance?.currency)} goes to your bank account. Money still held in escrow stays until its buyer releases it.`}
              onConfirm={onPayOut}
              fallbackError="The payout failed. Please try again."
            />
          )}
          {onPayOut && available !== undefined && isZero(available) && (
            <Button disabled>Nothing to pay out</Button>
          )}
        </Flex>
        {status === 'error' ? (
          <SectionError message={error?.trim() || 'Failed to load payouts'} onRetry={onRetry} />
        ) : (
          <FigureCards
            figures={figures}
            loading={status === 'loading'}
            columns={{ initial: '1', xs: '2', md: '4' }}
          />
        )}
      </section>
    </Flex>
  );
}
