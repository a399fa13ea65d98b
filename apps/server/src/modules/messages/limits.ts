import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { RateLimit, RateLimiter } from '../../lib/rate-limits.ts';

const minute = 60_000;

/**
 * Per user and per workflow, far above what a real negotiation sends: a second party of the same workflow,
 * or the same user on another workflow, counts apart.
 */
export const messagingRateLimits = {
  /** Messages one user sends to one workflow per minute. */
  messagePerMinute: { limit: 30, windowMs: minute },
  /** Messages one user sends to one workflow per day. */
  messagePerDay: { limit: 1000, windowMs: 24 * 60 * minute },
  /** Typing events one user sends to one workflow per minute. */
  typingEvent: { limit: 60, windowMs: minute },
} satisfies Record<string, RateLimit>;

type LimitName = keyof typeof messagingRateLimits;

/**
 * Counts one hit of the caller on the workflow of the path against each of `names`, in order, before
 * anything is written; the first limit passed is a 429 `rate_limited` with `Retry-After`, and the hits the
 * earlier limits counted for this refused request are given back.
 */
export async function limitPerUserAndWorkflow(
  request: FastifyRequest<{ Params: { id: string } }>,
  limiter: (name: string) => RateLimiter,
  names: readonly LimitName[],
  message: string,
): Promise<void> {
  await limitPerUserAndThread(currentUser(request).id, request.params.id, limiter, names, message);
}

/**
 * The same count for any thread: one hit of `userId` on `threadId` (a workflow, a conversation about a
 * product) against each of `names`, the hits given back when a later limit refuses.
 */
export async function limitPerUserAndThread(
  userId: string,
  threadId: string,
  limiter: (name: string) => RateLimiter,
  names: readonly LimitName[],
  message: string,
): Promise<void> {
  const key = `${userId}:${threadId}`;
  const counted: RateLimiter[] = [];
  for (const name of names) {
    const verdict = await limiter(name).hit(key);
    if (!verdict.allowed) {
      for (const earlier of counted) await earlier.refund(key);
      throw new ApiError(429, 'rate_limited', message, {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    counted.push(limiter(name));
  }
}
