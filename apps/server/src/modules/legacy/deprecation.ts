// The deprecation headers of every legacy answer (issue 29): `Deprecation` (RFC 9745), `Sunset` (RFC 8594)
// and `Link` (RFC 8288) to the v2 successor and the migration guide.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** When the legacy generation was deprecated: v2 became the default generation. */
export const legacyDeprecatedAt = new Date('2026-12-01T00:00:00Z');

/** The sunset when `LEGACY_SUNSET` is unset. */
export const defaultLegacySunset = new Date('2027-12-01T00:00:00Z');

/** Where the migration guide is served. */
export const migrationGuidePath = '/docs/migrating-from-legacy';

/** A legacy operation's v2 successor, from its `x-successor` in openapi.legacy.yaml. */
export interface Successor {
  operationId: string;
  method: string;
  path: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The v2 path a legacy request was translated onto first: its successor's address when the successor's
     * parameters are named otherwise in the legacy path (`/iot-devices/{deviceId}` → `/v2/iot/{id}`).
     */
    legacySuccessorPath?: string;
  }
}

/**
 * The successor's path with the request's path (or else query) parameters of the same names filled in;
 * undefined if one is missing.
 */
function successorPath(successor: Successor, params: unknown, query: unknown): string | undefined {
  const values = {
    ...((query ?? {}) as Record<string, unknown>),
    ...((params ?? {}) as Record<string, unknown>),
  };
  let missing = false;
  const path = successor.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (typeof value !== 'string') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? undefined : path;
}

/** Sets the three headers on a legacy answer. */
export function setDeprecationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  successor: Successor | undefined,
  sunset: Date,
): void {
  reply.header('Deprecation', `@${Math.floor(legacyDeprecatedAt.getTime() / 1000)}`);
  reply.header('Sunset', sunset.toUTCString());
  const target =
    (successor === undefined ? undefined : successorPath(successor, request.params, request.query)) ??
    request.legacySuccessorPath;
  const links = [`<${migrationGuidePath}>; rel="deprecation"; type="text/html"`];
  if (target !== undefined) links.unshift(`<${target}>; rel="successor-version"`);
  reply.header('Link', links.join(', '));
}
