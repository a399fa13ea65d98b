import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ProposalView } from '../../views/proposal-view';
import { ProposalList } from './proposal-list';

const TERMS = {
  delivery_weeks: 6,
  warranty_years: 1,
  training_days: 5,
  sla_response_hours: 24,
  payment_terms: 'Net 30',
  compliance_certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
  maintenance_included: true,
};

/** Proposals for the list and comparison stories. */
export const SAMPLE_PROPOSALS: ProposalView[] = [
  {
    id: '9e1f0000-0000-4000-8000-000000000001',
    sellerName: 'Demo Robotics Dealer',
    price: '42000.00',
    currency: 'USD',
    status: 'PENDING',
    description: 'Two-robot palletising cell with safety fencing and commissioning.',
    structured_terms: TERMS,
    createdAt: '2026-03-06T10:00:00Z',
  },
  {
    id: '9e1f0000-0000-4000-8000-000000000002',
    sellerName: 'Northgate Robotics',
    price: '38950.00',
    currency: 'USD',
    status: 'PENDING',
    description: 'Single cobot cell, faster to install.',
    structured_terms: {
      ...TERMS,
      delivery_weeks: 9,
      warranty_years: 2,
      training_days: 3,
      sla_response_hours: 48,
      payment_terms: 'Net 45',
      compliance_certifications: ['ISO 13482 - Safety Requirements for Robots', 'CE Marking'],
      maintenance_included: false,
    },
    createdAt: '2026-03-07T10:00:00Z',
  },
  {
    id: '9e1f0000-0000-4000-8000-000000000003',
    sellerName: 'Atlas Automation GmbH',
    price: '51200.00',
    currency: 'USD',
    status: 'PENDING',
    structured_terms: { ...TERMS, delivery_weeks: 1, compliance_certifications: [] },
    createdAt: '2026-03-08T10:00:00Z',
  },
];

const [FIRST, SECOND, THIRD] = SAMPLE_PROPOSALS as [ProposalView, ProposalView, ProposalView];

const meta = {
  title: 'Procurement/ProposalList',
  component: ProposalList,
  excludeStories: ['SAMPLE_PROPOSALS'],
  args: {
    status: 'ready',
    proposals: SAMPLE_PROPOSALS,
    canAccept: true,
    onAccept: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buyer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('$42,000.00');
    await expect(rows[0]).toHaveTextContent('Delivery: 6 weeks');
    await expect(rows[2]).toHaveTextContent('Delivery: 1 week');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }));
    await expect(args.onAccept).toHaveBeenCalledWith(SECOND.id);
  },
};

export const Seller: Story = {
  args: { canAccept: false, proposals: [FIRST] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

export const AfterAcceptance: Story = {
  args: {
    proposals: [
      { ...FIRST, status: 'ACCEPTED' },
      { ...SECOND, status: 'REJECTED' },
      { ...THIRD, status: 'WITHDRAWN' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }));
    await expect(
      canvas.getByRole('button', { name: 'Accepting... proposal from Demo Robotics Dealer' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }),
    ).toBeDisabled();
  },
};

export const AcceptFailed: Story = {
  args: {
    onAccept: fn(async () => {
      throw new Error('Failed to accept proposal');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Failed to accept proposal$/);
  },
};

export const Empty: Story = {
  args: { proposals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No proposals yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', proposals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading proposals...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', proposals: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load proposals');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
