import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LAST_ADMIN_MESSAGE, MemberList } from './member-list';

const GRACE = {
  id: 'm1',
  email: 'grace@acme.example',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'ADMIN',
} as const;
const ADA = {
  id: 'm2',
  email: 'ada@acme.example',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'MEMBER',
} as const;
const ALAN = {
  id: 'm3',
  email: 'alan@acme.example',
  first_name: 'Alan',
  last_name: 'Turing',
  role: 'MEMBER',
} as const;

const meta = {
  title: 'Business/MemberList',
  component: MemberList,
  args: {
    businessName: 'Acme Automation',
    status: 'ready',
    members: [GRACE, ADA, ALAN],
    currentMemberId: ADA.id,
    viewerRole: 'MEMBER',
    onRetry: fn(),
    onLeave: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onChangeRole: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

// Confirmations are portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const AsMember: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Remove|Make/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AsAdmin: Story = {
  args: { currentMemberId: GRACE.id, viewerRole: 'ADMIN', members: [GRACE, { ...ADA, role: 'ADMIN' }, ALAN] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make ADMIN for Alan Turing' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(ALAN, 'ADMIN');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Alan Turing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(ALAN);
  },
};

export const LastAdmin: Story = {
  args: { currentMemberId: GRACE.id, viewerRole: 'ADMIN' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Make MEMBER for Grace Hopper' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await expect(dialog).toHaveTextContent(LAST_ADMIN_MESSAGE);
    await expect(within(dialog).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const LeaveRefused: Story = {
  args: {
    onLeave: fn(async () =>
      Promise.reject(
        new Error(
          'A business needs at least one ADMIN: make another member ADMIN before the last ADMIN leaves',
        ),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A business needs at least one ADMIN',
    );
  },
};

export const Leaving: Story = {
  args: { onLeave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(within(dialog).getByRole('button', { name: 'Leaving...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members...');
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Business not found', members: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Business not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
