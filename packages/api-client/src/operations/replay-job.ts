import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { JobData } from './list-admin-jobs';

/** replayJob (POST /v2/admin/jobs/{jobId}/replay): a platform admin puts a dead job back on the queue. */
export function replayJob(client: ApiClient, jobId: string, signal?: AbortSignal): Promise<JobData> {
  return unwrap(client.POST('/v2/admin/jobs/{jobId}/replay', { params: { path: { jobId } }, signal }));
}
