import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MessageComposer } from '../message-composer';
import { TypingIndicator } from '../typing-indicator';
import { BUYER_ID, manyMessages, SAMPLE_MESSAGES, SELLER_ID } from './message-samples';
import { MessageThread } from './message-thread';

const meta = {
  title: 'Messaging/MessageThread',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: MessageThread,
  args: {
    status: 'ready',
    messages: SAMPLE_MESSAGES,
    viewerId: BUYER_ID,
    timeZone: 'UTC',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Grace Hopper');
    await expect(items[0]).toHaveTextContent('Mar 9, 2026, 9:15 AM');
    await expect(items[1]).toHaveTextContent('Northgate Robotics');
    await expect(items[0]).toHaveAttribute('data-own', 'true');
    await expect(items[1]).not.toHaveAttribute('data-own');
    // Plain text: the typed markup is shown, never rendered.
    await expect(items[2]).toHaveTextContent('<b>Great</b> — please include the fencing.');
    await expect(canvas.queryByText('Great', { selector: 'b' })).toBeNull();
  },
};

/** The same thread seen by the seller: the seller's messages are now the viewer's own. */
export const AsSeller: Story = {
  args: { viewerId: SELLER_ID },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log')).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('data-own', 'true');
    await expect(items[0]).not.toHaveAttribute('data-own');
  },
};

/** The seller's colleague answers in the seller's thread: the buyer sees who wrote, for which business. */
export const FromAColleague: Story = {
  args: {
    messages: [
      ...SAMPLE_MESSAGES,
      {
        id: 'm0000000-0000-4000-8000-000000000004',
        senderId: '0b9f2c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e',
        senderName: 'Ada Lovelace',
        sentBy: {
          userId: '0b9f2c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e',
          name: 'Ada Lovelace',
          businessName: 'Northgate Robotics',
        },
        body: 'Fencing is included.',
        createdAt: '2026-03-09T10:20:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('Sent by Ada Lovelace for Northgate Robotics');
    await expect(items[3]).not.toHaveAttribute('data-own');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages...');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
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

export const ManyMessages: Story = {
  args: { messages: manyMessages(60), hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(60);
    // Scrolled to the newest message.
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more messages' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { messages: manyMessages(20), hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};

export const LongWords: Story = {
  args: {
    messages: [
      {
        id: 'm2000000-0000-4000-8000-000000000001',
        senderId: SELLER_ID,
        senderName: 'Northgate Robotics International Automation Solutions Limited',
        body: `Part number: ${'RBT-ARM-6AX-'.repeat(20)}END https://robomarket.example/${'a'.repeat(120)}`,
        createdAt: '2026-03-09T09:42:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    // Nothing overflows sideways: the long word wraps inside the bubble.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};

export const RightToLeft: Story = {
  args: {
    messages: [
      ...SAMPLE_MESSAGES.slice(0, 1),
      {
        id: 'm3000000-0000-4000-8000-000000000001',
        senderId: SELLER_ID,
        senderName: 'روبوتات الخليج',
        body: 'مرحبا! يمكننا التسليم خلال ستة أسابيع.',
        createdAt: '2026-03-09T09:50:00Z',
      },
      {
        id: 'm3000000-0000-4000-8000-000000000002',
        senderId: SELLER_ID,
        senderName: 'רובוטיקה צפון',
        body: 'שלום, המחיר כולל התקנה.',
        createdAt: '2026-03-09T09:55:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const body = canvas.getByText('مرحبا! يمكننا التسليم خلال ستة أسابيع.');
    await expect(body).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(body).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByText(SAMPLE_MESSAGES[0]?.body ?? '')).direction).toBe('ltr');
  },
};

/** The whole conversation panel: the thread, the other party typing, and the composer. */
export const OtherPartyTyping: Story = {
  args: {
    children: (
      <>
        <TypingIndicator names={['Northgate Robotics']} />
        <MessageComposer onSend={fn(async () => undefined)} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Northgate Robotics is typing...')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Colleagues write for their businesses: each message says who sent it for which business. */
export const SentForBusinesses: Story = {
  args: {
    messages: [
      {
        ...SAMPLE_MESSAGES[0],
        id: 'm2000000-0000-4000-8000-000000000001',
        senderId: BUYER_ID,
        senderName: 'Grace Hopper',
        body: 'Is the arm rated for 20 kg?',
        createdAt: '2026-03-09T09:15:00Z',
        sentBy: { userId: BUYER_ID, name: 'Grace Hopper', businessId: 'b1', businessName: 'Buyer Works' },
      },
      {
        id: 'm2000000-0000-4000-8000-000000000002',
        senderId: SELLER_ID,
        senderName: 'Ada Lovelace',
        body: 'Yes, 20 kg at full reach.',
        createdAt: '2026-03-09T09:42:00Z',
        sentBy: {
          userId: SELLER_ID,
          name: 'Ada Lovelace',
          businessId: 'b2',
          businessName: 'Meridian Automation',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log')).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Sent by Ada Lovelace for Meridian Automation');
    await expect(items[0]).toHaveTextContent('Sent by Grace Hopper for Buyer Works');
  },
};
