import { ApiError } from '../../lib/api-error.ts';
import { trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { joinWaitlist as storeSignup } from './repository.ts';

/** `POST /v2/waitlist/signup`: stores the address once; joining again answers with the first `joined_at`. */
export const joinWaitlist: OperationHandler<'joinWaitlist'> = {
  // The waitlist widget posts from partner sites.
  cors: 'any-origin',
  async beforeValidation(request, { limiter }) {
    const verdict = await limiter('waitlistSignup').hit(request.ip);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', 'Too many sign-ups from this address; try again later', {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    trimFields(request, 'email');
  },
  handle: async (request, _reply, { db }) => {
    const entry = await storeSignup(db, request.body.email);
    return { email: entry.email, joined_at: entry.joinedAt };
  },
};
