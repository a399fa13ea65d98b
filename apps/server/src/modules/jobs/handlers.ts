// The dead-letter list for the platform admins: `GET /v2/admin/jobs`, `POST /v2/admin/jobs/{jobId}/replay`.
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { invalidCursor, pageSize } from '../../lib/list-cursor.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { countJobs, type JobRow, listJobs, replayDeadJob } from './dead-letters.ts';

/** 403 unless the caller is a platform admin. */
function requireAdmin(request: Parameters<typeof currentUser>[0]): void {
  if (!isPlatformAdmin(currentUser(request))) {
    throw new ApiError(403, 'forbidden', 'Only platform admins see and replay jobs');
  }
}

/** A job id as the list's cursor holds it: the last job of the page. */
const jobIdText = /^[1-9][0-9]{0,17}$/;

function jobBody(row: JobRow) {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    run_at: row.run_at.toISOString(),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    last_error: row.last_error,
  };
}

/** `GET /v2/admin/jobs`: the jobs of one state (dead when omitted), newest first, and the counts by state. */
export const listAdminJobs: OperationHandler<'listAdminJobs'> = {
  handle: async (request, _reply, { db }) => {
    requireAdmin(request);
    const { query } = request;
    const limit = pageSize(query.limit);
    if (query.cursor !== undefined && !jobIdText.test(query.cursor)) throw invalidCursor('the jobs list');
    const rows = await listJobs(db, query.state ?? 'dead', limit + 1, query.cursor);
    const page = rows.slice(0, limit);
    return {
      jobs: page.map(jobBody),
      counts: await countJobs(db),
      next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  },
};

/** `POST /v2/admin/jobs/{jobId}/replay`: a dead job goes back on the queue, due now. */
export const replayJob: OperationHandler<'replayJob'> = {
  handle: async (request, _reply, { db, now }) => {
    requireAdmin(request);
    const result = await replayDeadJob(db, request.params.jobId, now());
    if (result === 'not_found') throw new ApiError(404, 'not_found', 'Job not found');
    if (result === 'not_dead') {
      throw new ApiError(
        409,
        'conflict',
        'Only a dead job is replayed; this one is waiting, running or done',
      );
    }
    request.log.info({ job: result.id, name: result.name }, 'A platform admin replayed a dead job');
    return jobBody(result);
  },
};
