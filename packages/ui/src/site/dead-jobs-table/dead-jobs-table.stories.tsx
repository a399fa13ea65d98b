import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DeadJobsTable, type DeadJobsTableProps } from './dead-jobs-table';

const JOBS: DeadJobsTableProps['jobs'] = [
  {
    id: '42',
    name: 'mail.deliver',
    key: null,
    attempts: 5,
    max_attempts: 5,
    finished_at: '2026-11-20T10:15:00Z',
    created_at: '2026-11-20T08:00:00Z',
    last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  },
  {
    id: '17',
    name: 'payments.expire-overdue',
    key: 'schedule',
    attempts: 3,
    max_attempts: 3,
    finished_at: '2026-11-19T16:40:00Z',
    created_at: '2026-11-19T16:39:00Z',
    last_error: null,
  },
];

const meta = {
  title: 'Site/DeadJobsTable',
  component: DeadJobsTable,
  args: {
    status: 'ready',
    jobs: JOBS,
    counts: { queued: 3, running: 1, done: 1280, dead: 2 },
    onRetry: fn(),
    onReplay: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeadJobsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts by state, then each dead job with its attempts and last error. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('Dead: 2')).toBeVisible();
    await expect(canvas.getByText('Done: 1280')).toBeVisible();
    await expect(canvas.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    await expect(canvas.getByText('No message')).toBeVisible();
  },
};

/** 'Replay' hands the job's id over and is busy until the answer. */
export const Replaying: Story = {
  args: { onReplay: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replay job 42' }));
    await expect(args.onReplay).toHaveBeenCalledWith('42');
    await expect(canvas.getByRole('button', { name: 'Replaying... job 42' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Replay job 17' })).toBeDisabled();
  },
};

export const ReplayFailed: Story = {
  args: {
    onReplay: fn(async () =>
      Promise.reject(new Error('Only a dead job is replayed; this one is waiting, running or done')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replay job 17' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only a dead job is replayed');
    await expect(canvas.getByRole('button', { name: 'Replay job 17' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', jobs: undefined, counts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dead jobs' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { jobs: [], counts: { queued: 0, running: 0, done: 12, dead: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dead jobs')).toBeVisible();
    await expect(canvas.getByText('Dead: 0')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    status: 'error',
    jobs: undefined,
    counts: undefined,
    error: 'Only platform admins see and replay jobs',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only platform admins see and replay jobs');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
