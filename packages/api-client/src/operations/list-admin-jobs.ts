import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listAdminJobs: `state` (dead by default), `limit`, `cursor`. */
export type AdminJobsQuery = OperationQuery<'listAdminJobs'>;
/** Answer of listAdminJobs: a page of jobs, the counts by state and the next page's cursor, or null. */
export type AdminJobsData = OperationData<'listAdminJobs'>;
/** One job of the queue as operators see it (never its payload). */
export type JobData = AdminJobsData['jobs'][number];

/** listAdminJobs (GET /v2/admin/jobs): the queue's jobs of one state for the platform admins. */
export function listAdminJobs(
  client: ApiClient,
  query: AdminJobsQuery = {},
  signal?: AbortSignal,
): Promise<AdminJobsData> {
  return unwrap(client.GET('/v2/admin/jobs', { params: { query }, signal }));
}
