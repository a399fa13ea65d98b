import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import {
  LIMIT_PROBLEM,
  SpendingLimitEditor,
  type SpendingLimitEditorProps,
  type SpendingLimitValue,
} from './spending-limit-editor';

/** The editor holding its own value, as a form does. */
function Controlled(props: SpendingLimitEditorProps) {
  const [value, setValue] = useState<SpendingLimitValue | null>(props.value);
  return (
    <SpendingLimitEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Business/SpendingLimitEditor',
  component: SpendingLimitEditor,
  render: (args) => <Controlled {...args} />,
  args: { value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 420, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpendingLimitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit of their own: the amount is hidden. */
export const NoLimit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'No limit' })).toBeChecked();
    await expect(canvas.queryByLabelText('Amount')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No limit' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: '', currency: 'USD' });
    await userEvent.type(canvas.getByLabelText('Amount'), '20000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: '20000', currency: 'USD' });
  },
};

/** A limit of 20,000 USD; letters and a third decimal are not taken. */
export const Limited: Story = {
  args: { value: { amount: '20000.00', currency: 'USD' } },
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByLabelText('Amount');
    await expect(amount).toHaveValue('20000.00');
    await userEvent.type(amount, '5x');
    await expect(amount).toHaveValue('20000.00');
  },
};

/** The currency is chosen from the ISO list. */
export const OtherCurrency: Story = {
  args: { value: { amount: '15000', currency: 'USD' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: '15000', currency: 'EUR' });
  },
};

export const Invalid: Story = {
  args: { value: { amount: '0', currency: 'USD' }, problem: LIMIT_PROBLEM },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(LIMIT_PROBLEM)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { value: { amount: '20000.00', currency: 'USD' }, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
  },
};
