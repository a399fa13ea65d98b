// Calls a v2 operation on behalf of a legacy request, through the app itself (`inject`): the v2 route runs
// whole, with its security check, validation, rate limits and idempotency, so the legacy generation can do
// nothing v2 would not allow, and a limit counts a legacy call and a v2 call alike.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import './deprecation.ts';
import type { V2Answer, V2Call, V2Caller } from './operation.ts';

/** The caller's headers a v2 operation reads: credentials, the page's origin, token delivery, language. */
const forwardedHeaders = [
  'authorization',
  'cookie',
  'x-publishable-key',
  'origin',
  'x-token-delivery',
  'idempotency-key',
  'user-agent',
  'accept-language',
] as const;

/** How long a derived idempotency key lasts: the old client's retries come within seconds. */
const derivedKeyWindowMs = 5 * 60_000;

/** The v2 answer's headers worth passing on to the legacy caller. */
export const relayedHeaders = [
  'set-cookie',
  'retry-after',
  'location',
  'cache-control',
  'etag',
  'last-modified',
] as const;

function queryString(query: V2Call['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, item);
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A key for a legacy request that sent none, from what identifies the intended action: the caller's
 * credentials, the legacy operation, its parameters and body, and the five-minute window it falls in.
 */
function derivedKey(request: FastifyRequest, operationId: string, now: Date): string {
  const window = Math.floor(now.getTime() / derivedKeyWindowMs);
  const parts = [
    operationId,
    request.headers.authorization ?? '',
    request.params ?? null,
    request.query ?? null,
    request.body ?? null,
    window,
  ];
  return `legacy-${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}`;
}

function parseBody(payload: string): unknown {
  if (payload === '') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/** The function a legacy handler calls v2 operations with, for one legacy request. */
export function v2CallerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  operationId: string,
  now: () => Date,
): V2Caller {
  return async (call): Promise<V2Answer> => {
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (call.idempotent && headers['idempotency-key'] === undefined) {
      headers['idempotency-key'] = derivedKey(request, operationId, now());
    }
    if (!call.idempotent) delete headers['idempotency-key'];
    // The first v2 operation called: the `Link` header's target when the successor's path cannot be filled in.
    request.legacySuccessorPath ??= call.path;
    const hasBody = call.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: call.method,
      url: `${call.path}${queryString(call.query)}`,
      headers,
      remoteAddress: request.ip,
      ...(hasBody ? { payload: JSON.stringify(call.body) } : {}),
    });
    return {
      statusCode: response.statusCode,
      body: parseBody(response.payload),
      headers: response.headers,
      ok: response.statusCode >= 200 && response.statusCode < 300,
    };
  };
}
