import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVISED_PROPOSAL } from '../../internal/fixtures/proposals';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProposalFormValues, ProposalRfpTerms } from './proposal-checks';
import { ProposalForm, type ProposalFormProps } from './proposal-form';

const RFP: ProposalRfpTerms = {
  budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
  timeline: { startDate: '2026-03-01', endDate: '2026-06-30' },
};

function setup(props: Partial<ProposalFormProps> = {}) {
  const onSubmit = vi.fn<(values: ProposalFormValues) => Promise<unknown>>(() => Promise.resolve());
  const onCancel = vi.fn();
  render(<ProposalForm rfp={RFP} onSubmit={onSubmit} onCancel={onCancel} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), onSubmit, onCancel };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, price = '98000') {
  await user.type(screen.getByLabelText('Price (USD)'), price);
  await user.type(screen.getByLabelText('Description'), 'Six AMRs with fleet software');
  await user.type(screen.getByLabelText('Terms'), '30% upfront, rest on delivery');
}

const submit = () => screen.getByRole('button', { name: 'Submit Proposal' });

describe('ProposalForm', () => {
  it('sends price, description, terms and the timeline, starting from the RFP dates', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-06-30');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1 date'), '2026-04-01');
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1 description' }), 'Delivery');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      price: '98000.00',
      description: 'Six AMRs with fleet software',
      terms: '30% upfront, rest on delivery',
      timeline: {
        startDate: '2026-03-01',
        endDate: '2026-06-30',
        milestones: [{ date: '2026-04-01', description: 'Delivery' }],
      },
      structured_terms: {
        delivery_weeks: 18,
        warranty_years: 1,
        training_days: 5,
        sla_response_hours: 24,
        payment_terms: 'Net 30',
        compliance_certifications: [],
        maintenance_included: true,
      },
    });
  });

  it('sends the terms the seller states, not the defaults, and the certifications it covers', async () => {
    const { user, onSubmit } = setup({
      rfp: { ...RFP, certifications: ['CE Marking', 'ISO 10218'] },
    });
    await fillValid(user);
    const warranty = screen.getByLabelText('Warranty (years)');
    await user.clear(warranty);
    await user.type(warranty, '3');
    const payment = screen.getByLabelText('Payment terms');
    await user.clear(payment);
    await user.type(payment, 'Net 60');
    await user.click(screen.getByRole('checkbox', { name: 'Maintenance included' }));
    await user.click(screen.getByRole('checkbox', { name: 'ISO 10218' }));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        structured_terms: expect.objectContaining({
          warranty_years: 3,
          payment_terms: 'Net 60',
          maintenance_included: false,
          compliance_certifications: ['CE Marking'],
        }),
      }),
    );
  });

  it('refuses terms that are not whole numbers in range, or blank payment terms', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    const warranty = screen.getByLabelText('Warranty (years)');
    await user.clear(warranty);
    await user.type(warranty, '99');
    await user.clear(screen.getByLabelText('Payment terms'));
    await user.click(submit());
    expect(warranty).toHaveAccessibleDescription('Warranty (years): enter a whole number from 0 to 50');
    expect(screen.getByLabelText('Payment terms')).toHaveAccessibleDescription(
      'Enter your payment terms, e.g. Net 30',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the proposal it revises', async () => {
    const { user, onSubmit } = setup({
      submitLabel: 'Submit Revision',
      initial: REVISED_PROPOSAL,
    });
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('120000.00');
    expect(screen.getByLabelText('Warranty (years)')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: '120000.00',
        structured_terms: expect.objectContaining({ warranty_years: 2 }),
      }),
    );
  });

  it('requires price, description and terms', async () => {
    const { user, onSubmit } = setup();
    await user.click(submit());
    expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription('Enter your price');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Enter a description of your proposal',
    );
    expect(screen.getByLabelText('Terms')).toHaveAccessibleDescription('Enter your terms');
    expect(screen.getByLabelText('Price (USD)')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['49999.99', '150000.01'])('refuses a price of %s outside the RFP budget', async (price) => {
    const { user, onSubmit } = setup();
    await fillValid(user, price);
    await user.click(submit());
    expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription(
      'Price must be within the RFP budget of $50,000.00 – $150,000.00',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the budget ends themselves', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user, '150000.00');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('refuses a start before the RFP start and an end after the RFP end', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-02-28');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-07-01');
    await user.click(submit());
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date cannot be before the RFP starts (Mar 1, 2026)',
    );
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'End date cannot be after the RFP ends (Jun 30, 2026)',
    );
  });

  it("keeps milestones within the proposal's dates and asks for their descriptions", async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 1 date'), '2026-05-15');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByLabelText('Milestone 2 date'), '2026-04-01');
    await user.click(submit());
    expect(screen.getByLabelText('Milestone 1 date')).toHaveAccessibleDescription(
      'Milestone 1 must fall between Mar 1, 2026 and Apr 30, 2026',
    );
    expect(screen.getByRole('textbox', { name: 'Milestone 2 description' })).toHaveAccessibleDescription(
      'Describe milestone 2',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove milestone 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1 description' }), 'Install');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows 'Submitting...' while busy, and a failure with the form kept", async () => {
    let reject: (reason: unknown) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise((_, fail) => {
          reject = fail;
        }),
    );
    const { user } = setup({ onSubmit });
    await fillValid(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    reject(new Error(''));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit proposal. Please try again.',
    );
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('98000');
  });

  it("puts the server's field errors on their fields", async () => {
    const failure = Object.assign(new Error('Invalid request'), {
      status: 400,
      code: 'validation_failed',
      fields: [{ field: 'price', message: 'must lie within the RFP budget' }],
    });
    const { user } = setup({ onSubmit: () => Promise.reject(failure) });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit proposal: Price must lie within the RFP budget',
    );
    expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription(
      'Price must lie within the RFP budget',
    );
  });

  it('calls Cancel', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
