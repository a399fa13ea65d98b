import type { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { formatPrice } from '../primitives/price-text';
import { restOf } from './dispute-view';

/** A payment as the dashboard and the payment history show it: the contract's Payment fields of the same names. */
export interface PaymentView {
  /** The payment's id. */
  id: string;
  /** Decimal string, never a float. */
  amount: string;
  /** ISO 4217 code of `amount`. */
  currency: string;
  /** PENDING, COMPLETED, FAILED or EXPIRED. */
  status: string;
  /** PENDING (held), RELEASED, REFUNDED or PARTIALLY_REFUNDED (a dispute split it); null for direct payments. */
  escrowStatus: string | null;
  /** ESCROW or DIRECT. */
  paymentType: string;
  /** RFC 3339. */
  createdAt: string;
  /** The workflow paid for; the row links to it. */
  workflowId: string;
  /** What went back to the buyer once settled (all, part, or 0.00); null while nothing is settled. */
  refundedAmount?: string | null;
  /** When the seller marked the order delivered (RFC 3339); null before. */
  deliveredAt?: string | null;
  /** When the buyer's inspection period ends and the funds are released automatically; null before delivery. */
  inspectionEndsAt?: string | null;
}

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

/** A payment's colour (product-spec §4): released escrow green, held escrow orange, failed or expired red. */
export function paymentColor(payment: Pick<PaymentView, 'status' | 'escrowStatus'>): BadgeColor {
  if (payment.status === 'COMPLETED' && payment.escrowStatus === 'RELEASED') return 'green';
  if (payment.status === 'COMPLETED' && payment.escrowStatus === 'PENDING') return 'orange';
  if (payment.status === 'COMPLETED' && payment.escrowStatus === 'PARTIALLY_REFUNDED') return 'blue';
  if (payment.status === 'FAILED' || payment.status === 'EXPIRED') return 'red';
  return 'gray';
}

/** A payment's status in words: 'Escrow - {escrowStatus}' for escrow payments, else the status. */
export function paymentStatusText(
  payment: Pick<PaymentView, 'status' | 'escrowStatus' | 'paymentType'>,
): string {
  if (payment.paymentType === 'ESCROW') return `Escrow - ${payment.escrowStatus ?? payment.status}`;
  return payment.status;
}

/**
 * How a settled escrow was shared, with decimals, the same on both sides: "Refunded $12,000.00, released
 * $48,000.00" for a split, "Refunded $60,000.00" for a refund; null otherwise.
 */
export function settlementLine(
  payment: Pick<PaymentView, 'amount' | 'currency' | 'escrowStatus' | 'refundedAmount'>,
): string | null {
  const refunded = payment.refundedAmount;
  if (refunded === null || refunded === undefined) return null;
  if (payment.escrowStatus === 'REFUNDED') return `Refunded ${formatPrice(refunded, payment.currency)}`;
  if (payment.escrowStatus !== 'PARTIALLY_REFUNDED') return null;
  const released = restOf(payment.amount, refunded) ?? '0.00';
  return `Refunded ${formatPrice(refunded, payment.currency)}, released ${formatPrice(released, payment.currency)}`;
}
