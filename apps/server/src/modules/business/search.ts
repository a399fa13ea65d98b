import { ApiError } from '../../lib/api-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { searchBusinessNames } from './repository.ts';

/** How many businesses the parent search answers when the caller names no `limit`. */
const defaultSearchLimit = 10;

/**
 * `GET /v2/business/search?q=`: the Register dialog's parent search, open to guests. Names and ids only,
 * names starting with `q` first; counted per client address before anything is read (ADR 0093).
 */
export const searchBusinesses: OperationHandler<'searchBusinesses'> = {
  async beforeValidation(request, { limiter }) {
    const verdict = await limiter('businessSearch').hit(request.ip);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', 'Too many searches from this address; try again later', {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
  },
  handle: async (request, _reply, { db }) => {
    const q = request.query.q.trim();
    if (q.length < 2) {
      throw new ApiError(400, 'validation_failed', 'Type at least 2 characters of the name', {
        detail: 'query/q must NOT have fewer than 2 characters',
      });
    }
    const contains = likePattern(q);
    const startsWith = contains.slice(1);
    const businesses = await searchBusinessNames(
      db,
      contains,
      startsWith,
      request.query.limit ?? defaultSearchLimit,
    );
    return { businesses };
  },
};
