import type { components } from '@robomarket/api-client';
import type { ProposalStatus } from '@robomarket/api-client/enums';
import type { SentByView } from './sent-by';

export type { ProposalStatus };

/** A proposal's structured terms, as the contract names them. */
export type StructuredTermsView = components['schemas']['StructuredTerms'];

/** A proposal as the list and the comparison show it: the contract's Proposal fields of the same names. */
export interface ProposalView {
  /** The proposal's id, handed to `onAccept`. */
  id: string;
  /** The seller as the buyer sees it: its business's name, or the person's name. */
  sellerName: string;
  /** Decimal string with two decimals, e.g. "42000.00"; never a float. */
  price: string;
  /** ISO 4217 code of `price`. */
  currency: string;
  /** PENDING, ACCEPTED, REJECTED or WITHDRAWN; anything else is shown as it came. */
  status: string;
  /** The seller's words about the offer, shown under the price. */
  description?: string;
  /** The seller's terms in words. */
  terms?: string;
  /** Delivery, warranty, SLA, training, payment terms, certifications, maintenance; null when not given. */
  structured_terms: StructuredTermsView | null;
  /** RFC 3339. */
  createdAt: string;
  /** The proposal this one revised, with its price; null or absent for a first proposal. */
  revisedFrom?: { proposalId: string; price: string } | null;
  /** The acceptance test the proposal carries (ADR 0100); null or absent without one. */
  acceptanceTest?: components['schemas']['AcceptanceTest'] | null;
  /** The seller's member who sent it and the business they sent it for; absent: not shown. */
  sentBy?: SentByView | undefined;
}

/** "6 weeks", "1 week"; '—' when the proposal has no structured terms. */
export function deliveryText(terms: StructuredTermsView | null): string {
  if (!terms) return '—';
  return plural(terms.delivery_weeks, 'week');
}

/** "3 days", "1 year". */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
