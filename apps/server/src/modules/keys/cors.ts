import type { PublishableKeyLookups } from '../../lib/publishable-keys.ts';
import { keyHeader, keyShape } from './authenticator.ts';

/**
 * The origin a keyed operation grants CORS to, or false. A preflight carries no key (only the header's
 * name), so it is granted when some live key lists the origin; the request itself only when its own key is
 * live and lists it. Refusals are silent here: the operation's security check answers the 401.
 */
export async function keyedCorsOrigin(
  method: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  lookups: PublishableKeyLookups,
  now: Date,
): Promise<string | false> {
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (method === 'OPTIONS') return (await lookups.anyAllows(origin, now)) ? origin : false;
  const value = headers[keyHeader];
  if (typeof value !== 'string' || !keyShape.test(value)) return false;
  const key = await lookups.find(value, now);
  return key?.allowedOrigins.includes(origin) ? origin : false;
}
