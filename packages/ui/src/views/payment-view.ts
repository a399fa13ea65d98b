import type { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

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
  /** PENDING (held), RELEASED or REFUNDED; null for direct payments. */
  escrowStatus: string | null;
  /** ESCROW or DIRECT. */
  paymentType: string;
  /** RFC 3339. */
  createdAt: string;
  /** The workflow paid for; the row links to it. */
  workflowId: string;
}

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

/** A payment's colour (product-spec §4): released escrow green, held escrow orange, failed or expired red. */
export function paymentColor(payment: Pick<PaymentView, 'status' | 'escrowStatus'>): BadgeColor {
  if (payment.status === 'COMPLETED' && payment.escrowStatus === 'RELEASED') return 'green';
  if (payment.status === 'COMPLETED' && payment.escrowStatus === 'PENDING') return 'orange';
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
