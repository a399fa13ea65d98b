import { Flex, Heading, Text } from '@radix-ui/themes';
import { jobKeys, useAdminJobs, useReplayJob } from '@robomarket/api-client/react';
import { DeadJobsTable } from '@robomarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';

/**
 * /admin/jobs (platform admins): the job queue's counts by state and its dead-letter list, the jobs that failed
 * every attempt, newest first. 'Replay' puts one back on the queue; the list loads again (ADR 0094).
 */
export function AdminJobsScreen() {
  const query = useAdminJobs({ state: 'dead', limit: 100 });
  const queryClient = useQueryClient();
  const replay = useReplayJob({ onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
  const confirm = useOutcomeToast();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Jobs
        </Heading>
        <Text color="gray">
          Mails, expiry and clean-up run on a queue. A job that fails every attempt waits here until it is
          replayed.
        </Text>
      </Flex>
      <DeadJobsTable
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        jobs={query.data?.jobs}
        counts={query.data?.counts}
        error={query.isError ? failureText(query.error, 'Failed to load the jobs') : undefined}
        onRetry={() => void query.refetch()}
        onReplay={(jobId) => confirm(replay.mutateAsync({ jobId }), 'Job queued again')}
      />
    </Flex>
  );
}
