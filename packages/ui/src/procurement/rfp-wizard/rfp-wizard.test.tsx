import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { RfpWizardValues } from './rfp-draft';
import { RfpWizard, type RfpWizardProps } from './rfp-wizard';

const TODAY = '2026-03-01';

function setup(props: Partial<RfpWizardProps> = {}) {
  const onSubmit = vi.fn<(values: RfpWizardValues) => Promise<unknown>>(() => Promise.resolve());
  render(<RfpWizard onSubmit={onSubmit} today={TODAY} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), onSubmit };
}

/** An RFP that passes every step, dated after TODAY. */
const VALID: Partial<RfpWizardValues> = {
  title: 'North hall pickers',
  useCase: 'Warehouse Automation',
  description: 'Pallets across two shifts',
  industry: 'Logistics',
  technicalRequirements: { payload: 25, batteryLife: 8, certifications: [], customSpecs: [] },
  budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
  timeline: { startDate: '2026-04-01', endDate: '2026-06-30', milestones: [] },
};

const next = () => screen.getByRole('button', { name: 'Next' });
const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

describe('RfpWizard', () => {
  it('walks the four steps with a step indicator, Back and Next', async () => {
    const { user, onSubmit } = setup({ initialValues: VALID });
    expect(currentStep()).toHaveTextContent('Use Case');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'AI Suggestions' })).toBeInTheDocument();
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Technical Specs');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Budget & Timeline');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Review');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit RFP' })).toBeInTheDocument();
    // The click that opened the review submitted nothing: only Submit RFP does.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toHaveTextContent('Budget & Timeline');
  });

  it('offers the use-case suggestions, and a title field for a custom solution', async () => {
    const { user } = setup();
    for (const name of [
      'Warehouse Automation',
      'Medical Supply Delivery',
      'Agricultural Monitoring',
      'Construction Site Inspection',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByLabelText('Custom solution title')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Custom Solution' }));
    expect(screen.getByRole('button', { name: 'Custom Solution' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Custom solution title')).toBeInTheDocument();
  });

  it('sends the CreateRfp-shaped payload with the defaults and what was typed', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Warehouse Automation' }));
    await user.type(screen.getByLabelText('Detailed requirements'), 'Pallets across two shifts');
    await user.click(next());
    await user.type(screen.getByLabelText('Max payload (kg)'), '500');
    await user.type(screen.getByLabelText('Battery life (hours)'), '8');
    await user.click(screen.getByRole('checkbox', { name: 'CE Marking' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByRole('textbox', { name: 'Specification 1 name' }), 'Top speed');
    await user.type(screen.getByRole('textbox', { name: 'Specification 1 value' }), '2 m/s');
    await user.click(next());
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-03-31');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    // The budget steps by 1000 with the arrows (product-spec), and takes "50,000" as typed.
    await user.type(screen.getByLabelText('Minimum budget'), '{ArrowUp}{ArrowUp}');
    expect(screen.getByLabelText('Minimum budget')).toHaveValue('2000');
    await user.clear(screen.getByLabelText('Minimum budget'));
    await user.type(screen.getByLabelText('Minimum budget'), '50,000');
    await user.type(screen.getByLabelText('Maximum budget'), '150000');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1 date'), '2026-03-15');
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1 description' }), 'Site survey');
    await user.click(next());

    expect(screen.getByText('$50,000 – $150,000')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026 – Mar 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2026: Site survey')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Warehouse Automation',
      useCase: 'Warehouse Automation',
      description: 'Pallets across two shifts',
      industry: '',
      technicalRequirements: {
        payload: 500,
        batteryLife: 8,
        certifications: ['CE Marking'],
        customSpecs: [{ name: 'Top speed', value: '2 m/s' }],
      },
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: {
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        milestones: [{ date: '2026-03-15', description: 'Site survey' }],
      },
    });
  }, 20_000);

  it('removes a custom spec row', async () => {
    const { user } = setup({ initialStep: 1 });
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    expect(screen.getAllByRole('button', { name: /Remove specification/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove specification 1' }));
    expect(screen.getAllByRole('button', { name: /Remove specification/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add specification' })).toHaveFocus();
  });

  it('explains a minimum above the maximum and an end before the start before moving on', async () => {
    const { user, onSubmit } = setup({ initialStep: 2, initialValues: { description: 'Pallets' } });
    await user.type(screen.getByLabelText('Minimum budget'), '90000');
    await user.type(screen.getByLabelText('Maximum budget'), '10000');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-02-01');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Budget & Timeline');
    expect(screen.getByLabelText('Maximum budget')).toHaveAccessibleDescription(
      'Maximum budget must be at least the minimum budget',
    );
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'End date must be after the start date',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('compares budgets as decimals, not as text', async () => {
    const { user } = setup({ initialStep: 2, initialValues: { description: 'Pallets' } });
    await user.type(screen.getByLabelText('Minimum budget'), '9000');
    await user.type(screen.getByLabelText('Maximum budget'), '10000');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Review');
  });

  it('asks for a milestone description', async () => {
    const { user } = setup({ initialStep: 2, initialValues: { description: 'Pallets' } });
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1 date'), '2026-03-10');
    await user.click(next());
    expect(screen.getByText('Describe milestone 1')).toBeInTheDocument();
  });

  it("shows 'Submitting...' while busy and the failure with everything kept", async () => {
    let reject: (reason: unknown) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise((_, fail) => {
          reject = fail;
        }),
    );
    const { user } = setup({
      onSubmit,
      initialStep: 3,
      initialValues: { ...VALID, useCase: 'Medical Supply Delivery', title: 'Medical Supply Delivery' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so the keyboard's place is kept; pressing it again sends nothing more.
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    reject(new Error(''));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit RFP');
    expect(screen.getAllByText('Medical Supply Delivery').length).toBeGreaterThan(0);
  });

  it('starts from the RFP being edited', async () => {
    const { user } = setup({
      initialValues: {
        title: 'Vineyard drones',
        useCase: 'Vineyard drones',
        description: 'Scan rows weekly',
        industry: 'Agriculture',
        technicalRequirements: {
          payload: 2,
          batteryLife: 1.5,
          certifications: ['CE Marking'],
          customSpecs: [],
        },
        budget: { min: '20000.00', max: '40000.50', currency: 'EUR' },
        timeline: { startDate: '2026-04-01', endDate: '2026-06-30', milestones: [] },
      },
    });
    expect(screen.getByRole('button', { name: 'Custom Solution' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Custom solution title')).toHaveValue('Vineyard drones');
    expect(screen.getByLabelText('Title')).toHaveValue('Vineyard drones');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Agriculture');
    await user.click(next());
    expect(screen.getByLabelText('Battery life (hours)')).toHaveValue(1.5);
    expect(screen.getByRole('checkbox', { name: 'CE Marking' })).toBeChecked();
    await user.click(next());
    expect(screen.getByLabelText('Minimum budget')).toHaveValue('20000');
    expect(screen.getByLabelText('Maximum budget')).toHaveValue('40000.50');
    await user.click(next());
    expect(screen.getByText('€20,000 – €40,001')).toBeInTheDocument();
  });

  it('refuses an empty description on Next, says why, and ticks the step only once it is valid', async () => {
    const { user } = setup();
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Use Case');
    expect(screen.getByRole('alert')).toHaveTextContent('Use Case has a problem to fix before going on');
    const description = screen.getByLabelText('Detailed requirements');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Detailed requirements are required');
    expect(description).toHaveFocus();
    expect(screen.queryByText(/\(completed\)/)).toBeNull();
    await user.type(description, 'Pallets');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Technical Specs');
    expect(screen.queryByRole('alert')).toBeNull();
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Use Case (completed)');
    // Emptied again, the step loses its tick.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Detailed requirements'));
    await user.click(screen.getByRole('button', { name: 'Warehouse Automation' }));
    expect(steps[0]).not.toHaveTextContent('(completed)');
    expect(steps[1]).toHaveTextContent('Technical Specs (completed)');
  });

  it('refuses a zero or missing budget and past dates, and milestones outside the timeline', async () => {
    const { user } = setup({ initialStep: 2, initialValues: { description: 'Pallets' } });
    await user.click(next());
    expect(screen.getByLabelText('Minimum budget')).toHaveAccessibleDescription('Enter the minimum budget');
    expect(screen.getByLabelText('Maximum budget')).toHaveAccessibleDescription('Enter the maximum budget');
    await user.type(screen.getByLabelText('Minimum budget'), '0');
    await user.type(screen.getByLabelText('Maximum budget'), '0');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2019-05-01');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2019-05-01');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1 date'), '2019-06-01');
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1 description' }), 'Late');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Budget & Timeline');
    expect(screen.getByRole('alert')).toHaveTextContent('Budget & Timeline has 4 problems');
    expect(screen.getByLabelText('Minimum budget')).toHaveAccessibleDescription(
      'Minimum budget must be more than 0',
    );
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must not be in the past',
    );
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'End date must be after the start date',
    );
    expect(screen.getByLabelText('Milestone 1 date')).toHaveAccessibleDescription(
      'Milestone 1 must be between the start and end dates',
    );
  }, 20_000);

  it('takes a start of today', async () => {
    const { user } = setup({ initialStep: 2, initialValues: { description: 'Pallets' } });
    await user.type(screen.getByLabelText('Minimum budget'), '1');
    await user.type(screen.getByLabelText('Maximum budget'), '1');
    expect(screen.getByLabelText('Start date')).toHaveValue(TODAY);
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Review');
  });

  it("sends the buyer's title, not the use case", async () => {
    const { user, onSubmit } = setup({ initialValues: VALID, initialStep: 3 });
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'North hall pickers', useCase: 'Warehouse Automation' }),
    );
  });

  it("shows the server's 400 field messages on the review and on their fields", async () => {
    const refusal = Object.assign(new Error('The RFP is not complete enough to submit'), {
      status: 400,
      fields: [
        { field: 'timeline/startDate', message: 'must not be in the past' },
        { field: 'description', message: 'is required' },
      ],
    });
    const { user } = setup({ initialValues: VALID, initialStep: 3, onSubmit: () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit RFP: Start date must not be in the past',
    );
    const list = screen.getByRole('region', { name: 'To fix before submitting' });
    expect(list).toHaveTextContent('Start date must not be in the past');
    expect(list).toHaveTextContent('Detailed requirements is required');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must not be in the past',
    );
  });

  it('lets a draft be saved incomplete when not held to the submitted rules', async () => {
    const { user, onSubmit } = setup({
      complete: false,
      initialStep: 3,
      initialValues: {
        ...VALID,
        description: '',
        timeline: { startDate: '2019-05-01', endDate: '2019-05-01', milestones: [] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ description: '' }));
  });
});
