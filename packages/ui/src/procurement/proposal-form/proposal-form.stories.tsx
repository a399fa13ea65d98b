import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { REVISED_PROPOSAL } from '../../internal/fixtures/proposals';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import type { ProposalFormValues } from './proposal-checks';
import { ProposalForm } from './proposal-form';

const meta = {
  title: 'Procurement/ProposalForm',
  component: ProposalForm,
  args: {
    rfp: {
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: { startDate: '2026-03-01', endDate: '2026-06-30' },
    },
    onSubmit: fn<(values: ProposalFormValues) => Promise<unknown>>(() => Promise.resolve()),
    onCancel: fn(),
  },
  decorators: [canvasWidth(720)],
} satisfies Meta<typeof ProposalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller's empty proposal, dates from the RFP. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-03-01');
    await expect(canvas.getByRole('button', { name: 'Submit Proposal' })).toBeEnabled();
  },
};

/** An out-of-budget price is refused with a message before anything is sent. */
export const PriceOutsideBudget: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '200000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'Net 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(
      canvas.getByText('Price must be within the RFP budget of $50,000.00 – $150,000.00'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MilestoneProblems: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add milestone' }));
    await userEvent.type(canvas.getByLabelText('Milestone 1 date'), '2026-08-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(
      canvas.getByText('Milestone 1 must fall between Mar 1, 2026 and Jun 30, 2026'),
    ).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs with fleet software');
    await userEvent.type(canvas.getByLabelText('Terms'), '30% upfront');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn<(values: ProposalFormValues) => Promise<unknown>>(() => new Promise(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'Net 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const SubmitFailed: Story = {
  args: {
    onSubmit: fn<(values: ProposalFormValues) => Promise<unknown>>(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'Net 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to submit proposal. Please try again.',
    );
  },
};

/** The seller states its own terms: a 3-year warranty, Net 60, one of the RFP's two certifications. */
export const OwnTerms: Story = {
  args: {
    rfp: {
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: { startDate: '2026-03-01', endDate: '2026-06-30' },
      certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'See payment terms');
    await userEvent.clear(canvas.getByLabelText('Warranty (years)'));
    await userEvent.type(canvas.getByLabelText('Warranty (years)'), '3');
    await userEvent.clear(canvas.getByLabelText('Payment terms'));
    await userEvent.type(canvas.getByLabelText('Payment terms'), 'Net 60');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CE Marking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        structured_terms: expect.objectContaining({
          warranty_years: 3,
          payment_terms: 'Net 60',
          compliance_certifications: ['ISO 10218 - Industrial Robots Safety'],
        }),
      }),
    );
  },
};

/** A term out of range is refused on its field. */
export const TermsProblems: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Training (days)'));
    await userEvent.type(canvas.getByLabelText('Training (days)'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(canvas.getByText('Training (days): enter a whole number from 0 to 365')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Revising a proposal: everything it offered, prefilled, and Submit Revision. */
export const Revising: Story = {
  args: {
    submitLabel: 'Submit Revision',
    initial: REVISED_PROPOSAL,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Price (USD)')).toHaveValue('120000.00');
    await expect(canvas.getByRole('checkbox', { name: 'Maintenance included' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Revision' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The seller adds an acceptance test: it is sent normalised with the proposal. */
export const WithAcceptanceTest: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'Net 30');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add an acceptance test' }));
    await userEvent.type(canvas.getByLabelText('Critical error codes'), '31, 31, 44');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        acceptanceTest: { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [31, 44] },
      }),
    );
  },
};

/** A test out of range is refused next to its field before anything is sent. */
export const AcceptanceTestInvalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Price (USD)'), '98000');
    await userEvent.type(canvas.getByLabelText('Description'), 'Six AMRs');
    await userEvent.type(canvas.getByLabelText('Terms'), 'Net 30');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add an acceptance test' }));
    const hours = canvas.getByLabelText('Operating hours per unit');
    await userEvent.clear(hours);
    await userEvent.type(hours, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Proposal' }));
    await expect(canvas.getByText('Operating hours must be a whole number from 1 to 10000')).toBeVisible();
    await expect(hours).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
