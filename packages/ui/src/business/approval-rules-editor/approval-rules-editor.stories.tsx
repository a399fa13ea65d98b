import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApprovalRulesEditor, type ApprovalRulesValues } from './approval-rules-editor';

const RULES: ApprovalRulesValues = {
  currency: 'USD',
  threshold: '100000.00',
  steps: [{ above: '50000.00', approvals: 2 }],
  expires_after_days: 7,
};

const meta = {
  title: 'Business/ApprovalRulesEditor',
  component: ApprovalRulesEditor,
  args: { status: 'ready', rules: RULES, canEdit: true, onRetry: fn(), onSave: fn(async () => undefined) },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApprovalRulesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN adds a step above 500,000 needing three approvals and saves. */
export const Admin: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a step' }));
    await userEvent.type(canvas.getByLabelText('Above (step 2)'), '500000');
    await userEvent.clear(canvas.getByLabelText('Approvals (step 2)'));
    await userEvent.type(canvas.getByLabelText('Approvals (step 2)'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...RULES,
      steps: [
        { above: '50000.00', approvals: 2 },
        { above: '500000.00', approvals: 3 },
      ],
    });
  },
};

/** Steps must rise, and approvals stay within 1 to 5; nothing is saved until they do. */
export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a step' }));
    await userEvent.type(canvas.getByLabelText('Above (step 2)'), '40000');
    await userEvent.clear(canvas.getByLabelText('Approvals (step 2)'));
    await userEvent.type(canvas.getByLabelText('Approvals (step 2)'), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(canvas.getByText('Must be more than the step before')).toBeVisible();
    await expect(canvas.getByText('Enter 1 to 5')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save keeps what was typed and shows why. */
export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Only an ADMIN of this business may do this'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Threshold (optional)'));
    await userEvent.type(canvas.getByLabelText('Threshold (optional)'), '80000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rules' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only an ADMIN of this business may do this',
    );
    await expect(canvas.getByLabelText('Threshold (optional)')).toHaveValue('80000');
  },
};

/** Members who are not ADMIN read the rules. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every award above $100,000.00 waits for approval.')).toBeVisible();
    await expect(canvas.getByText('Above $50,000.00: 2 approvals')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A business that saved no rules. */
export const NoRules: Story = {
  args: { canEdit: false, rules: { currency: 'USD', threshold: null, steps: [], expires_after_days: 7 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One approval is enough for any award.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rules: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the approval rules...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', rules: undefined, error: 'Business not found' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Business not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
