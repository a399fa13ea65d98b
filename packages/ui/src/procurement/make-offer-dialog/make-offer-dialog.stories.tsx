import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { MakeOfferDialog, type MakeOfferValues } from './make-offer-dialog';

const meta = {
  title: 'Procurement/MakeOfferDialog',
  component: MakeOfferDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    productName: 'Six-axis welding arm',
    listPrice: '12500.00',
    currency: 'USD',
    onSubmit: fn(async (_values: MakeOfferValues) => undefined),
  },
} satisfies Meta<typeof MakeOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Make an Offer' })).toHaveAccessibleDescription(
      'Offer your price per unit for Six-axis welding arm (listed at $12,500.00).',
    );
    await expect(screen.getByLabelText('Quantity')).toHaveValue(1);
  },
};

export const Submits: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Your price per unit'), '11000');
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(screen.getByLabelText('Message to the seller (optional)'), ' Delivery in May? ');
    await expect(screen.getByRole('status')).toHaveTextContent('Total: 3 × $11,000.00 = $33,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      price: '11000.00',
      quantity: 3,
      message: 'Delivery in May?',
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const InvalidPrice: Story = {
  play: async ({ args, userEvent }) => {
    const price = await screen.findByLabelText('Your price per unit');
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(price).toHaveAccessibleDescription('Please enter a valid price greater than 0');
    await expect(price).toHaveFocus();
    await userEvent.clear(price);
    await userEvent.type(price, '1.999');
    await expect(price).toHaveValue('1.99');
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(quantity).toHaveAccessibleDescription('Please enter a quantity from 1 to 1,000,000');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn((_values: MakeOfferValues) => new Promise<undefined>(() => {})) },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Your price per unit'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async (_values: MakeOfferValues) => {
      throw new Error('You already have an open offer on this product');
    }),
  },
  play: async ({ args, userEvent }) => {
    const price = await screen.findByLabelText('Your price per unit');
    await userEvent.type(price, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an open offer on this product',
    );
    await expect(price).toHaveValue('100');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The buyer asks for an acceptance test with the offer. */
export const WithAcceptanceTest: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Your price per unit'), '11000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add an acceptance test' }));
    const days = screen.getByLabelText('Within days');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      price: '11000.00',
      quantity: 1,
      acceptanceTest: { minOperatingHours: 40, withinDays: 30, criticalErrorCodes: [] },
    });
  },
};
