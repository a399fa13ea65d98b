import type { Badge } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import type { ComponentProps, ReactNode } from 'react';
import { formatPrice } from '../primitives/price-text';

/** An offer as the offer components show it: the contract's Offer fields of the same names. */
export type OfferView = Pick<
  components['schemas']['Offer'],
  | 'id'
  | 'productId'
  | 'productName'
  | 'buyerName'
  | 'price'
  | 'counterPrice'
  | 'agreedPrice'
  | 'currency'
  | 'quantity'
  | 'message'
  | 'status'
  | 'workflowId'
  | 'createdAt'
> &
  Partial<Pick<components['schemas']['Offer'], 'sentBy' | 'answeredBy' | 'acceptanceTest'>>;

/** A link the offer components render (React Router's Link in the app, a plain `<a>` by default). */
export interface OfferLink {
  /** Where it leads. */
  href: string;
  /** Its words. */
  children: ReactNode;
}

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

const STATUS: Record<string, { label: string; color: BadgeColor }> = {
  PENDING: { label: 'Pending', color: 'amber' },
  COUNTERED: { label: 'Countered', color: 'blue' },
  // The buyer accepted the counter over a spending limit: its approvers decide (ADR 0091).
  PENDING_APPROVAL: { label: 'Waiting for approval', color: 'orange' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  WITHDRAWN: { label: 'Withdrawn', color: 'gray' },
};

/** The words of an offer status: 'Pending', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'. */
export const offerStatusLabel = (status: string) => STATUS[status]?.label ?? status;

/** The badge colour of an offer status; gray for one this version does not know. */
export const offerStatusColor = (status: string): BadgeColor => STATUS[status]?.color ?? 'gray';

/** price × quantity of a two-decimal amount, exactly (BigInt on the digits, never a float). */
export function totalOf(price: string, quantity: number): string {
  const match = /^(\d+)\.(\d{2})$/.exec(price.trim());
  if (match === null || !Number.isSafeInteger(quantity)) return price;
  const minor = BigInt(`${match[1]}${match[2]}`) * BigInt(quantity);
  const digits = minor.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "3 × $1,100.00 = $3,300.00": the price per unit, the quantity and the total. */
export function priceLine(price: string, quantity: number, currency: string): string {
  const unit = formatPrice(price, currency);
  if (quantity === 1) return `${unit} per unit`;
  return `${quantity} × ${unit} = ${formatPrice(totalOf(price, quantity), currency)}`;
}
