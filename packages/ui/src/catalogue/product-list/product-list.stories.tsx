import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import { ProductList } from './product-list';

const meta = {
  title: 'Catalogue/ProductList',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ProductList,
  args: {
    status: 'ready',
    products: SAMPLE_PRODUCTS,
    onRetry: fn(),
    onLoadMore: fn(),
  },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Available Products' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Servo Motor X2' })).toHaveAttribute(
      'href',
      '/product/4f8a1c2e-7b3d-4c6e-9a10-000000000002',
    );
    await expect(canvas.getByText('$48,900.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No image' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading amazing products...');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products available yet')).toBeVisible();
    await expect(
      canvas.getByText('Check back soon for our upcoming robotic products and solutions.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Failed to load products: Invalid response format', products: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load products: Invalid response format',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadErrorWithoutMessage: Story = {
  args: { status: 'error', products: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products');
  },
};

export const WithMore: Story = {
  args: { products: SAMPLE_PRODUCTS.slice(0, 3), hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { products: SAMPLE_PRODUCTS.slice(0, 3), hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { products: SAMPLE_PRODUCTS.slice(0, 2) },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};

/** A search that found nothing: it says so and offers to clear the filters. */
export const NoMatches: Story = {
  args: { products: [], title: 'Browse', searchQuery: 'hexapod', onClearFilters: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No products match “hexapod”')).toBeVisible();
    await expect(canvas.queryByText('No products available yet')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

/** Filters without words that found nothing. */
export const NoMatchesForFilters: Story = {
  args: { products: [], title: 'Browse', onClearFilters: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products match these filters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

/** Results of a search, with the filters passed in as the toolbar. */
export const SearchResults: Story = {
  args: {
    title: 'Results for “arm”',
    searchQuery: 'arm',
    onClearFilters: fn(),
    toolbar: <p>Filters go here</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “arm”' })).toBeVisible();
    await expect(canvas.getByText('Filters go here')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Kestrel Automation' })).toHaveLength(3);
  },
};
