import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { Authenticator, OperationContext } from '../../plugins/openapi/operation.ts';
import { verifyAccessToken } from './access-token.ts';

// Signing out of a session that has already ended is a success (the contract says so), so logout alone
// admits a token whose session is revoked; everything else refuses it.
const acceptsEndedSession = new Set(['logout']);

const rejected = () => new ApiError(401, 'unauthenticated', 'Invalid or expired access token');

async function admit(token: string, request: FastifyRequest, context: OperationContext): Promise<true> {
  const now = context.now();
  const { keys, sessions } = context.services.auth;
  const claims = await verifyAccessToken(token, keys.accessToken, now);
  if (claims === undefined) throw rejected();
  // The session comes from this process's recent look-ups (`session-cache.ts`): a logout or password change
  // here ends its tokens at once, a revocation by another instance within `sessionCheckSeconds`.
  const user = await sessions.get(claims.sessionId, claims.userId, now);
  if (user === undefined) throw rejected();
  if (user.revoked_at !== null && !acceptsEndedSession.has(request.routeOptions.config.operationId ?? '')) {
    throw new ApiError(401, 'unauthenticated', 'The session has ended; sign in again');
  }
  request.user = {
    id: user.id,
    sid: claims.sessionId,
    tokenExpiresAt: claims.expiresAt,
    role: user.role,
    user_type: user.user_type,
    email: user.email,
    unverified: context.services.auth.settings.requireVerifiedEmail && user.email_verified_at === null,
  };
  return true;
}

/**
 * `bearerAuth`: `Authorization: Bearer <access token>`. No header: not admitted (401, or another scheme
 * of the operation may admit). A header that is not a valid access token of a live session: 401.
 */
export const bearerAuth: Authenticator = async (request, context) => {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return false;
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  if (match?.[1] === undefined) throw rejected();
  return admit(match[1], request, context);
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * `cookieAuth`: the access token in the `auth-token` cookie, which the contract allows only where a header
 * cannot be set (document links, event streams). The same checks as the bearer token.
 */
export const cookieAuth: Authenticator = async (request, context) => {
  const token = cookie(request, 'auth-token');
  if (token === undefined || token === '') return false;
  return admit(token, request, context);
};

/** Why a signed-in caller's access has ended: the session is over, or only the access token. */
export type SessionEnd = 'signed_out' | 'token_expired';

/**
 * Whether the signed-in caller may still act on the token they came with, from this process's recent
 * session look-ups: `signed_out` once the session is revoked or past its life, `token_expired` once the
 * access token is (a refresh gives a new one), undefined while both hold. What an open event stream
 * re-checks before each event and at each ping.
 */
export async function sessionEnd(
  context: OperationContext,
  user: { id: string; sid: string; tokenExpiresAt: Date },
): Promise<SessionEnd | undefined> {
  const now = context.now();
  const session = await context.services.auth.sessions.get(user.sid, user.id, now);
  if (session === undefined || session.revoked_at !== null || session.expires_at <= now) return 'signed_out';
  return user.tokenExpiresAt <= now ? 'token_expired' : undefined;
}
