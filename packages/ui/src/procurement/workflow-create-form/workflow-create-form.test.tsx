import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { WorkflowCreateForm, type WorkflowCreateFormProps } from './workflow-create-form';
import { toMoney, toQuantity, workflowProblems } from './workflow-create-validation';

function setup(props: Partial<WorkflowCreateFormProps> = {}) {
  const onSubmit = vi.fn<WorkflowCreateFormProps['onSubmit']>().mockResolvedValue(undefined);
  const onRequestTypeMissing = vi.fn();
  render(<WorkflowCreateForm onSubmit={onSubmit} onRequestTypeMissing={onRequestTypeMissing} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), onSubmit, onRequestTypeMissing };
}

const SELLER = {
  id: 'seller-1',
  name: 'Ada Brook',
  businessId: 'b0b0b0b0-0000-4000-8000-000000000006',
  businessName: 'Apex',
  productCount: 2,
};

const FILLED = {
  requestType: 'DIRECT_ORDER',
  title: 'Spare grippers',
  description: 'Twelve vacuum grippers.',
  category: 'PART',
  quantity: '12',
  budgetMin: '',
  budgetMax: '',
};

describe('workflow validation', () => {
  it('requires the request type, title, description, category and quantity', () => {
    expect(
      workflowProblems({
        ...FILLED,
        requestType: '',
        title: ' ',
        description: '',
        category: '',
        quantity: '',
      }),
    ).toEqual({
      requestType: 'Please select a request type',
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      quantity: 'Quantity is required',
    });
  });

  it('wants a quantity of at least 1, and reads a non-number as 1', () => {
    expect(workflowProblems({ ...FILLED, quantity: '0' }).quantity).toBe('Quantity must be at least 1');
    expect(toQuantity('abc')).toBe(1);
    expect(toQuantity('7')).toBe(7);
  });

  it('reads budgets as amounts with two decimals and keeps min at most max', () => {
    expect(toMoney('25,000')).toBe('25000.00');
    expect(toMoney('25000.5')).toBe('25000.50');
    expect(toMoney('1e5')).toBeUndefined();
    // A decimal comma is not read as thousands: "25,00" is refused, never sent as 2500.00.
    expect(toMoney('25,00')).toBeUndefined();
    expect(toMoney('30.000,5')).toBeUndefined();
    expect(toMoney(' 1,000,000,000,000.50 ')).toBe('1000000000000.50');
    expect(workflowProblems({ ...FILLED, budgetMin: '50000', budgetMax: '9999.99' }).budgetMax).toBe(
      'Maximum budget must not be less than the minimum budget',
    );
    expect(workflowProblems({ ...FILLED, budgetMin: '5000', budgetMax: '5000.00' })).toEqual({});
    expect(workflowProblems({ ...FILLED, budgetMin: 'lots' }).budgetMin).toMatch(/^Enter the minimum budget/);
  });

  it('keeps the title within the contract limit', () => {
    expect(workflowProblems({ ...FILLED, title: 'x'.repeat(201) }).title).toBe(
      'Title must be at most 200 characters',
    );
  });
});

describe('WorkflowCreateForm', () => {
  it('reports a missing request type and sends nothing', async () => {
    const { user, onSubmit, onRequestTypeMissing } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(onRequestTypeMissing).toHaveBeenCalledOnce();
    expect(screen.getByText('Please select a request type')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers Create & Continue to RFP with its help text for an RFP, and sends the values', async () => {
    const { user, onSubmit } = setup({ initialValues: { requestType: 'RFP', category: 'ROBOT' } });
    expect(
      screen.getByText("After creating the workflow, you'll be redirected to create your RFP."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), ' Palletising cell ');
    await user.type(screen.getByLabelText('Description'), 'A cell for line 4.');
    await user.type(screen.getByLabelText('Minimum budget (USD, optional)'), '20000');
    await user.type(screen.getByLabelText('Maximum budget (USD, optional)'), '45000.5');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.click(screen.getByRole('button', { name: 'Create & Continue to RFP' }));
    expect(onSubmit).toHaveBeenCalledWith({
      requestType: 'RFP',
      title: 'Palletising cell',
      description: 'A cell for line 4.',
      budgetRangeMin: '20000.00',
      budgetRangeMax: '45000.50',
      requirements: { category: 'ROBOT', quantity: 2 },
    });
  });

  it('leaves out budgets not given', async () => {
    const { user, onSubmit } = setup({ initialValues: FILLED, initialSellers: [SELLER] });
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(onSubmit).toHaveBeenCalledWith({
      requestType: 'DIRECT_ORDER',
      title: 'Spare grippers',
      description: 'Twelve vacuum grippers.',
      requirements: { category: 'PART', quantity: 12 },
      sellerIds: [SELLER.id],
    });
  });

  it('refuses a direct or custom order without a seller', async () => {
    const { user, onSubmit } = setup({ initialValues: FILLED });
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByText('Choose a seller for this order')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a direct order for a product with its id and no seller ids', async () => {
    const { user, onSubmit } = setup({
      initialValues: { title: 'Gripper', description: 'One gripper.', category: 'PART', quantity: '1' },
      product: { id: 'product-1', name: 'Gripper', sellerName: 'Apex' },
    });
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ requestType: 'DIRECT_ORDER', productId: 'product-1' }),
    );
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('sellerIds');
  });

  it('shows a failed create and keeps the values', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Budget is not allowed'));
    const { user } = setup({ onSubmit, initialValues: FILLED, initialSellers: [SELLER] });
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Budget is not allowed');
    expect(screen.getByLabelText('Title')).toHaveValue('Spare grippers');
  });
});
