import { AlertDialog, Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { isPricedWorkflowStatus } from '@robomarket/api-client/enums';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { formatPrice } from '../../primitives/price-text';
import { type PaymentView, paymentColor, paymentStatusText, settlementLine } from '../../views/payment-view';
import { InspectionNotice } from '../inspection-notice';

/** The viewer's part in the deal: the buyer pays and releases, the chosen seller starts the order. */
export type EscrowRole = 'buyer' | 'seller' | 'viewer';

/**
 * A move on the escrow: open the checkout, go back to an open one, start the order, mark it delivered,
 * release, refund.
 */
export type EscrowMove = 'pay' | 'continue' | 'startOrder' | 'deliver' | 'release' | 'refund';

/** A move that failed, and why, in words for people. */
export interface EscrowFailure {
  /** The move that failed. */
  move: EscrowMove;
  /** The reason, e.g. the server's message. */
  message: string;
}

/** The workflow's payment as the card shows it: the contract's Payment fields of the same names. */
export type EscrowPaymentView = Pick<
  PaymentView,
  | 'id'
  | 'amount'
  | 'currency'
  | 'status'
  | 'escrowStatus'
  | 'paymentType'
  | 'refundedAmount'
  | 'deliveredAt'
  | 'inspectionEndsAt'
>;

export interface EscrowActionsProps {
  /** The workflow's status; the card shows nothing before PRICE_AGREED. */
  workflowStatus: string;
  /** Who is looking: the buyer, the chosen seller, or anyone else who may see the deal (no buttons). */
  viewerRole: EscrowRole;
  /** The agreed price, a decimal string ("42000.00"); never a float. */
  agreedPrice: string | null;
  /** ISO 4217 code of `agreedPrice`. */
  currency: string;
  /** The workflow's latest payment once `status` is 'ready'; none before the buyer opens a checkout. */
  payment?: EscrowPaymentView | null;
  /** Loading the payment shows 'Loading payment...', error shows `loadError` with 'Try Again'. */
  status: 'loading' | 'error' | 'ready';
  /** Why the payment could not be loaded; 'Failed to load payment' when empty. */
  loadError?: string;
  /** Called by 'Try Again' after a failed load. */
  onRetry?: () => void;
  /** The move under way: its button shows it and every button waits. */
  busy?: EscrowMove | null;
  /** The last move that failed; its message is shown and the card stays usable. */
  error?: EscrowFailure | null;
  /** The buyer pays the agreed price: open a checkout. */
  onPay: () => void;
  /** The buyer goes back to the open checkout. */
  onContinue: () => void;
  /** The seller starts the order, after confirming. */
  onStartOrder: () => void;
  /** The buyer releases the held funds to the seller, after confirming. */
  onRelease: () => void;
  /** The buyer takes the held funds back and cancels the order before the seller starts it, after confirming. */
  onRefund: () => void;
  /** The seller marks a started order delivered, after confirming: the buyer's inspection period starts. */
  onMarkDelivered?: () => void;
  /** The buyer opens a dispute about a started order (instead of a refund). */
  onOpenDispute?: () => void;
  /** A dispute is open: the funds stay held, so neither release nor a new dispute is offered. */
  disputeActive?: boolean;
}

type ButtonColor = NonNullable<ComponentProps<typeof Button>['color']>;

const FAILED_MOVE: Record<EscrowMove, string> = {
  pay: 'Failed to start the payment',
  continue: 'Failed to open the payment',
  startOrder: 'Failed to start the order',
  deliver: 'Failed to mark the order delivered',
  release: 'Failed to release the funds',
  refund: 'Failed to request the refund',
};

/** What the card says the deal is waiting for, or what happened, for this role. */
function explanation(
  workflowStatus: string,
  role: EscrowRole,
  amount: string,
  payment: EscrowPaymentView | null,
): string {
  switch (workflowStatus) {
    case 'PRICE_AGREED':
      if (role !== 'buyer') return 'Waiting for the buyer to pay into escrow.';
      if (payment?.status === 'EXPIRED' || payment?.status === 'FAILED')
        return 'The last payment was not completed. Pay again to hold the funds in escrow.';
      return `Pay ${amount} into escrow. The seller is paid only when you release the funds.`;
    case 'PAYMENT_PENDING':
      return role === 'buyer'
        ? 'Your payment is open. Continue to the checkout to pay.'
        : 'The buyer is paying. Waiting for the payment to complete.';
    case 'PAYMENT_COMPLETED':
      if (role === 'seller')
        return `${amount} is held in escrow. Start the order; the funds are released to you when the buyer confirms delivery.`;
      if (role === 'buyer')
        return `${amount} is held in escrow. The seller starts the order next; until then you can cancel for a full refund.`;
      return `${amount} is held in escrow. Waiting for the seller to start the order.`;
    case 'ORDER_IN_PROGRESS':
      if (role === 'buyer')
        return `${amount} is held in escrow. Release the funds once the order is delivered, or open a dispute if something is wrong.`;
      if (role === 'seller')
        return `${amount} is held in escrow. The funds are released to you when the buyer confirms delivery.`;
      return `${amount} is held in escrow while the order is in progress.`;
    case 'ORDER_COMPLETED':
      return payment?.escrowStatus === 'PARTIALLY_REFUNDED'
        ? (settlementLine(payment) ?? 'Funds split between the buyer and the seller')
        : 'Funds released to the seller';
    default:
      return payment?.escrowStatus === 'REFUNDED'
        ? 'Refunded to the buyer'
        : 'The workflow was cancelled before any funds were held.';
  }
}

/**
 * The workflow page's Payment card (issue 12 §5): the payment's state in words and the §4 colour, the amount,
 * and exactly the moves the server allows the viewer: the buyer pays at PRICE_AGREED ('Pay {amount}') or
 * continues an open checkout, the chosen seller starts a paid order and marks it delivered, the buyer cancels
 * for a full refund before the start, then releases the funds or opens a dispute (DESIGN.md §5); after
 * delivery the inspection period's end is shown. Start, delivery, release and refund are confirmed in an
 * alert dialog; a viewer sees the state and no buttons.
 */
export function EscrowActions({
  workflowStatus,
  viewerRole: role,
  agreedPrice,
  currency,
  payment = null,
  status,
  loadError,
  onRetry,
  busy = null,
  error = null,
  onPay,
  onContinue,
  onStartOrder,
  onRelease,
  onRefund,
  onMarkDelivered,
  onOpenDispute,
  disputeActive = false,
}: EscrowActionsProps) {
  const titleId = useId();
  if (!isPricedWorkflowStatus(workflowStatus)) return null;
  const amount = formatPrice(payment?.amount ?? agreedPrice ?? '0.00', payment?.currency ?? currency);
  const waiting = busy !== null;
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading payment..." />;
  else if (status === 'error')
    body = <SectionError message={loadError?.trim() || 'Failed to load payment'} onRetry={onRetry} />;
  else {
    const buyer = role === 'buyer';
    const started = workflowStatus === 'ORDER_IN_PROGRESS';
    const inspectionEndsAt = started ? payment?.inspectionEndsAt : null;
    body = (
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="5" weight="bold">
            {amount}
          </Text>
          {payment ? (
            <Badge color={paymentColor(payment)} variant="soft" highContrast size="2">
              {paymentStatusText(payment)}
            </Badge>
          ) : (
            <Badge color="gray" variant="soft" highContrast size="2">
              Not paid yet
            </Badge>
          )}
        </Flex>
        <Text as="p" size="2">
          {explanation(workflowStatus, role, amount, payment)}
        </Text>
        {inspectionEndsAt && (
          <InspectionNotice
            inspectionEndsAt={inspectionEndsAt}
            viewerRole={role}
            disputeActive={disputeActive}
          />
        )}
        {error && <FormErrorCallout message={`${FAILED_MOVE[error.move]}: ${error.message}`} />}
        <Flex gap="3" wrap="wrap">
          {buyer && workflowStatus === 'PRICE_AGREED' && (
            <Button disabled={waiting} onClick={onPay}>
              {busy === 'pay' ? 'Opening checkout...' : `Pay ${amount}`}
            </Button>
          )}
          {buyer && workflowStatus === 'PAYMENT_PENDING' && (
            <Button disabled={waiting} onClick={onContinue}>
              {busy === 'continue' ? 'Opening checkout...' : 'Continue to Payment'}
            </Button>
          )}
          {role === 'seller' && workflowStatus === 'PAYMENT_COMPLETED' && (
            <ConfirmMove
              label="Start Order"
              busyLabel="Starting..."
              busy={busy === 'startOrder'}
              disabled={waiting}
              title="Start the order?"
              description={`The buyer's ${amount} stays in escrow until they confirm delivery and release it to you.`}
              onConfirm={onStartOrder}
            />
          )}
          {role === 'seller' && started && onMarkDelivered && !payment?.deliveredAt && (
            <ConfirmMove
              label="Mark as Delivered"
              busyLabel="Marking..."
              busy={busy === 'deliver'}
              disabled={waiting}
              title="Mark the order delivered?"
              description="The buyer's inspection period starts now: the funds are released to you when it ends unless the buyer opens a dispute."
              onConfirm={onMarkDelivered}
            />
          )}
          {buyer && started && !disputeActive && (
            <ConfirmMove
              label="Release Funds"
              busyLabel="Releasing..."
              busy={busy === 'release'}
              disabled={waiting}
              title="Release the funds?"
              description={`Release ${amount} to the seller? This cannot be undone.`}
              onConfirm={onRelease}
            />
          )}
          {buyer && started && !disputeActive && onOpenDispute && (
            <Button color="red" variant="soft" disabled={waiting} onClick={onOpenDispute}>
              Open a Dispute
            </Button>
          )}
          {buyer && workflowStatus === 'PAYMENT_COMPLETED' && (
            <ConfirmMove
              label="Request Refund"
              busyLabel="Requesting refund..."
              busy={busy === 'refund'}
              disabled={waiting}
              title="Request a refund?"
              description={`Refund ${amount} to your card and cancel the order?`}
              color="red"
              variant="soft"
              dismissLabel="Keep Order"
              onConfirm={onRefund}
            />
          )}
        </Flex>
      </Flex>
    );
  }
  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading' || waiting}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={titleId}>
            Payment
          </Heading>
          {body}
        </Flex>
      </section>
    </Card>
  );
}

interface ConfirmMoveProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  title: string;
  description: string;
  color?: ButtonColor;
  variant?: 'solid' | 'soft';
  dismissLabel?: string;
  onConfirm: () => void;
}

/** A move that asks first: an alert dialog saying what happens, a way back, and the move. */
function ConfirmMove({
  label,
  busyLabel,
  busy,
  disabled,
  title,
  description,
  color,
  variant = 'solid',
  dismissLabel = 'Cancel',
  onConfirm,
}: ConfirmMoveProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button color={color} variant={variant} disabled={disabled}>
          {busy ? busyLabel : label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Box mt="4">
          <Flex gap="3" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {dismissLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color={color} onClick={onConfirm}>
                {label}
              </Button>
            </AlertDialog.Action>
          </Flex>
        </Box>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
