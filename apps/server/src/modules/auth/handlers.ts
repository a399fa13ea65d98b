import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { RateLimitResult } from '../../lib/rate-limits.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationContext, OperationHandler } from '../../plugins/openapi/operation.ts';
import { actorOf, chooseActingBusiness as chooseBusiness, listMemberships } from '../business/index.ts';
import { sendMail } from '../mail/index.ts';
import { registerAccount } from './accounts.ts';
import { mailVerificationLink } from './lifecycle.ts';
import {
  hashPassword,
  isWeakPassword,
  passwordNeedsRehash,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordProblem,
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
import { countPasswordAttempt, countSignInAttempt, knownDevice } from './sign-in-limits.ts';

const trimEmail = (request: FastifyRequest) => trimFields(request, 'email');

/**
 * Refuses a weak password before the contract's checks, so the message states the whole rule; `fields`
 * names the field, so a form shows the rule next to it ("New password must be at least 8 characters …").
 */
function refuseWeakPassword(request: FastifyRequest, field: string): void {
  const value = rawBody(request)?.[field];
  if (typeof value === 'string' && value.length <= 128 && isWeakPassword(value)) {
    throw new ApiError(400, 'validation_failed', weakPasswordMessage, {
      detail: `body/${field} is too weak`,
      fields: [{ field, message: weakPasswordProblem }],
    });
  }
}

function tooMany(verdict: RateLimitResult, message: string): ApiError {
  return new ApiError(429, 'rate_limited', message, {
    headers: { 'retry-after': String(verdict.retryAfterSeconds) },
  });
}

/**
 * Tells the account it was signed in to from a device without its device cookie (a new browser or device):
 * what the device says it is, and when.
 */
async function mailNewSignIn(request: FastifyRequest, context: OperationContext, user: User) {
  const agent = request.headers['user-agent'];
  // One line of printable text, short: it is shown in a mail.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const device = (typeof agent === 'string' ? agent.replace(/[\u0000-\u001f\u007f]/g, ' ') : '').slice(
    0,
    120,
  );
  const at = context.now();
  await context.db.transaction((tx) =>
    sendMail(tx, at, {
      to: user.email,
      template: 'account.new-sign-in',
      data: { name: user.first_name, device: device || 'an unknown browser', at: at.toUTCString() },
    }),
  );
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
  const { db, now } = context;
  const { auth } = context.services;
  const at = now();
  const { sessionId: _, expiresAt, ...pair } = await createSession(db, user.id, at, auth);
  const body = {
    ...pair,
    token_type: 'Bearer' as const,
    user: userBody(user),
    memberships: await listMemberships(db, user.id),
    acting_business_id: (await actorOf(db, user.id)).businessId,
  };
  return deliverTokens(request, reply, body, expiresAt, at);
}

/** `POST /v2/auth/register`: creates the account (and its business) and signs it in. */
export const registerUser: OperationHandler<'registerUser'> = {
  async beforeValidation(request, { limiter }) {
    const verdict = await limiter('register').hit(request.ip);
    if (!verdict.allowed) throw tooMany(verdict, 'Too many sign-ups from this address; try again later');
    trimEmail(request);
    refuseWeakPassword(request, 'password');
  },
  handle: async (request, reply, context) => {
    const user = await registerAccount(context.db, request.body, context.now(), {
      verified: false,
      onCreated: (tx, created) => mailVerificationLink(tx, created, context.now()),
    });
    reply.code(201);
    return signIn(request, reply, user, context);
  },
};

/**
 * `POST /v2/auth/login`. Unknown e-mail and wrong password answer the same 401 after the same work (a
 * dummy hash is checked for an unknown e-mail). Every attempt is counted before the password is checked
 * (`countSignInAttempt`: per device when the client has the account's device cookie, else per account and
 * address, per address and per account); over a limit it is refused with 429.
 */
