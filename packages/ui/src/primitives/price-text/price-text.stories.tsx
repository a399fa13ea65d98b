import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceText } from './price-text';

const meta = {
  title: 'Primitives/PriceText',
  component: PriceText,
  args: { price: '12500.00', currency: 'USD', size: '5' },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12,500.00')).toBeVisible();
  },
};

export const Cents: Story = {
  args: { price: '0.50' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.50')).toBeVisible();
  },
};

// Past what a double holds exactly: formatted from the string, every cent stays.
export const LargeAmount: Story = {
  args: { price: '90071992547409.93' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$90,071,992,547,409.93')).toBeVisible();
  },
};

export const Euros: Story = {
  args: { currency: 'EUR', locale: 'de-DE' },
  play: async ({ canvas }) => {
    // German order: the symbol after the amount, a point for thousands, a comma for decimals.
    await expect(canvas.getByText(/^12\.500,00\s€$/)).toBeVisible();
  },
};
