import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { RateLimitResult } from '../../lib/rate-limiter.ts';
import type { OperationContext, OperationHandler } from '../../plugins/openapi/operation.ts';
import { listMemberships } from '../business/repository.ts';
import { type Registration, registerAccount } from './accounts.ts';
import { currentUser } from './authenticators.ts';
import {
  hashPassword,
  isWeakPassword,
  passwordNeedsRehash,
  verifyPassword,
  weakPasswordMessage,
} from './passwords.ts';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  setPasswordHash,
  type User,
  updateProfile,
} from './repository.ts';
import {
  clearSessionCookies,
  deliverTokens,
  readCookie,
  refreshTokenCookie,
  tokenDelivery,
} from './session-cookies.ts';
import {
  createSession,
  refreshSession,
  revokeOtherSessions,
  revokeSession,
  revokeSessionOfToken,
} from './sessions.ts';

type Body = Record<string, unknown>;

const bodyOf = (request: FastifyRequest): Body | undefined =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : undefined;

function trimEmail(request: FastifyRequest): void {
  const body = bodyOf(request);
  // Pasted addresses often carry spaces; trimmed first, so format and length apply to what is stored.
  if (typeof body?.email === 'string') body.email = body.email.trim();
}

/** Refuses a weak password before the contract's checks, so the message states the whole rule. */
function refuseWeakPassword(request: FastifyRequest, field: string): void {
  const value = bodyOf(request)?.[field];
  if (typeof value === 'string' && value.length <= 128 && isWeakPassword(value)) {
    throw new ApiError(400, 'validation_failed', weakPasswordMessage, {
      detail: `body/${field} is too weak`,
    });
  }
}

function tooMany(verdict: RateLimitResult, message: string): ApiError {
  return new ApiError(429, 'rate_limited', message, {
    headers: { 'retry-after': String(verdict.retryAfterSeconds) },
  });
}

const invalidCredentials = () => new ApiError(401, 'unauthenticated', 'Invalid email or password');

/** The contract's `User`. */
const userBody = (user: User) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  phone_number: user.phone_number,
  user_type: user.user_type,
  role: user.role,
  created_at: user.created_at,
});

/**
 * The contract's `AuthSession` for a user who just signed in: a new session and their memberships, the
 * refresh token in the body or in the cookie as the caller asked (`X-Token-Delivery`).
 */
async function signIn(request: FastifyRequest, reply: FastifyReply, user: User, context: OperationContext) {
  const { db, now, auth } = context;
  const at = now();
  const { sessionId: _, expiresAt, ...pair } = await createSession(db, user.id, at, auth);
  const body = {
    ...pair,
    token_type: 'Bearer',
    user: userBody(user),
    memberships: await listMemberships(db, user.id),
  };
  return deliverTokens(request, reply, body, expiresAt, at);
}

/** `POST /v2/auth/register`: creates the account (and its business) and signs it in. */
export const registerUser: OperationHandler = {
  beforeValidation(request, { limiters }) {
    const verdict = limiters.register.hit(request.ip);
    if (!verdict.allowed) throw tooMany(verdict, 'Too many sign-ups from this address; try again later');
    trimEmail(request);
    refuseWeakPassword(request, 'password');
  },
  async handle(request, reply, context) {
    const registration = request.body as Registration;
    const user = await registerAccount(context.db, registration, context.now());
    reply.code(201);
    return signIn(request, reply, user, context);
  },
};

/**
 * `POST /v2/auth/login`. Unknown e-mail and wrong password answer the same 401 after the same work (a
 * dummy hash is checked for an unknown e-mail). Failures count per account and per address; over either
 * limit every attempt is refused with 429 until the window ends; a success clears the account's count.
 */
export const login: OperationHandler = {
  beforeValidation: trimEmail,
  async handle(request, reply, context) {
    const { email, password } = request.body as { email: string; password: string };
    const { limiters, db } = context;
    const accountKey = normaliseEmail(email);
    const addressKey = request.ip;
    for (const verdict of [limiters.loginAccount.peek(accountKey), limiters.loginAddress.peek(addressKey)]) {
      if (!verdict.allowed) throw tooMany(verdict, 'Too many failed sign-ins; try again later');
    }

    const user = await findUserByEmail(db, accountKey);
    if (!(await verifyPassword(user?.password_hash, password)) || user === undefined) {
      limiters.loginAccount.hit(accountKey);
      limiters.loginAddress.hit(addressKey);
      throw invalidCredentials();
    }
    limiters.loginAccount.reset(accountKey);
    if (passwordNeedsRehash(user.password_hash)) {
      await setPasswordHash(db, user.id, await hashPassword(password), context.now());
    }
    return signIn(request, reply, user, context);
  },
};

