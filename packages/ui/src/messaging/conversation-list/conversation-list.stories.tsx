import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  ASKING_BUYER_ID,
  PRODUCT_SELLER_ID,
  SAMPLE_CONVERSATIONS,
} from '../../internal/fixtures/conversations';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import { ConversationList } from './conversation-list';

const meta = {
  title: 'Messaging/ConversationList',
  component: ConversationList,
  args: {
    status: 'ready',
    conversations: SAMPLE_CONVERSATIONS,
    viewerId: ASKING_BUYER_ID,
    timeZone: 'UTC',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(640)],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's conversations: each links to its page, names the seller, shows the last message. */
export const BuyerFilled: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [first, , last] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(first).getByRole('link', { name: 'Six-axis welding arm' })).toHaveAttribute(
      'href',
      '/messages/c0000000-0000-4000-8000-000000000001',
    );
    await expect(within(first).getByText('Seller: Northgate Robotics')).toBeVisible();
    await expect(within(first).getByText('1 unread message')).toBeInTheDocument();
    await expect(
      within(first).getByText('Northgate Robotics: Yes, it is rated for 20 kg at full reach.'),
    ).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText(/^You: Does the price/)).toBeVisible();
    await expect(within(last).getByText('No messages yet')).toBeVisible();
  },
};

/** The seller sees the same conversation under the buyer's name. */
export const SellerFilled: Story = {
  args: { conversations: SAMPLE_CONVERSATIONS.slice(0, 1), viewerId: PRODUCT_SELLER_ID },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Buyer: Buyer Works')).toBeVisible();
    await expect(canvas.getByText('You: Yes, it is rated for 20 kg at full reach.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading conversations...');
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Network error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Older conversations load on demand. */
export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more conversations' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
