import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { joinWaitlist as storeSignup } from './repository.ts';

interface SignupBody {
  email: string;
}

function trimEmail(request: FastifyRequest): void {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    // Pasted addresses often carry spaces; trimmed first, so format and length apply to what is stored.
    body.email = body.email.trim();
  }
}

/** `POST /v2/waitlist/signup`: stores the address once; joining again answers with the first `joined_at`. */
export const joinWaitlist: OperationHandler = {
  // The waitlist widget posts from partner sites.
  cors: 'any-origin',
  async beforeValidation(request, { limiters }) {
    const verdict = await limiters.waitlistSignup.hit(request.ip);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', 'Too many sign-ups from this address; try again later', {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    trimEmail(request);
  },
  async handle(request, _reply, { db }) {
    const { email } = request.body as SignupBody;
    const entry = await storeSignup(db, email);
    return { email: entry.email, joined_at: entry.joinedAt };
  },
};