export const login: OperationHandler<'login'> = {
  beforeValidation: trimEmail,
  handle: async (request, reply, context) => {
    const { email, password } = request.body;
    const { db } = context;
    const accountKey = normaliseEmail(email);
    const user = await findUserByEmail(db, accountKey);
    const attempt = await countSignInAttempt(request, context, accountKey, user?.id);
    if (!(await verifyPassword(user?.password_hash, password)) || user === undefined) {
      throw invalidCredentials();
    }
    const newDevice = knownDevice(request, context.services.auth.keys, user.id) === undefined;
    await attempt.succeeded(reply, user.id);
    if (newDevice) await mailNewSignIn(request, context, user);
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
export const refreshToken: OperationHandler<'refreshToken'> = {
  handle: async (request, reply, { db, now, services: { auth } }) => {
    const delivery = tokenDelivery(request);
    const fromBody = request.body?.refresh_token;
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
    if (!result.ok && result.reason === 'reused') auth.sessions.forgetSession(result.sessionId);
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
export const logout: OperationHandler<'logout'> = {
  handle: async (request, reply, { db, now, services: { auth } }) => {
    const user = currentUser(request);
    const token = request.body?.refresh_token;
    const fromCookie = readCookie(request, refreshTokenCookie);
    const at = now();
    await revokeSession(db, user.sid, 'logout', at);
    if (typeof token === 'string') await revokeSessionOfToken(db, token, user.id, 'logout', at);
    if (fromCookie !== undefined) await revokeSessionOfToken(db, fromCookie, user.id, 'logout', at);
    // The refresh tokens sent may name other sessions of the caller's: forget them all.
    auth.sessions.forgetUser(user.id);
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

/** The contract's `CurrentUser`: the user, their memberships and the business they act for. */
async function currentUserBody(context: OperationContext, user: User) {
  return {
    ...userBody(user),
    email_verified: user.email_verified_at !== null,
    memberships: await listMemberships(context.db, user.id),
    acting_business_id: (await actorOf(context.db, user.id)).businessId,
  };
}

/** `GET /v2/auth/me`: the user, their memberships and the business they act for. */
export const getMe: OperationHandler<'getMe'> = {
  handle: async (request, _reply, context) => currentUserBody(context, await loadUser(request, context)),
};

/**
 * `PUT /v2/auth/me/business`: the header's business switcher. The choice is kept on the membership
 * (`chosen_at`), so every device and later sign-in acts for it; a business the caller is not a member of
 * is a 404, the same whether it exists or not.
 */
export const chooseActingBusiness: OperationHandler<'chooseActingBusiness'> = {
  handle: async (request, _reply, context) => {
    const user = await loadUser(request, context);
    if (!(await chooseBusiness(context.db, user.id, request.body.business_id, context.now()))) {
      throw new ApiError(404, 'not_found', 'Business not found');
    }
    return currentUserBody(context, user);
  },
};

/** `PATCH /v2/auth/me`: changes the names and phone number sent. */
export const updateMe: OperationHandler<'updateMe'> = {
  handle: async (request, _reply, { db, now }) => {
    const { body } = request;
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
 * `POST /v2/auth/password`. Current-password attempts are counted per account before the check (429 over it).
 * Success ends every other session of the user; the caller's own session goes on (the contract says so).
 */
export const changePassword: OperationHandler<'changePassword'> = {
  beforeValidation(request) {
    refuseWeakPassword(request, 'new_password');
  },
  handle: async (request, reply, context) => {
    const { current_password: current, new_password: next } = request.body;
    const { db } = context;
    const caller = currentUser(request);
    const attempt = await countPasswordAttempt(context, caller.id);
    const user = await loadUser(request, context);
    if (!(await verifyPassword(user.password_hash, current))) {
      throw new ApiError(403, 'forbidden', 'The current password is wrong', {
        detail: 'body/current_password is wrong',
      });
    }
    await attempt.succeeded();
    const passwordHash = await hashPassword(next);
    const at = context.now();
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, at);
      await revokeOtherSessions(tx, user.id, caller.sid, 'password_change', at);
      await sendMail(tx, at, {
        to: user.email,
        template: 'password.changed',
        data: { name: user.first_name },
      });
    });
    context.services.auth.sessions.forgetUser(user.id);
    return reply.code(204).send();
  },
};
