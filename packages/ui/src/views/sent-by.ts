import type { components } from '@robomarket/api-client';

/** Who acted for a party (ADR 0089): the contract's SentBy, the member and the business they acted for. */
export type SentByView = components['schemas']['SentBy'];

/** "Sent by Ada Lovelace for Meridian Automation"; "Sent by Ada Lovelace" for a customer (no business). */
export function sentByText(sentBy: SentByView): string {
  return sentBy.businessName === null
    ? `Sent by ${sentBy.name}`
    : `Sent by ${sentBy.name} for ${sentBy.businessName}`;
}
