import { ApiError } from '../../lib/api-error.ts';
import type { Authenticator } from '../../plugins/openapi/operation.ts';
import type { LiveKey, PublishableKeyLookups } from './key-cache.ts';

/** The shape of every key this server hands out. */
export const keyShape = /^pk_[A-Za-z0-9_-]{32}$/;

/** The header a widget sends its key in (lower case, as Node names headers). */
export const keyHeader = 'x-publishable-key';

/** The 401 for a key that is not a live key. */
export const unknownKeyMessage = 'Unknown or revoked publishable key';
/** The 401 for a live key used from a page of an origin it does not list. */
export const wrongOriginMessage =
  "This publishable key is not allowed on this site: add the site's origin to the key";

/** The header's one value, or undefined when absent (a repeated header counts as a wrong value). */
function headerValue(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * The live key of a request with its `X-Publishable-Key`, checked against the request's `Origin`: undefined
 * without the header; a 401 for a key that is not live, or whose origins do not include the request's
 * `Origin`. A request without `Origin` is not a cross-origin browser request (a same-origin page, or a program
 * that could send any `Origin` it likes), so it is admitted: the key is public and reads public data only.
 */
export async function keyOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  lookups: PublishableKeyLookups,
  now: Date,
): Promise<LiveKey | undefined> {
  const value = headerValue(headers[keyHeader]);
  if (value === undefined) return undefined;
  if (!keyShape.test(value)) throw new ApiError(401, 'unauthenticated', unknownKeyMessage);
  const key = await lookups.find(value, now);
  if (key === undefined) throw new ApiError(401, 'unauthenticated', unknownKeyMessage);
  const origin = headerValue(headers.origin);
  if (origin !== undefined && !key.allowedOrigins.includes(origin)) {
    throw new ApiError(401, 'unauthenticated', wrongOriginMessage);
  }
  return key;
}

/**
 * `publishableKey`: a live key in `X-Publishable-Key`, used from one of its origins. It admits only the
 * operations whose security lists the scheme (public catalogue reads); everything else still asks for a token.
 */
export const publishableKey: Authenticator = async (request, context) =>
  (await keyOf(request.headers, context.services.keys, context.now())) !== undefined;
