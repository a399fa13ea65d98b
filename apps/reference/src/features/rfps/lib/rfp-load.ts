import { ApiError } from '@robomarket/api-client';

/**
 * Whether a failed getRfp means there is no such RFP for this user: 404 (missing, or not theirs to see),
 * 400 (the address holds no valid id), or the old server's 'no rows in result set' (product-spec §8).
 */
export function isRfpMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return [400, 404].includes(error.status) || /no rows in result set/i.test(error.message);
}

/** What a page about one RFP shows from its query. */
export function rfpStatusOf(query: { isPending: boolean; isError: boolean; error: unknown }) {
  if (query.isPending) return 'loading' as const;
  if (query.isError) return isRfpMissing(query.error) ? ('not-found' as const) : ('error' as const);
  return 'ready' as const;
}
