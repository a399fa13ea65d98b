import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationList, type NotificationView } from './notification-list';

const NOTIFICATIONS: NotificationView[] = [
  {
    id: 'n1',
    title: 'New RFP in robot: Warehouse Automation RFP',
    link: '/rfp/respond/r1',
    read: false,
    createdAt: '2026-03-02T09:00:00Z',
  },
  {
    id: 'n2',
    title: 'New proposal on Warehouse picking robots',
    link: '/workflow/w1',
    read: true,
    createdAt: '2026-03-01T15:30:00Z',
  },
];

const meta = {
  title: 'Messaging/NotificationList',
  component: NotificationList,
  args: {
    status: 'ready',
    notifications: NOTIFICATIONS,
    onRetry: fn(),
    onOpen: fn((_notification, event) => event.preventDefault()),
    onMarkAllRead: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: /Warehouse Automation RFP \(unread\)/ });
    await expect(link).toHaveAttribute('href', '/rfp/respond/r1');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(NOTIFICATIONS[0], expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const AllRead: Story = {
  args: { notifications: NOTIFICATIONS.map((notification) => ({ ...notification, read: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', notifications: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Authentication required', notifications: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication required');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
