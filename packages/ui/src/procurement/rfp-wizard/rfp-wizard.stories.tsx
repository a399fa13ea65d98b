import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import type { RfpWizardValues } from './rfp-draft';
import { RfpWizard } from './rfp-wizard';

const meta = {
  title: 'Procurement/RfpWizard',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: RfpWizard,
  args: {
    onSubmit: fn<(values: RfpWizardValues) => Promise<unknown>>(() => Promise.resolve()),
    today: '2026-03-01',
  },
  decorators: [canvasWidth(820)],
} satisfies Meta<typeof RfpWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer starts a new RFP: use-case suggestions, industry and requirements, with the step's tips. */
export const UseCase: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 4: Use Case' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'AI Suggestions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Custom Solution' }));
    await expect(canvas.getByLabelText('Custom solution title')).toBeVisible();
  },
};

export const TechnicalSpecs: Story = {
  args: { initialStep: 1 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CE Marking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add specification' }));
    await expect(canvas.getByRole('textbox', { name: 'Specification 1 name' })).toHaveFocus();
  },
};

export const BudgetAndTimeline: Story = {
  args: { initialStep: 2 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-03-01');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-03-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Add milestone' }));
    await expect(canvas.getByLabelText('Milestone 1 date')).toHaveFocus();
  },
};

/** Problems are explained on their fields before the wizard moves on. */
export const BudgetProblems: Story = {
  args: { initialStep: 2, initialValues: { description: 'Pallet moves, two shifts.' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum budget'), '90000');
    await userEvent.type(canvas.getByLabelText('Maximum budget'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Maximum budget must be at least the minimum budget')).toBeVisible();
  },
};

/** Next refuses a use case without requirements, says why, and ticks nothing. */
export const EmptyDescription: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warehouse Automation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 4: Use Case' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Use Case has a problem to fix before going on',
    );
    const description = canvas.getByLabelText('Detailed requirements');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('Detailed requirements are required');
    await expect(canvas.queryByText(/\(completed\)/)).toBeNull();
  },
};

/** A zero budget is refused on its field. */
export const ZeroBudget: Story = {
  args: { initialStep: 2, initialValues: { description: 'Pallet moves, two shifts.' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum budget'), '0');
    await userEvent.type(canvas.getByLabelText('Maximum budget'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Minimum budget')).toHaveAccessibleDescription(
      'Minimum budget must be more than 0',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Budget & Timeline has a problem');
  },
};

/** Past dates, an end on the start day and a milestone outside the timeline are refused on their fields. */
export const PastDates: Story = {
  args: {
    initialStep: 2,
    initialValues: {
      description: 'Pallet moves, two shifts.',
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: {
        startDate: '2019-05-01',
        endDate: '2019-05-01',
        milestones: [{ date: '2019-06-01', description: 'Site survey' }],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must not be in the past',
    );
    await expect(canvas.getByLabelText('End date')).toHaveAccessibleDescription(
      'End date must be after the start date',
    );
    await expect(canvas.getByLabelText('Milestone 1 date')).toHaveAccessibleDescription(
      'Milestone 1 must be between the start and end dates',
    );
    await expect(canvas.getByLabelText('Start date')).toHaveFocus();
  },
};

/** A bid deadline in the past or after the start is refused on its field, as the server would. */
export const BidDeadlineProblems: Story = {
  args: {
    initialStep: 2,
    initialValues: {
      description: 'Pallet moves, two shifts.',
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: { startDate: '2026-04-01', endDate: '2026-06-30', milestones: [] },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const deadline = canvas.getByLabelText('Bid deadline (optional)');
    await userEvent.type(deadline, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(deadline).toHaveAccessibleDescription('Bid deadline must not be in the past');
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2026-04-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(deadline).toHaveAccessibleDescription('Bid deadline must be on or before the start date');
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2026-03-20');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Bids close Mar 20, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit RFP' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ bidDeadline: '2026-03-20T23:59:59Z' }),
    );
  },
};

const EDITED = {
  title: 'Warehouse Automation',
  useCase: 'Warehouse Automation',
  description: 'Pallet moves between receiving and storage, two shifts.',
  industry: 'Logistics',
  technicalRequirements: {
    payload: 500,
    batteryLife: 8,
    certifications: ['CE Marking'],
    customSpecs: [{ name: 'Top speed', value: '2 m/s' }],
  },
  budget: { min: '50000.00', max: '150000.00', currency: 'USD' as const },
  timeline: {
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    milestones: [{ date: '2026-03-15', description: 'Site survey' }],
  },
};

/** The last step: the summary with money without decimals, and Submit RFP. */
export const Review: Story = {
  args: { initialStep: 3, initialValues: EDITED },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('$50,000 – $150,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit RFP' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Next on Budget & Timeline opens the review and submits nothing: only Submit RFP sends the RFP. */
export const NextOpensTheReview: Story = {
  args: { initialStep: 2, initialValues: EDITED },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Submit RFP' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    initialStep: 3,
    initialValues: EDITED,
    onSubmit: fn<(values: RfpWizardValues) => Promise<unknown>>(() => new Promise(() => {})),
  },
  play: async ({ args, canvas, userEvent }) => {
    // By keyboard: the focus stays on the waiting button (not body) and a second Enter sends nothing more.
    canvas.getByRole('button', { name: 'Submit RFP' }).focus();
    await userEvent.keyboard('{Enter}');
    const busy = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SubmitFailed: Story = {
  args: {
    initialStep: 3,
    initialValues: EDITED,
    onSubmit: fn<(values: RfpWizardValues) => Promise<unknown>>(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit RFP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit RFP');
  },
};

/** The server refuses the RFP (400 naming fields): its messages are listed on the review and put on the fields. */
export const ServerRefusal: Story = {
  args: {
    initialStep: 3,
    initialValues: EDITED,
    onSubmit: fn<(values: RfpWizardValues) => Promise<unknown>>(() =>
      Promise.reject(
        Object.assign(new Error('The RFP is not complete enough to submit'), {
          status: 400,
          fields: [{ field: 'timeline/startDate', message: 'must not be in the past' }],
        }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit RFP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to submit RFP: Start date must not be in the past',
    );
    await expect(canvas.getByRole('region', { name: 'To fix before submitting' })).toHaveTextContent(
      'Start date must not be in the past',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must not be in the past',
    );
  },
};

/** Editing a draft: every step starts from the RFP. */
export const Editing: Story = {
  args: { initialValues: EDITED, submitLabel: 'Save Changes', busyLabel: 'Saving...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Warehouse Automation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Logistics');
  },
};
