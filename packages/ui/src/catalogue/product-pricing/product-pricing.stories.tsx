import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import type { ProductView } from '../../views/product-view';
import { ProductPricing } from './product-pricing';

const meta = {
  title: 'Catalogue/ProductPricing',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ProductPricing,
  args: {
    status: 'ready',
    products: SAMPLE_PRODUCTS.slice(0, 3),
    onRetry: fn(),
    onSavePrice: fn(async (_product: ProductView, _price: string) => undefined),
  },
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof ProductPricing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pricing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save price of Servo Motor X2' })).toBeDisabled();
  },
};

export const PriceSaved: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Price of Servo Motor X2' });
    await userEvent.clear(input);
    await userEvent.type(input, '12a.345');
    await expect(input).toHaveValue('12.34');
    await userEvent.click(canvas.getByRole('button', { name: 'Save price of Servo Motor X2' }));
    await waitFor(() =>
      expect(args.onSavePrice).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Servo Motor X2' }),
        '12.34',
      ),
    );
    await expect(await canvas.findByText('Saved')).toBeVisible();
  },
};

export const PriceRefused: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Price of Servo Motor X2' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save price of Servo Motor X2' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please enter a valid price greater than 0',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSavePrice).not.toHaveBeenCalled();
  },
};

export const ServerRefuses: Story = {
  args: {
    onSavePrice: fn(async (_product: ProductView, _price: string) => {
      throw new Error("Only the product's seller may change it");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Price of Servo Motor X2' });
    await userEvent.clear(input);
    await userEvent.type(input, '400');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Only the product's seller may change it",
    );
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
  args: { status: 'error', products: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At phone width each product is two lines: the field keeps its width and Save stays in view. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  // The width a 390 px phone leaves inside the page's padding, whatever the runner's viewport.
  decorators: [canvasWidth(358)],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pricing' });
    const frame = table.parentElement as HTMLElement;
    const input = canvas.getByRole('textbox', { name: 'Price of Servo Motor X2' });
    const save = canvas.getByRole('button', { name: 'Save price of Servo Motor X2' });
    await expect(input.getBoundingClientRect().width).toBeGreaterThanOrEqual(80);
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
