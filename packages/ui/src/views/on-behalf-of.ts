import type { components } from '@robomarket/api-client';

/** Who did something and the business they did it for: the contract's OnBehalfOf. */
export type OnBehalfOfView = components['schemas']['OnBehalfOf'];

/**
 * "Sent by Ada Lovelace for Meridian Automation" (just "Sent by Ada Lovelace" without a business); `verb`
 * names the act ("Answered by …").
 */
export function onBehalfOfLine(person: OnBehalfOfView, verb = 'Sent'): string {
  const by = `${verb} by ${person.name}`;
  return person.businessName ? `${by} for ${person.businessName}` : by;
}
