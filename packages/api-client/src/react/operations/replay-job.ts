import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { JobData } from '../../operations/list-admin-jobs';
import { replayJob } from '../../operations/replay-job';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useReplayJob}. */
export interface ReplayJobVariables {
  jobId: string;
}

/** Mutation for replayJob: a dead job goes back on the queue; pass `onSuccess` to refresh `jobKeys.all`. */
export function useReplayJob(
  options?: OperationMutationOptions<JobData, ReplayJobVariables>,
): UseMutationResult<JobData, ApiError, ReplayJobVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['replayJob'],
    mutationFn: ({ jobId }) => replayJob(client, jobId),
  });
}
