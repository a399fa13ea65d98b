import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { ProductFilters, type ProductFilterValues } from './product-filters';

const meta = {
  title: 'Catalogue/ProductFilters',
  component: ProductFilters,
  args: { value: {}, onChange: fn(), onClear: fn() },
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof ProductFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every menu at 'any', newest first, no Clear filters. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All categories');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Filters set, as a reload of /browse would restore them from the address. */
export const Filled: Story = {
  args: {
    value: {
      category: 'ROBOT',
      condition: 'REFURBISHED',
      minPrice: '1000.00',
      maxPrice: '50000.00',
      sellerType: 'parent_dealership',
      sort: 'price_asc',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('Refurbished');
    await expect(canvas.getByLabelText('Min price')).toHaveValue('1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Searching: 'Best match' is the order. */
export const Searching: Story = {
  args: { searching: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'price_asc' });
  },
};

/** A price that is not an amount is refused beside its field. */
export const PriceError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Max price'), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Enter an amount such as 1,500 or 1500.50')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Prices typed as people write them ("30,000", "45000.5") are applied as two-decimal amounts. */
export const PricesWithThousandsCommas: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Min price'), '30,000');
    await userEvent.type(canvas.getByLabelText('Max price'), '45000.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ minPrice: '30000.00', maxPrice: '45000.50' });
  },
};

/** A decimal comma ("30.000,5") is not read as an amount: the field says what to type. */
export const PriceWithDecimalComma: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Min price'), '30.000,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Enter an amount such as 1,500 or 1500.50')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On a category's page the category menu is left out. */
export const WithoutCategory: Story = {
  args: { hideCategory: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).toBeNull();
  },
};

function Stateful() {
  const [value, setValue] = useState<ProductFilterValues>({});
  return (
    <>
      <ProductFilters value={value} onChange={setValue} onClear={() => setValue({})} />
      <output aria-label="Filters in force">{JSON.stringify(value)}</output>
    </>
  );
}

/** Changing filters, then clearing them, as the browse page does with the address. */
export const Interactive: Story = {
  render: () => <Stateful />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Condition' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Used' }));
    const output = canvas.getByRole('status', { name: 'Filters in force' });
    await expect(output).toHaveTextContent('{"condition":"USED"}');
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Filters and order' })).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await expect(output).toHaveTextContent('{}');
  },
};
