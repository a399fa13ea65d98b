import { Badge, Button, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';
import { SimpleTable, SkeletonRows, Td, Th } from '../../internal/simple-table';
import { useAsyncSubmit } from '../../internal/use-async-submit';

/** One job of the queue as operators see it, as the contract's `Job` (never its payload). */
export interface JobView {
  id: string;
  /** The kind of job, e.g. `mail.deliver`. */
  name: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  /** ISO time it failed for the last time (dead jobs). */
  finished_at: string | null;
  /** ISO time it was enqueued. */
  created_at: string;
  last_error: string | null;
}

/** How many jobs are in each state, as the contract's `JobCounts`. */
export interface JobCountsView {
  queued: number;
  running: number;
  done: number;
  dead: number;
}

export interface DeadJobsTableProps {
  /** Loading shows placeholder rows, error shows `error` with 'Try Again', ready shows the jobs. */
  status: 'loading' | 'error' | 'ready';
  /** The dead jobs, newest first, once ready. */
  jobs?: ReadonlyArray<JobView>;
  /** The counts by state, once ready. */
  counts?: JobCountsView;
  /** Why loading failed; 'Failed to load the jobs' when empty. */
  error?: string;
  /** Called by 'Try Again'. */
  onRetry: () => void;
  /** Puts a dead job back on the queue. Reject with an `Error` to show its message. */
  onReplay: (jobId: string) => Promise<unknown>;
}

const when = (iso: string | null) =>
  iso === null
    ? 'never'
    : new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const COUNT_LABELS: ReadonlyArray<{ state: keyof JobCountsView; label: string; color: 'gray' | 'red' }> = [
  { state: 'queued', label: 'Waiting', color: 'gray' },
  { state: 'running', label: 'Running', color: 'gray' },
  { state: 'done', label: 'Done', color: 'gray' },
  { state: 'dead', label: 'Dead', color: 'red' },
];

/**
 * The job queue's dead-letter list for platform admins: the counts by state, and each job that failed every
 * attempt with its last error and a 'Replay' button that puts it back on the queue.
 */
export function DeadJobsTable({ status, jobs = [], counts, error, onRetry, onReplay }: DeadJobsTableProps) {
  const id = useId();
  const replay = useAsyncSubmit({ fallbackError: 'Failed to replay the job' });
  const [replaying, setReplaying] = useState<string | null>(null);

  let body: ReactNode;
  if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load the jobs'} onRetry={onRetry} />;
  } else if (status === 'ready' && jobs.length === 0) {
    body = (
      <EmptyState title="No dead jobs" text="Jobs that fail every attempt appear here to be replayed." />
    );
  } else {
    body = (
      <SimpleTable caption="Dead jobs">
        <thead>
          <tr>
            <Th>Job</Th>
            <Th>Attempts</Th>
            <Th>Failed (UTC)</Th>
            <Th>Last error</Th>
            <Th>
              <span className="rt-visually-hidden">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {status === 'loading' ? (
            <SkeletonRows widths={[140, 60, 120, 240, 80]} />
          ) : (
            jobs.map((job) => (
              <tr key={job.id}>
                <Td>
                  <Flex direction="column">
                    <Code size="2" variant="ghost">
                      {job.name}
                    </Code>
                    <Text size="1" color="gray">
                      #{job.id}
                      {job.key === null ? '' : ` · ${job.key}`}
                    </Text>
                  </Flex>
                </Td>
                <Td>
                  {job.attempts} of {job.max_attempts}
                </Td>
                <Td>{when(job.finished_at)}</Td>
                <Td>
                  <Text style={{ overflowWrap: 'anywhere' }}>{job.last_error ?? 'No message'}</Text>
                </Td>
                <Td>
                  <Button
                    variant="soft"
                    disabled={replay.busy}
                    onClick={() => {
                      setReplaying(job.id);
                      void replay.run(() => onReplay(job.id)).finally(() => setReplaying(null));
                    }}
                  >
                    {replaying === job.id ? 'Replaying...' : 'Replay'}
                    <span className="rt-visually-hidden"> job {job.id}</span>
                  </Button>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </SimpleTable>
    );
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`} aria-busy={status === 'loading'}>
        <Heading as="h2" size="5" id={`${id}-title`}>
          Dead jobs
        </Heading>
        {status === 'ready' && counts && (
          <Flex gap="2" wrap="wrap" role="list" aria-label="Jobs by state">
            {COUNT_LABELS.map(({ state, label, color }) => (
              <Badge key={state} role="listitem" color={color} variant="soft" highContrast size="2">
                {label}: {counts[state]}
              </Badge>
            ))}
          </Flex>
        )}
        {replay.error && <FormErrorCallout message={replay.error} />}
        {body}
      </section>
    </Flex>
  );
}
