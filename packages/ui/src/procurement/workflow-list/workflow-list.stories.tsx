import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WorkflowList, type WorkflowRowView } from './workflow-list';

/** Workflows for the list and dashboard stories, one per step of the way. */
export const SAMPLE_WORKFLOWS: WorkflowRowView[] = [
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-000000000001',
    title: 'Palletising cell for line 4',
    status: 'NEGOTIATION_IN_PROGRESS',
    updatedAt: '2026-03-09T15:30:00Z',
  },
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-000000000002',
    title: 'Six autonomous mobile robots for the Leeds warehouse',
    status: 'MATCHING_SELLERS',
    updatedAt: '2026-03-04T08:00:00Z',
  },
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-000000000003',
    title: 'Spare grippers',
    status: 'PRICE_AGREED',
    updatedAt: '2026-02-20T12:00:00Z',
  },
];

const meta = {
  title: 'Procurement/WorkflowList',
  component: WorkflowList,
  excludeStories: ['SAMPLE_WORKFLOWS'],
  args: { status: 'ready', workflows: SAMPLE_WORKFLOWS, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkflowList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Active Workflows' })).toBeVisible();
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Palletising cell for line 4' })).toHaveAttribute(
      'href',
      '/workflow/5b0c8e2a-1d3f-4a6b-9c7e-000000000001',
    );
    await expect(rows[0]).toHaveTextContent('Negotiating with suppliers');
    await expect(rows[0]).toHaveTextContent('Mar 9, 2026');
    await expect(rows[1]).toHaveTextContent('Finding best vendors');
  },
};

export const WithUnreadMessages: Story = {
  args: {
    workflows: SAMPLE_WORKFLOWS.map((workflow, index) => ({ ...workflow, unreadMessages: [3, 0, 1][index] })),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('3 unread messages');
    await expect(rows[1]).not.toHaveTextContent('unread');
    await expect(rows[2]).toHaveTextContent('1 unread message');
  },
};

export const Loading: Story = {
  args: { status: 'loading', workflows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading workflows...');
  },
};

export const Empty: Story = {
  args: {
    workflows: [],
    emptyAction: (
      <Button asChild>
        <a href="/workflow/new">Create New Workflow</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No workflows yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create New Workflow' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', workflows: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load workflows');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { appearance: 'dark' } };
