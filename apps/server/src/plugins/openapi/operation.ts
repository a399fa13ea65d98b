import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { RateLimiter } from '../../lib/rate-limits.ts';
import type { AuthContext } from '../../modules/auth/context.ts';

/** The rate limiters, by purpose; their counts live in the database, shared by every instance. */
export interface Limiters {
  /** Waitlist sign-ups per client address. */
  waitlistSignup: RateLimiter;
  /** Sign-ups per client address. */
  register: RateLimiter;
  /** Sign-in attempts per account e-mail and client address, with back-off; a sign-in resets it. */
  loginAccount: RateLimiter;
  /** Sign-in attempts per client address; a successful one is given back. */
  loginAddress: RateLimiter;
  /** Sign-in attempts per account from clients without its device cookie, whatever their address. */
  loginAccountAnyAddress: RateLimiter;
  /** Sign-in attempts carrying a valid device cookie, per device (instead of the three above). */
  loginDevice: RateLimiter;
  /** Current-password attempts of `POST /v2/auth/password`, per account, with back-off. */
  passwordChange: RateLimiter;
}

/** What handlers get besides the request: the server's shared services. */
export interface OperationContext {
  /** The database. */
  db: Db;
  /** The rate limiters. */
  limiters: Limiters;
  /** The clock: every time the server stores or compares comes from it, so tests can move it. */
  now: () => Date;
  /** Token keys and lifetimes. */
  auth: AuthContext;
}

/** The implementation of one contract operation. */
export interface OperationHandler {
  /**
   * Answers a request that passed validation. The returned value is the response body, serialised
   * against the contract's schema for the status (200 unless `reply.code()` says otherwise).
   */
  handle(request: FastifyRequest, reply: FastifyReply, context: OperationContext): Promise<unknown>;
  /** Runs before validation and may throw an `ApiError`: rate limits, trimming input. */
  beforeValidation?(request: FastifyRequest, context: OperationContext): void | Promise<void>;
  /** `any-origin`: browsers on any site may call it (no credentials). Otherwise same-origin only. */
  cors?: 'any-origin';
}

/** Implemented operations by `operationId`. Operations missing here answer 501. */
export type OperationRegistry = Readonly<Record<string, OperationHandler>>;

/**
 * Checks one security scheme of the contract (`components.securitySchemes` key) for a request.
 * Resolves true when the caller satisfies it; may throw an `ApiError` for a more precise answer.
 */
export type Authenticator = (request: FastifyRequest, context: OperationContext) => Promise<boolean>;
