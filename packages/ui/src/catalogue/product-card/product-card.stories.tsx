import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ProductView } from '../../views/product-view';
import { ProductCard } from './product-card';

// The https address the Storybook worker answers with a drawn illustration (.storybook/sample-images.ts),
// so that stories need no network and use web addresses as the contract's HttpUrl wants them.
const SAMPLE_IMAGES = 'https://images.robomarket.example/samples';

/** A sample product image: an https URL that Storybook answers offline with `label` drawn in `hue`. */
export function sampleImage(label: string, hue: number): string {
  const slug = label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
  return `${SAMPLE_IMAGES}/${slug}.svg?${new URLSearchParams({ label, hue: String(hue) })}`;
}

/** A canvas `width` px wide (at most the viewport), for the product grids and pages. */
export function canvasWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width, maxWidth: '100%' }}>
      <Story />
    </div>
  );
}

/** The `status` control of the lists and the product page. */
export const STATUS_ARG_TYPES = {
  status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
} as const;

/** Products for the catalogue, My Products and product page stories. */
export const SAMPLE_PRODUCTS: ProductView[] = [
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000001',
    name: 'Atlas Picker 3000',
    description:
      'Collaborative picking arm for mixed-SKU warehouse totes, with vision-guided grasping and a 5 kg payload.',
    price: '12500.00',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000a',
    seller_name: 'Northgate Robotics',
    category: 'ROBOT',
    condition: 'NEW',
    images: [
      sampleImage('Atlas Picker 3000', 230),
      sampleImage('Side view', 200),
      sampleImage('Gripper', 260),
    ],
    specifications: { Payload: '5 kg', Reach: '1.3 m', Repeatability: '±0.05 mm', Power: '48 V DC' },
  },
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000002',
    name: 'Servo Motor X2',
    description: 'Brushless servo with absolute encoder for joint retrofits.',
    price: '349.99',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000b',
    seller_name: 'Kestrel Automation',
    category: 'PART',
    condition: 'REFURBISHED',
    images: [sampleImage('Servo Motor X2', 30)],
    specifications: { Torque: '12 Nm', Encoder: '23-bit absolute' },
  },
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000003',
    name: 'Adaptive Gripper Kit',
    description: 'Two-finger adaptive gripper with quick-change flange and force feedback.',
    price: '1200.00',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000a',
    seller_name: 'Northgate Robotics',
    category: 'ACCESSORY',
    condition: 'USED',
    images: [sampleImage('Gripper Kit', 170)],
    specifications: {},
  },
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000004',
    name: 'FleetOS Pro Licence',
    description:
      'Fleet orchestration software: mission planning, traffic management, charging schedules and live telemetry dashboards for up to 50 robots per site, with ERP connectors and role-based access.',
    price: '4800.00',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000b',
    seller_name: 'Kestrel Automation',
    category: 'SOFTWARE',
    condition: 'NEW',
    images: [],
    specifications: { Robots: 'Up to 50', Deployment: 'Cloud or on-premises' },
  },
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000005',
    name: 'On-site Commissioning',
    description: 'Two engineers for three days: installation, safety validation and operator training.',
    price: '7250.00',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000a',
    seller_name: 'Northgate Robotics',
    category: 'SERVICE',
    condition: 'NEW',
    images: [sampleImage('Commissioning', 130)],
    specifications: {},
  },
  {
    id: '4f8a1c2e-7b3d-4c6e-9a10-000000000006',
    name: 'Autonomous Mobile Robot AMR-600',
    description: 'Heavy-load AMR for pallets up to 600 kg, with lidar navigation and 10 h battery life.',
    price: '48900.00',
    compare_at_price: '56500.00',
    currency: 'USD',
    seller_id: '9c1e2d3f-0000-4a00-8b00-00000000000b',
    seller_name: 'Kestrel Automation',
    category: 'ROBOT',
    condition: 'USED',
    images: [sampleImage('AMR-600', 280)],
    specifications: { Payload: '600 kg', Battery: '10 h' },
  },
];

const [ATLAS, SERVO, GRIPPER, SOFTWARE, SERVICE, AMR] = SAMPLE_PRODUCTS as [
  ProductView,
  ProductView,
  ProductView,
  ProductView,
  ProductView,
  ProductView,
];

const meta = {
  title: 'Products/ProductCard',
  component: ProductCard,
  // Shared with the other product stories; not stories themselves.
  excludeStories: ['sampleImage', 'SAMPLE_PRODUCTS', 'canvasWidth', 'STATUS_ARG_TYPES'],
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
