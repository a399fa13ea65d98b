// Account lifecycle (ADR 0097): e-mail verification, password reset, e-mail change and account deletion.
// Every link is a single-use, expiring token (`account-tokens.ts`); every mail goes through `sendMail` in
// the transaction of the change it tells about.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { RateLimitResult } from '../../lib/rate-limits.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationContext, OperationHandler } from '../../plugins/openapi/operation.ts';
import { businessesSolelyAdministeredBy, leaveAllBusinesses } from '../business/index.ts';
import { absoluteUrl, sendMail } from '../mail/index.ts';
import { forgetNotificationsOf } from '../notifications/index.ts';
import { hasFundsInEscrow } from '../payments/index.ts';
import { issueToken, spendToken } from './account-tokens.ts';
import {
  hashPassword,
  isWeakPassword,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordProblem,
} from './passwords.ts';
import {
  eraseUser,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  markEmailVerified,
  normaliseEmail,
  setEmail,
  setPasswordHash,
  type User,
} from './repository.ts';
import { revokeOtherSessions } from './sessions.ts';

const tooMany = (verdict: RateLimitResult, message: string) =>
  new ApiError(429, 'rate_limited', message, {
    headers: { 'retry-after': String(verdict.retryAfterSeconds) },
  });

/** How a mail greets the user. */
const nameOf = (user: Pick<User, 'first_name'>) => user.first_name;

/** Mails the user a new verification link (earlier ones stop working), in `q`'s transaction. */
export async function mailVerificationLink(
  q: Queryable,
  user: Pick<User, 'id' | 'email' | 'first_name'>,
  now: Date,
): Promise<void> {
  const token = await issueToken(q, user.id, 'email_verification', now);
  await sendMail(q, now, {
    to: user.email,
    template: 'account.verify-email',
    data: { name: nameOf(user), link: absoluteUrl(`/verify-email?token=${token}`) },
  });
}

/** `POST /v2/auth/verify-email`: confirms the address the link was mailed to. */
export const verifyEmail: OperationHandler<'verifyEmail'> = {
  handle: async (request, reply, { db, now, services }) => {
    const at = now();
    const userId = await db.transaction(async (tx) => {
      const { userId } = await spendToken(tx, request.body.token, 'email_verification', at);
      await markEmailVerified(tx, userId, at);
      return userId;
    });
    // The sessions' cached look-ups still say unverified.
    services.auth.sessions.forgetUser(userId);
    return reply.code(204).send();
  },
};

/** `POST /v2/auth/me/verification-email`: mails the link again, a few times an hour at most. */
export const resendVerificationEmail: OperationHandler<'resendVerificationEmail'> = {
  handle: async (request, reply, { db, now, limiter }) => {
    const caller = currentUser(request);
    const verdict = await limiter('verificationMail').hit(caller.id);
    if (!verdict.allowed) throw tooMany(verdict, 'Too many verification mails; try again later');
    const user = await findUserById(db, caller.id);
    if (user !== undefined && user.email_verified_at === null) {
      const at = now();
      await db.transaction((tx) => mailVerificationLink(tx, user, at));
    }
    return reply.code(202).send();
  },
};

/**
 * `POST /v2/auth/password-reset`: mails a reset link to the account with this e-mail, if there is one. The
 * answer is the same either way, after the same limits (per address asked for, per client address).
 */
export const requestPasswordReset: OperationHandler<'requestPasswordReset'> = {
  beforeValidation: (request) => trimFields(request, 'email'),
  handle: async (request, reply, { db, now, limiter }) => {
    const email = normaliseEmail(request.body.email);
    const byClient = await limiter('passwordResetClient').hit(request.ip);
    if (!byClient.allowed)
      throw tooMany(byClient, 'Too many reset requests from this address; try again later');
    const byEmail = await limiter('passwordResetEmail').hit(email);
    if (!byEmail.allowed) throw tooMany(byEmail, 'Too many reset mails for this e-mail; try again later');
    const user = await findUserByEmail(db, email);
    if (user !== undefined) {
      const at = now();
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, 'password_reset', at);
        await sendMail(tx, at, {
          to: user.email,
          template: 'account.password-reset',
          data: { name: nameOf(user), link: absoluteUrl(`/reset-password?token=${token}`) },
        });
      });
    }
    return reply.code(202).send();
  },
};

/** Refuses a weak password before the contract's checks, naming the field (like `POST /v2/auth/password`). */
function refuseWeakPassword(request: FastifyRequest, field: string): void {
  const value = rawBody(request)?.[field];
  if (typeof value === 'string' && value.length <= 128 && isWeakPassword(value)) {
    throw new ApiError(400, 'validation_failed', weakPasswordMessage, {
      detail: `body/${field} is too weak`,
      fields: [{ field, message: weakPasswordProblem }],
    });
  }
}

/**
 * `POST /v2/auth/password-reset/confirm`: sets the new password with the link's token, ends every session of
 * the account and tells it by mail. Following the link also proves the address.
 */
