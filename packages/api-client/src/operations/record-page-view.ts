import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of recordPageView (POST /v2/analytics/page-views): `{ path, referrer? }`. */
export type RecordPageViewBody = OperationBody<'recordPageView'>;

/** recordPageView (POST /v2/analytics/page-views): counts one view of `path`; failures reject with an ApiError. */
export async function recordPageView(
  client: ApiClient,
  body: RecordPageViewBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/analytics/page-views', { body, signal }));
}
