import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import type { ProductView } from '../../views/product-view';
import { ProductCard } from './product-card';
import { SalePrice } from './sale-price';

const [ATLAS, SERVO, GRIPPER, SOFTWARE, SERVICE, AMR] = SAMPLE_PRODUCTS as [
  ProductView,
  ProductView,
  ProductView,
  ProductView,
  ProductView,
  ProductView,
];

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  // Documented on this component's Docs page too.
  subcomponents: { SalePrice },
  args: { product: ATLAS },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Robot: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Atlas Picker 3000' });
    await expect(within(card).getByRole('link', { name: 'Atlas Picker 3000' })).toHaveAttribute(
      'href',
      '/product/4f8a1c2e-7b3d-4c6e-9a10-000000000001',
    );
    const image = within(card).getByRole('img', { name: 'Atlas Picker 3000' });
    await expect(image).toBeVisible();
    // The https sample image is answered by the Storybook worker, offline: it loads, 640 px wide.
    await expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/images\.robomarket\.example\//),
    );
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(640));
    await expect(within(card).getByText('Robot')).toBeVisible();
    await expect(within(card).getByText('$12,500.00')).toBeVisible();
    await expect(within(card).getByText('New')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Northgate Robotics' })).toHaveAttribute(
      'href',
      '/browse?seller=9c1e2d3f-0000-4a00-8b00-00000000000a',
    );
  },
};

/** On sale: the price now, the "was" price struck through, and the saving. */
export const OnSale: Story = {
  args: { product: AMR },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$48,900.00')).toBeVisible();
    const was = canvas.getByText('$56,500.00');
    await expect(was.tagName).toBe('S');
    await expect(was.parentElement).toHaveTextContent('Was $56,500.00');
    await expect(canvas.getByText('Save $7,600.00 (13%)')).toBeVisible();
  },
};

/** A product built by hand without its seller shows no seller line. */
export const WithoutSeller: Story = {
  args: { product: { ...SERVO, seller_id: undefined, seller_name: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Sold by/)).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Part: Story = { args: { product: SERVO } };

export const Accessory: Story = { args: { product: GRIPPER } };

export const Service: Story = { args: { product: SERVICE } };

export const NoImageLongDescription: Story = {
  args: { product: SOFTWARE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No image' })).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: {
    product: { ...SERVO, images: ['https://images.robomarket.example/this-image-does-not-exist.png'] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'No image' })).toBeVisible();
  },
};

const LONG_NAME = `Autonomous ${'Heavy-Duty Industrial Palletising '.repeat(6)}Robot`.slice(0, 200);

/** A 200-character name: two lines and an ellipsis, whole on hover (title) and while the card has the focus. */
export const LongName: Story = {
  args: { product: { ...ATLAS, name: LONG_NAME } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: LONG_NAME });
    await expect(heading).toHaveAttribute('title', LONG_NAME);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    // Keyboard users get the whole name when the link is focused.
    canvas.getByRole('link', { name: LONG_NAME }).focus();
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2 + 1);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};
