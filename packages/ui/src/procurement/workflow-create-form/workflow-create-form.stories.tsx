import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SAMPLE_SELLERS } from '../../internal/fixtures/sellers';
import { SellerChooser } from '../seller-chooser';
import { type SellerChoice, WorkflowCreateForm } from './workflow-create-form';

/** The chooser the app renders, over the sample directory (every seller listed, no search). */
const sampleChooser = (choice: SellerChoice) => (
  <SellerChooser
    {...choice}
    query=""
    onQueryChange={() => undefined}
    results={SAMPLE_SELLERS}
    status="ready"
    onRetry={() => undefined}
  />
);

const meta = {
  title: 'Procurement/WorkflowCreateForm',
  component: WorkflowCreateForm,
  args: {
    onSubmit: fn(async () => undefined),
    onRequestTypeMissing: fn(),
    onCancel: fn(),
    renderSellerChooser: sampleChooser,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkflowCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Workflow' })).toBeEnabled();
    await expect(canvas.getByLabelText('Quantity')).toHaveValue(1);
  },
};

export const MissingRequestType: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await expect(args.onRequestTypeMissing).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Please select a request type')).toBeVisible();
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChoosingRfp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Request type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Request for Proposal (RFP)' }));
    await expect(
      canvas.getByText("After creating the workflow, you'll be redirected to create your RFP."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create & Continue to RFP' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: {
    initialValues: {
      requestType: 'DIRECT_ORDER',
      title: 'Spare grippers',
      description: 'Twelve vacuum grippers for the packing line.',
      budgetMin: '2000',
      budgetMax: '4500',
      category: 'PART',
      quantity: '12',
    },
    initialSellers: SAMPLE_SELLERS.slice(1, 2),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        requestType: 'DIRECT_ORDER',
        title: 'Spare grippers',
        description: 'Twelve vacuum grippers for the packing line.',
        budgetRangeMin: '2000.00',
        budgetRangeMax: '4500.00',
        requirements: { category: 'PART', quantity: 12 },
        sellerIds: [SAMPLE_SELLERS[1]?.id],
      }),
    );
  },
};

export const CustomOrderNeedsSellers: Story = {
  args: {
    initialValues: {
      requestType: 'CUSTOM_ORDER',
      title: 'Two welding cells',
      description: 'Cells for line 2.',
      category: 'ROBOT',
      quantity: '2',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    const search = canvas.getByRole('combobox', { name: 'Sellers to invite' });
    await expect(search).toHaveAccessibleDescription('Choose a seller for this order');
    await expect(search).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('option', { name: /Apex Welding Robots/ }));
    await userEvent.click(canvas.getByRole('option', { name: /Bolt Automation/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          requestType: 'CUSTOM_ORDER',
          sellerIds: [SAMPLE_SELLERS[0]?.id, SAMPLE_SELLERS[1]?.id],
        }),
      ),
    );
  },
};

export const DirectOrderForProduct: Story = {
  args: {
    product: {
      id: '9a1f0000-0000-4000-8000-000000000001',
      name: 'Welding arm',
      sellerName: 'Apex Welding Robots',
    },
    initialValues: { title: 'Welding arm', description: 'One arm.', category: 'ROBOT', quantity: '1' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Direct order for Welding arm from Apex Welding Robots',
    );
    await expect(canvas.queryByRole('combobox', { name: 'Seller' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          requestType: 'DIRECT_ORDER',
          productId: '9a1f0000-0000-4000-8000-000000000001',
        }),
      ),
    );
  },
};

export const BudgetOutOfOrder: Story = {
  args: {
    initialValues: {
      requestType: 'CUSTOM_ORDER',
      title: 'Custom welding fixture',
      description: 'A fixture for the new frame.',
      budgetMin: '9000',
      budgetMax: '5000',
      category: 'ROBOT',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await expect(canvas.getByText('Maximum budget must not be less than the minimum budget')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<undefined>(() => {})),
    initialValues: {
      requestType: 'RFP',
      title: 'Palletising cell',
      description: 'A cell for line 4.',
      category: 'ROBOT',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create & Continue to RFP' }));
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Failed to create workflow. Please try again.');
    }),
    initialValues: {
      requestType: 'DIRECT_ORDER',
      title: 'Spare grippers',
      description: 'Twelve vacuum grippers.',
      category: 'PART',
    },
    initialSellers: SAMPLE_SELLERS.slice(0, 1),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Workflow' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create workflow. Please try again.',
    );
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { appearance: 'dark' } };
