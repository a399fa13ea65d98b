import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { ProductInventory } from './product-inventory';

const DATED = SAMPLE_PRODUCTS.map((product, index) => ({
  ...product,
  created_at: `2026-0${index + 1}-05T10:00:00Z`,
  updated_at: `2026-0${index + 2}-07T10:00:00Z`,
}));

const meta = {
  title: 'Catalogue/ProductInventory',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ProductInventory,
  args: { status: 'ready', products: DATED, onRetry: fn() },
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof ProductInventory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Inventory' });
    await expect(within(table).getAllByRole('row')).toHaveLength(DATED.length + 1);
    for (const header of ['Image', 'Title', 'Category', 'Condition', 'Created', 'Updated', 'Images']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const row = within(table).getByRole('row', { name: /Servo Motor X2/ });
    await expect(within(row).getByText('Refurbished')).toBeVisible();
    await expect(within(row).getByText('Feb 5, 2026')).toBeVisible();
  },
};

export const FilteredByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Part' }));
    const table = canvas.getByRole('table', { name: 'Inventory' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(`1 of ${DATED.length} products`);
  },
};

export const NothingMatches: Story = {
  args: { products: DATED.filter((product) => product.category === 'ROBOT') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Condition' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refurbished' }));
    await expect(canvas.getByText('No products match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your products...');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', products: [], error: 'Failed to load products' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * At phone width the table scrolls inside its frame, never the page: the frame becomes a named region in the
 * Tab order, and a shadow at its right edge shows there is more.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  // The width a 390 px phone leaves inside the page's padding, whatever the runner's viewport.
  decorators: [canvasWidth(358)],
  play: async ({ canvas }) => {
    const frame = await canvas.findByRole('region', { name: 'Inventory' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
