import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SAMPLE_OFFERS } from '../../internal/fixtures/offers';
import type { OfferView } from '../../views/offer-view';
import { OfferList } from './offer-list';
import { OfferStatusBadge } from './offer-status-badge';

const [PENDING, COUNTERED, ACCEPTED] = SAMPLE_OFFERS as [OfferView, OfferView, OfferView, OfferView];

const meta = {
  title: 'Procurement/OfferList',
  component: OfferList,
  // Documented on this component's Docs page too.
  subcomponents: { OfferStatusBadge },
  args: {
    status: 'ready',
    offers: SAMPLE_OFFERS,
    onAccept: fn(async () => undefined),
    onReject: fn(async () => undefined),
    onCounter: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 680, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('$11,000.00');
    await expect(rows[0]).toHaveTextContent('Buyer Works');
    await expect(rows[0]).toHaveTextContent('3 × $11,000.00 = $33,000.00');
    await expect(rows[0]).toHaveTextContent('Can you deliver to Leeds in May?');
    await expect(rows[0]).toHaveTextContent('Pending');
    await expect(rows[1]).toHaveTextContent('Your counter: $11,800.00 per unit');
    await expect(
      within(rows[2] ?? canvas.getByRole('list')).getByRole('link', { name: 'View order' }),
    ).toHaveAttribute('href', `/workflow/${ACCEPTED.workflowId}`);
    await expect(within(rows[3] ?? canvas.getByRole('list')).queryByRole('button')).toBeNull();
  },
};

export const AcceptConfirmed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept offer from Buyer Works' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this offer?' });
    await expect(dialog).toHaveTextContent('An order for 3 × $11,000.00 = $33,000.00 from Buyer Works');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(PENDING);
  },
};

export const RejectCancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject offer from Buyer Works' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const AcceptFailed: Story = {
  args: {
    onAccept: fn(async () => {
      throw new Error('The offer is accepted: it cannot be accepted now');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept offer from Buyer Works' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The offer is accepted: it cannot be accepted now',
    );
  },
};

export const Counter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Counter offer from Buyer Works' }));
    const field = canvas.getByLabelText('Counter price per unit');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Counter' }));
    await expect(field).toHaveAccessibleDescription('Please enter a valid price greater than 0');
    await userEvent.type(field, '1.999');
    await expect(field).toHaveValue('1.99');
    await userEvent.clear(field);
    await userEvent.type(field, '11500');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Counter' }));
    await expect(args.onCounter).toHaveBeenCalledWith(PENDING, '11500.00');
  },
};

export const CounterAgain: Story = {
  args: { offers: [COUNTERED] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Change Counter for offer from Cara Customer' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Accept/ })).toBeNull();
  },
};

export const AcrossProducts: Story = {
  args: { showProduct: true, title: 'Offers on your products', offers: [PENDING] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Offers on your products' })).toBeVisible();
    await expect(canvas.getByText(/Six-axis welding arm/)).toBeVisible();
  },
};

/** A buyer's own offers across products: read only, each product linked, the seller's counter named so. */
export const Buyer: Story = {
  args: {
    viewer: 'buyer',
    title: 'Your offers',
    onAccept: undefined,
    onReject: undefined,
    onCounter: undefined,
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(
      within(rows[0] ?? canvas.getByRole('list')).getByRole('link', { name: 'Six-axis welding arm' }),
    ).toHaveAttribute('href', `/product/${PENDING.productId}`);
    await expect(rows[1]).toHaveTextContent("Seller's counter: $11,800.00 per unit");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', offers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading offers...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', offers: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load offers');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };

/** Offers of businesses: who sent each for which business, and which colleague answered. */
export const SentForBusinesses: Story = {
  args: {
    offers: [
      {
        ...PENDING,
        sentBy: { userId: 'u1', name: 'Katherine Johnson', businessId: 'b1', businessName: 'Buyer Works' },
        answeredBy: null,
      },
      {
        ...COUNTERED,
        sentBy: { userId: 'u2', name: 'Grace Hopper', businessId: 'b1', businessName: 'Buyer Works' },
        answeredBy: {
          userId: 'u3',
          name: 'Ada Lovelace',
          businessId: 'b2',
          businessName: 'Meridian Automation',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Sent by Katherine Johnson for Buyer Works');
    await expect(rows[1]).toHaveTextContent('Answered by Ada Lovelace for Meridian Automation');
  },
};

/** An offer asking for an acceptance test says it in a sentence. */
export const WithAcceptanceTest: Story = {
  args: {
    offers: [
      { ...PENDING, acceptanceTest: { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [31] } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Acceptance test: Each delivered unit reports ≥ 40 h of operation with no critical error code (31) within 14 days.',
      ),
    ).toBeVisible();
  },
};
