import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { NotificationBell } from './notification-bell';

const NOTIFICATIONS = [
  {
    id: 'n1',
    title: 'New RFP in robot: Warehouse Automation RFP',
    link: '/rfp/respond/r1',
    read: false,
    createdAt: '2026-03-02T09:00:00Z',
  },
  {
    id: 'n2',
    title: 'Payment held in escrow: Warehouse picking robots',
    link: '/workflow/w1',
    read: true,
    createdAt: '2026-03-01T15:30:00Z',
  },
];

const meta = {
  title: 'Messaging/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 1,
    status: 'ready',
    notifications: NOTIFICATIONS,
    onOpenChange: fn(),
    onOpen: fn((_notification, event) => event.preventDefault()),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('link', { name: /Warehouse Automation RFP/ }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  },
};

export const NothingUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const OpenLoading: Story = {
  args: { open: true, status: 'loading', notifications: undefined },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const OpenEmpty: Story = {
  args: { open: true, unreadCount: 0, notifications: [] },
  play: async () => {
    await expect(await screen.findByText('No notifications')).toBeVisible();
  },
};

export const OpenError: Story = {
  args: { open: true, status: 'error', error: 'Failed to load notifications', notifications: undefined },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
