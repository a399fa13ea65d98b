import type { FastifyRequest } from 'fastify';
import type { CorsRule } from '../../plugins/openapi/operation.ts';
import { keyHeader, keyShape } from './authenticator.ts';
import type { PublishableKeyLookups } from './key-cache.ts';

/**
 * The origin a keyed operation grants CORS to, or false. A preflight carries no key (only the header's
 * name), so it is granted when some live key lists the origin; the request itself only when its own key is
 * live and lists it. Refusals are silent here: the operation's security check answers the 401.
 */
async function keyedCorsOrigin(
  { method, headers }: FastifyRequest,
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

/**
 * CORS for the operations a publishable key admits (the `publishableKey` scheme: public catalogue reads): only
 * the origins of the request's key, which widgets on partner sites send in `X-Publishable-Key`.
 */
export const keyedCors = (lookups: PublishableKeyLookups, now: () => Date): CorsRule => ({
  scheme: 'publishableKey',
  allowedHeaders: ['X-Publishable-Key'],
  origin: (request) => keyedCorsOrigin(request, lookups, now()),
});
