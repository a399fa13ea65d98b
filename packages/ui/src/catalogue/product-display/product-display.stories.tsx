import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import type { ProductView } from '../../views/product-view';
import { ProductDisplay } from './product-display';

const [ATLAS, SERVO, , SOFTWARE] = SAMPLE_PRODUCTS as [ProductView, ProductView, ProductView, ProductView];

const meta = {
  title: 'Catalogue/ProductDisplay',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ProductDisplay,
  args: {
    status: 'ready',
    product: ATLAS,
    onRetry: fn(),
    onMakeOffer: fn(),
    onContactSeller: fn(),
  },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof ProductDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Atlas Picker 3000' })).toBeVisible();
    await expect(canvas.getByText('$12,500.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Atlas Picker 3000, image 1 of 3' })).toBeVisible();
    const thumbnails = canvas.getByRole('group', { name: 'Product images' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Show image 2 of 3' }));
    await expect(canvas.getByRole('img', { name: 'Atlas Picker 3000, image 2 of 3' })).toBeVisible();
    await expect(within(thumbnails).getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const specs = canvas.getByRole('region', { name: 'Specifications' });
    await expect(within(specs).getAllByRole('term')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Make an Offer' }));
    await expect(args.onMakeOffer).toHaveBeenCalledWith(ATLAS);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Seller' }));
    await expect(args.onContactSeller).toHaveBeenCalledWith(ATLAS);
  },
};

/** On sale from a named seller: the old price struck through, the saving, and a link to the seller's products. */
export const OnSaleFromSeller: Story = {
  args: {
    product: {
      ...ATLAS,
      seller_id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
      seller_name: 'Northgate Robotics',
      compare_at_price: '15000.00',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Northgate Robotics' })).toHaveAttribute(
      'href',
      '/browse?seller=7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
    );
    await expect(canvas.getByText('$15,000.00')).toBeVisible();
    await expect(canvas.getByText('Save $2,500.00 (16%)')).toBeVisible();
  },
};

/** The product's own seller: no Make an Offer (the page shows the offers on it instead), no Contact Seller. */
export const Owner: Story = {
  args: { canMakeOffer: false, canContactSeller: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Make an Offer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Contact Seller' })).toBeNull();
  },
};

export const SingleImage: Story = {
  args: { product: SERVO },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Servo Motor X2' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Product images' })).not.toBeInTheDocument();
  },
};

export const NoImages: Story = {
  args: { product: SOFTWARE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No images available' })).toBeVisible();
  },
};

export const WithoutSpecifications: Story = {
  args: { product: { ...SERVO, specifications: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Specifications' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', product: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', product: undefined, error: 'Something went wrong on our side. Try again.' },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Failed to load product' })).toBeVisible();
    await expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
    await expect(alert).not.toHaveTextContent(/Failed to load product:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  args: {
    status: 'error',
    product: undefined,
    error: "We couldn't reach RoboMarket. Check your connection and try again.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't reach RoboMarket.");
  },
};

export const NotFound: Story = {
  args: { product: null, backLink: { label: 'Back to Home', href: '/home' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByText("This product doesn't exist or was removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  },
};

/** A seller is led back to My Products. */
export const NotFoundSeller: Story = {
  args: { product: null, backLink: { label: 'Back to My Products', href: '/business/products' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to My Products' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};
