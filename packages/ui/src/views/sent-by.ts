import type { components } from '@robomarket/api-client';

/** Who acted for a party (ADR 0089): the contract's SentBy, the member and the business they acted for. */
export type SentByView = components['schemas']['SentBy'];

/**
 * "Sent by Ada Lovelace for Meridian Automation"; "Sent by Ada Lovelace" for a customer (no business); `verb`
 * names the act ("Answered by …").
 */
export function sentByText(sentBy: SentByView, verb = 'Sent'): string {
  const by = `${verb} by ${sentBy.name}`;
  return sentBy.businessName === null ? by : `${by} for ${sentBy.businessName}`;
}
