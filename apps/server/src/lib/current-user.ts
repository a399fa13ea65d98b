import type { UserRole, UserType } from '@robomarket/api-client/enums';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/** The signed-in caller, set by the security check (the auth module's authenticators) for handlers. */
export interface AuthUser {
  /** The user's id. */
  id: string;
  /** The session (`sid`) the access token belongs to. */
  sid: string;
  /** When the access token the request came with expires (`exp`). */
  tokenExpiresAt: Date;
  /** The platform role. */
  role: UserRole;
  /** CUSTOMER or BUSINESS. */
  user_type: UserType;
  /** The e-mail, lower-case. */
  email: string;
  /** Whether the user must still confirm their e-mail address before paying or awarding (ADR 0097). */
  unverified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, on operations that require a token. */
    user?: AuthUser;
  }
}

/**
 * Refuses (403) a caller who has not confirmed their e-mail address yet: unverified accounts browse, but do
 * not pay or award. `error` is `email_not_verified`, so the app offers to send the link again.
 */
export function requireVerifiedEmail(user: AuthUser): void {
  if (user.unverified) {
    throw new ApiError(
      403,
      'forbidden',
      'Confirm your e-mail address first: follow the link we mailed you, or send it again from Account Settings',
      { detail: 'email_not_verified' },
    );
  }
}

/** The caller of an operation behind a token; the check ran before the handler, so it is there. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.user === undefined) throw new ApiError(401, 'unauthenticated', 'Authentication required');
  return request.user;
}