const refreshRefusals = {
  unknown: 'Invalid refresh token',
  revoked: 'The session has ended; sign in again',
  expired: 'The session has expired; sign in again',
  reused: 'The refresh token was already used; the session has ended, sign in again',
} as const;

/**
 * `POST /v2/auth/refresh`: rotates the refresh token (see `refreshSession`). The token comes from the body,
 * or, for cookie delivery only, from the `refresh-token` cookie: a token read from the cookie is answered
 * in the cookie, never in the body. A refused refresh by cookie clears the cookies.
 */
export const refreshToken: OperationHandler = {
  async handle(request, reply, { db, now, auth }) {
    const delivery = tokenDelivery(request);
    const fromBody = bodyOf(request)?.refresh_token;
    const fromCookie = readCookie(request, refreshTokenCookie);
    const token = typeof fromBody === 'string' ? fromBody : delivery === 'cookie' ? fromCookie : undefined;
    if (token === undefined) {
      if (delivery === 'cookie') {
        clearSessionCookies(request, reply);
        throw new ApiError(401, 'unauthenticated', 'No refresh token available');
      }
      throw new ApiError(400, 'validation_failed', 'Request validation failed', {
        detail: 'body/refresh_token is required (or X-Token-Delivery: cookie with the refresh-token cookie)',
      });
    }
    const at = now();
    const result = await refreshSession(db, token, at, auth);
    if (!result.ok) {
      if (delivery === 'cookie' || fromCookie !== undefined) clearSessionCookies(request, reply);
      throw new ApiError(401, 'unauthenticated', refreshRefusals[result.reason]);
    }
    return deliverTokens(request, reply, result.pair, result.expiresAt, at);
  },
};

/**
 * `POST /v2/auth/logout`: ends the token's session, and the refresh token's (body or cookie) when sent,
 * then clears the session cookies of a browser. Twice is fine.
 */
export const logout: OperationHandler = {
  async handle(request, reply, { db, now }) {
    const user = currentUser(request);
    const token = bodyOf(request)?.refresh_token;
    const fromCookie = readCookie(request, refreshTokenCookie);
    const at = now();
    await revokeSession(db, user.sid, 'logout', at);
    if (typeof token === 'string') await revokeSessionOfToken(db, token, user.id, 'logout', at);
    if (fromCookie !== undefined) await revokeSessionOfToken(db, fromCookie, user.id, 'logout', at);
    if (fromCookie !== undefined || tokenDelivery(request) === 'cookie') clearSessionCookies(request, reply);
    return reply.code(204).send();
  },
};

async function loadUser(request: FastifyRequest, context: OperationContext) {
  const found = await findUserById(context.db, currentUser(request).id);
  // The session check just found the user; only a deletion in between gets here.
  if (found === undefined) throw new ApiError(401, 'unauthenticated', 'Authentication required');
  return found;
}

/** `GET /v2/auth/me`: the user and their memberships. */
export const getMe: OperationHandler = {
  async handle(request, _reply, context) {
    const user = await loadUser(request, context);
    return { ...userBody(user), memberships: await listMemberships(context.db, user.id) };
  },
};

/** `PATCH /v2/auth/me`: changes the names and phone number sent. */
export const updateMe: OperationHandler = {
  async handle(request, _reply, { db, now }) {
    const body = request.body as { first_name?: string; last_name?: string; phone_number?: string | null };
    const user = await updateProfile(
      db,
      currentUser(request).id,
      { firstName: body.first_name, lastName: body.last_name, phoneNumber: body.phone_number },
      now(),
    );
    return userBody(user);
  },
};

/**
 * `POST /v2/auth/password`. A wrong current password is a failed sign-in for the account's rate limit.
 * Success ends every other session of the user; the caller's own session goes on (the contract says so).
 */
export const changePassword: OperationHandler = {
  beforeValidation(request) {
    refuseWeakPassword(request, 'new_password');
  },
  async handle(request, reply, context) {
    const { current_password: current, new_password: next } = request.body as {
      current_password: string;
      new_password: string;
    };
    const { db, limiters } = context;
    const caller = currentUser(request);
    const accountKey = normaliseEmail(caller.email);
    const verdict = limiters.loginAccount.peek(accountKey);
    if (!verdict.allowed) throw tooMany(verdict, 'Too many wrong passwords; try again later');

    const user = await loadUser(request, context);
    if (!(await verifyPassword(user.password_hash, current))) {
      limiters.loginAccount.hit(accountKey);
      throw new ApiError(403, 'forbidden', 'The current password is wrong', {
        detail: 'body/current_password is wrong',
      });
    }
    limiters.loginAccount.reset(accountKey);
    const passwordHash = await hashPassword(next);
    const at = context.now();
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, at);
      await revokeOtherSessions(tx, user.id, caller.sid, 'password_change', at);
    });
    return reply.code(204).send();
  },
};
