import { ApiError } from '@robomarket/api-client';

/** Whether a failed workflow load means there is no such workflow for this user (404, or no valid id: 400). */
export function isWorkflowMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}
