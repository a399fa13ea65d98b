import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  ASKING_BUYER_ID,
  PRODUCT_SELLER_ID,
  SAMPLE_CONVERSATION_MESSAGES,
  SAMPLE_CONVERSATIONS,
} from '../../internal/fixtures/conversations';
import { SAMPLE_OFFERS } from '../../internal/fixtures/offers';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import { ProductConversation } from './product-conversation';

const [conversation, , removed] = SAMPLE_CONVERSATIONS;
const pending = SAMPLE_OFFERS.slice(0, 1);

const meta = {
  title: 'Messaging/ProductConversation',
  component: ProductConversation,
  args: {
    status: 'ready',
    conversation,
    viewerId: ASKING_BUYER_ID,
    messages: SAMPLE_CONVERSATION_MESSAGES,
    messagesStatus: 'ready',
    timeZone: 'UTC',
    onSend: fn(async () => undefined),
    onMakeOffer: fn(),
    onAcceptOffer: fn(async () => undefined),
    onRejectOffer: fn(async () => undefined),
    onCounterOffer: fn(async () => undefined),
    onRetry: fn(),
    onRetryMessages: fn(),
  },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(720)],
} satisfies Meta<typeof ProductConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer reads the seller's answer, writes again and makes an offer in one step. */
export const Buyer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Six-axis welding arm' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Six-axis welding arm' })).toHaveAttribute(
      'href',
      '/product/5b2c0000-0000-4000-8000-000000000001',
    );
    await expect(canvas.getByText('Seller: Northgate Robotics')).toBeVisible();
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('Yes, it is rated for 20 kg at full reach.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Great, thanks!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Great, thanks!');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
    await expect(args.onMakeOffer).toHaveBeenCalledOnce();
  },
};

/** After the buyer's offer both sides see it in the conversation. */
export const BuyerWithOffer: Story = {
  args: { offers: pending },
  play: async ({ canvas }) => {
    const offers = canvas.getByRole('region', { name: 'Offers in this conversation' });
    await expect(within(offers).getByText('Pending')).toBeVisible();
    await expect(within(offers).queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

/** The seller answers, and accepts the buyer's offer from the conversation. */
export const Seller: Story = {
  args: { viewerId: PRODUCT_SELLER_ID, offers: pending },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('A question about your product')).toBeVisible();
    await expect(canvas.getByText('Buyer: Buyer Works')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    const offers = canvas.getByRole('region', { name: 'Offers in this conversation' });
    await userEvent.click(within(offers).getByRole('button', { name: 'Accept offer from Buyer Works' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onAcceptOffer).toHaveBeenCalledWith(pending[0]));
  },
};

/** A new conversation: nothing written yet. */
export const NoMessagesYet: Story = {
  args: { messages: [], conversation: conversation && { ...conversation, lastMessage: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(
      canvas.getByText('Ask Northgate Robotics anything about this product before you make an offer.'),
    ).toBeVisible();
  },
};

/** The seller removed the product: the conversation stays, without a link or Make an offer. */
export const ProductRemoved: Story = {
  args: { conversation: removed, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The seller removed this product.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Retired gripper' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading conversation...');
  },
};

export const MessagesLoading: Story = {
  args: { messagesStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages...');
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

export const NotFound: Story = {
  args: { conversation: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Conversation not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/messages');
  },
};

/** Sending fails: the text stays, with the failure. */
export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('Network error'))) },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Still there?{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(field).toHaveValue('Still there?');
  },
};
