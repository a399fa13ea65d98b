import { Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { MessageComposer } from '../message-composer';
import { MessageThread } from '../message-thread';
import { ThreadClosedNotice } from '../thread-closed-notice';
import { TypingIndicator } from '../typing-indicator';
import { ThreadList } from './thread-list';
import { BUYER_ID, NORTHGATE_MESSAGES, SAMPLE_THREADS } from './thread-samples';

const [northgate, harbor, leeds] = SAMPLE_THREADS;

const meta = {
  title: 'Messaging/ThreadList',
  component: ThreadList,
  args: {
    status: 'ready',
    threads: SAMPLE_THREADS,
    selectedSellerId: northgate?.sellerId,
    onSelect: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('navigation', { name: 'Conversations with sellers' });
    const entries = within(list).getAllByRole('button');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveAccessibleName('Northgate Robotics 3 unread messages');
    await expect(entries[0]).toHaveAttribute('aria-current', 'true');
    await expect(entries[1]).not.toHaveAttribute('aria-current');
    await expect(entries[2]).toHaveAccessibleName('Leeds Cobots 120 unread messages Closed');
    await userEvent.click(entries[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(harbor?.sellerId);
  },
};

/** Tab reaches each seller's entry; Enter or Space picks it. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Northgate Robotics/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(harbor?.sellerId);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(leeds?.sellerId);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading conversations...');
  },
};

export const Empty: Story = {
  args: { threads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sellers yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
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

/** Each seller's private thread: the buyer's side picks one, reads it and writes to it or to all. */
export const BuyerWithSeveralThreads: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(northgate?.sellerId);
    const thread = SAMPLE_THREADS.find((held) => held.sellerId === selected);
    return (
      <Flex direction="column" gap="4">
        <ThreadList
          {...args}
          selectedSellerId={selected}
          onSelect={(sellerId) => {
            setSelected(sellerId);
            args.onSelect(sellerId);
          }}
        />
        <MessageThread
          status="ready"
          title={`Conversation with ${thread?.sellerName ?? 'the seller'}`}
          messages={selected === northgate?.sellerId ? NORTHGATE_MESSAGES : []}
          viewerId={BUYER_ID}
          timeZone="UTC"
        >
          <TypingIndicator names={[]} />
          {thread?.readOnly ? (
            <ThreadClosedNotice />
          ) : (
            <MessageComposer
              onSend={fn(async () => undefined)}
              broadcastOption
              recipientName={thread?.sellerName}
            />
          )}
        </MessageThread>
      </Flex>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversation with Northgate Robotics' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Harbor Automation' }));
    await expect(canvas.getByRole('heading', { name: 'Conversation with Harbor Automation' })).toBeVisible();
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Send to all sellers' })).toBeVisible();
    await expect(canvas.getByText('Only Harbor Automation gets this message.')).toBeVisible();
    // The closed thread can be read, not written to.
    await userEvent.click(canvas.getByRole('button', { name: /Leeds Cobots/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This conversation is closed: the deal went to another seller.',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

/** A seller sees its own thread only: no list of sellers, no broadcast. */
export const Seller: Story = {
  render: () => (
    <MessageThread
      status="ready"
      messages={NORTHGATE_MESSAGES}
      viewerId={northgate?.sellerId ?? ''}
      timeZone="UTC"
    >
      <TypingIndicator names={['Grace Hopper']} />
      <MessageComposer onSend={fn(async () => undefined)} />
    </MessageThread>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** The seller that did not win the award: its thread stays readable, with the notice in place of the composer. */
export const ReadOnly: Story = {
  render: () => (
    <MessageThread
      status="ready"
      messages={NORTHGATE_MESSAGES}
      viewerId={northgate?.sellerId ?? ''}
      timeZone="UTC"
    >
      <ThreadClosedNotice />
    </MessageThread>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This conversation is closed: the deal went to another seller.',
    );
    await expect(within(canvas.getByRole('log')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