export const confirmPasswordReset: OperationHandler<'confirmPasswordReset'> = {
  beforeValidation: (request) => refuseWeakPassword(request, 'password'),
  handle: async (request, reply, context) => {
    const { db, now } = context;
    const passwordHash = await hashPassword(request.body.password);
    const at = now();
    const userId = await db.transaction(async (tx) => {
      const { userId } = await spendToken(tx, request.body.token, 'password_reset', at);
      const user = await findUserById(tx, userId);
      if (user === undefined) throw new Error(`User ${userId} vanished`);
      await setPasswordHash(tx, userId, passwordHash, at);
      await markEmailVerified(tx, userId, at);
      await revokeOtherSessions(tx, userId, undefined, 'password_reset', at);
      await sendMail(tx, at, { to: user.email, template: 'password.changed', data: { name: nameOf(user) } });
      return userId;
    });
    context.services.auth.sessions.forgetUser(userId);
    return reply.code(204).send();
  },
};

/** Checks the caller's password for a sensitive step, counted per account (429 over the limit). */
async function checkPassword(
  request: FastifyRequest,
  context: OperationContext,
  password: string,
): Promise<User & { password_hash: string }> {
  const caller = currentUser(request);
  const verdict = await context.limiter('accountPassword').hit(caller.id);
  if (!verdict.allowed) throw tooMany(verdict, 'Too many password attempts; try again later');
  const user = await findUserById(context.db, caller.id);
  if (user === undefined) throw new ApiError(401, 'unauthenticated', 'Authentication required');
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new ApiError(403, 'forbidden', 'The password is wrong', { detail: 'body/password is wrong' });
  }
  return user;
}

const emailTaken = () => new ApiError(409, 'conflict', 'Another account has this e-mail address');

/**
 * `POST /v2/auth/me/email`: with the password, mails a confirmation link to the new address and a notice to
 * the current one. Nothing changes until the link is followed.
 */
export const requestEmailChange: OperationHandler<'requestEmailChange'> = {
  beforeValidation: (request) => trimFields(request, 'email'),
  handle: async (request, reply, context) => {
    const user = await checkPassword(request, context, request.body.password);
    const email = normaliseEmail(request.body.email);
    if (email === user.email) {
      throw new ApiError(400, 'validation_failed', 'This is already your e-mail address', {
        detail: 'body/email is unchanged',
        fields: [{ field: 'email', message: 'is already your e-mail address' }],
      });
    }
    if ((await findUserByEmail(context.db, email)) !== undefined) throw emailTaken();
    const at = context.now();
    await context.db.transaction(async (tx) => {
      const token = await issueToken(tx, user.id, 'email_change', at, email);
      await sendMail(tx, at, {
        to: email,
        template: 'account.email-change',
        data: { name: nameOf(user), link: absoluteUrl(`/confirm-email?token=${token}`) },
      });
      await sendMail(tx, at, {
        to: user.email,
        template: 'account.email-change-notice',
        data: { name: nameOf(user), newEmail: email },
      });
    });
    return reply.code(202).send();
  },
};

/** `POST /v2/auth/email-change/confirm`: the account's e-mail becomes the address the link was sent to. */
export const confirmEmailChange: OperationHandler<'confirmEmailChange'> = {
  handle: async (request, reply, context) => {
    const at = context.now();
    try {
      const userId = await context.db.transaction(async (tx) => {
        const { userId, email } = await spendToken(tx, request.body.token, 'email_change', at);
        if (email === null) throw new Error('An e-mail change token without its address');
        await setEmail(tx, userId, email, at);
        return userId;
      });
      context.services.auth.sessions.forgetUser(userId);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return reply.code(204).send();
  },
};

/**
 * `DELETE /v2/auth/me`: with the password, erases the person's data and ends every session; deal records stay
 * for the other party ("Deleted user"). Refused (409, with the reason) while the user is the only ADMIN of a
 * business or a payment of theirs is held in escrow.
 */
export const deleteMe: OperationHandler<'deleteMe'> = {
  handle: async (request, reply, context) => {
    const user = await checkPassword(request, context, request.body.password);
    const { db } = context;
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const at = context.now();
    await db.transaction(async (tx) => {
      // The row lock keeps two deletions (or a deletion and a sign-up of an admin) from crossing.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const sole = await businessesSolelyAdministeredBy(tx, user.id);
      if (sole.length > 0) {
        throw new ApiError(
          409,
          'conflict',
          `You are the only admin of ${sole.join(', ')}: make another member an admin first, then delete your account`,
          { detail: 'last_business_admin' },
        );
      }
      if (await hasFundsInEscrow(tx, user.id)) {
        throw new ApiError(
          409,
          'conflict',
          'A payment of yours is held in escrow: your account can be deleted once it is released or refunded',
          { detail: 'funds_in_escrow' },
        );
      }
      await sendMail(tx, at, { to: user.email, template: 'account.deleted', data: { name: nameOf(user) } });
      await leaveAllBusinesses(tx, user.id);
      await forgetNotificationsOf(tx, user.id);
      await eraseUser(tx, user.id, unusable, at);
      await tx.query('UPDATE account_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        user.id,
        at,
      ]);
      // An archive of the person's data is personal data too.
      await tx.query('DELETE FROM data_exports WHERE user_id = $1', [user.id]);
      await revokeOtherSessions(tx, user.id, undefined, 'account_deleted', at);
    });
    context.services.auth.sessions.forgetUser(user.id);
    return reply.code(204).send();
  },
};
