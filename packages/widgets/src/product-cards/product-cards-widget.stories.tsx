// The mock answers with the contract's shapes, so a change to openapi.yaml breaks this story's types.
import type { components } from '@robomarket/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ROOT_ATTRIBUTE } from '../internal/shadow-styles';
import { mount } from '../runtime';
import { RoboMarketProductCards } from './product-cards-widget';

type Product = components['schemas']['Product'];
type ProductList = components['schemas']['ProductList'];
type ApiError = components['schemas']['Error'];

const SELLER = '2b7e1c4d-8f3a-4b6c-9d0e-1f2a3b4c5d6e';
const KEY = 'pk_demo_northgate_partner_widgets_1';

// A partner's content column.
const atSectionWidth: Decorator = (Story) => (
  <div style={{ width: 880, maxWidth: '100%' }}>
    <Story />
  </div>
);

// A small picture drawn here, so the stories need nothing from the network.
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="hsl(${hue} 40% 85%)"/><circle cx="20" cy="15" r="8" fill="hsl(${hue} 50% 45%)"/></svg>`,
  )}`;

function item(id: string, name: string, category: Product['category'], price: string, hue: number): Product {
  return {
    id,
    name,
    description: `${name}: ready to ship, with a one-year warranty and remote support.`,
    price,
    currency: 'USD',
    category,
    condition: 'NEW',
    images: [picture(hue)],
    specifications: {},
    seller_id: SELLER,
    seller_name: 'Northgate Robotics',
    created_at: '2026-02-10T09:30:00Z',
    updated_at: '2026-02-10T09:30:00Z',
  };
}

/** The demo seller's catalogue, newest first. */
const CATALOGUE: Product[] = [
  item('6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', 'Atlas Picker Arm', 'ROBOT', '12500.00', 230),
  item('7a2f3e4d-5c6b-4a79-8887-b6c5d4e3f201', 'Soft Gripper Kit', 'PART', '890.00', 25),
  item('8b3a4f5e-6d7c-4b8a-9998-c7d6e5f4a312', 'Fleet Planner', 'SOFTWARE', '4200.00', 270),
];

const asked: { query: URLSearchParams; key: string | null }[] = [];

/** GET /v2/products as the contract answers a keyed request: category and limit, newest first. */
const catalogue = (products: Product[] = CATALOGUE) =>
  http.get<never, never, ProductList>('/v2/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push({ query, key: request.headers.get('X-Publishable-Key') });
    const category = query.get('category');
    const limit = Number(query.get('limit') ?? 20);
    const matching = products.filter((product) => category === null || product.category === category);
    return HttpResponse.json({ products: matching.slice(0, limit), next_cursor: null });
  });

const meta = {
  title: 'Widgets/RoboMarketProductCards',
  // Its appearance is its own argument, not Storybook's: one screenshot per story (tests/visual/stories-setup.ts).
  parameters: { visual: { ownAppearance: true } },
  component: RoboMarketProductCards,
  args: { apiBase: '', appearance: 'light', publishableKey: KEY, sellerId: SELLER },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['light', 'dark'] },
    accentColor: { control: 'select', options: [undefined, 'indigo', 'teal', 'amber', 'crimson', 'grass'] },
    category: {
      control: 'select',
      options: [undefined, 'ROBOT', 'PART', 'ACCESSORY', 'SOFTWARE', 'SERVICE'],
    },
    limit: { control: 'number' },
  },
  decorators: [atSectionWidth],
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(catalogue());
  },
} satisfies Meta<typeof RoboMarketProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's products, each linking to its page on RoboMarket in a new tab. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products on RoboMarket' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 3, name: /^Atlas Picker Arm/ })).toBeVisible();
    await expect(first.getByText('$12,500.00')).toBeVisible();
    const link = first.getByRole('link', { name: /Atlas Picker Arm/ });
    await expect(link).toHaveAttribute(
      'href',
      `${window.location.origin}/product/6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(asked.at(-1)?.key).toBe(KEY);
    await expect(asked.at(-1)?.query.get('sellerId')).toBe(SELLER);
    await expect(asked.at(-1)?.query.get('limit')).toBe('6');
  },
};

/** `category` and `limit` go to the API as the contract's filters. */
export const FilteredByCategory: Story = {
  args: { category: 'software', limit: 2 },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: /^Fleet Planner/ })).toBeVisible();
    await expect(asked.at(-1)?.query.get('category')).toBe('SOFTWARE');
    await expect(asked.at(-1)?.query.get('limit')).toBe('2');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v2/products', async () => {
        await delay('infinite');
        return HttpResponse.json({ products: [], next_cursor: null });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading amazing products...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { category: 'SERVICE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products available yet')).toBeVisible();
    await expect(
      canvas.getByText('Check back soon for our upcoming robotic products and solutions.'),
    ).toBeVisible();
  },
};

/** A revoked or unknown key: the server's 401 in its own words, and Try again. */
export const KeyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get<never, never, ApiError>('/v2/products', () =>
        HttpResponse.json(
          { code: 'unauthenticated', message: 'Unknown or revoked publishable key' },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unknown or revoked publishable key');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A partner's typo in `seller-id`: said at once, without asking for every seller's products. */
export const InvalidSellerId: Story = {
  args: { sellerId: 'northgate' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This widget's seller-id is not a valid seller id.",
    );
    await expect(asked).toHaveLength(0);
  },
};

export const Dark: Story = {
  args: { appearance: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await expect(canvasElement.querySelector('.radix-themes.dark')).not.toBeNull();
  },
};

/** What `<robomarket-product-cards seller-id="…" limit="2">` shows: the widget rendered by the runtime into a shadow root. */
function InShadowRoot() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const widget = mount('robomarket-product-cards', root, {
      apiBase: window.location.origin,
      publishableKey: KEY,
      appearance: 'light',
      accentColor: undefined,
      attributes: { 'seller-id': SELLER, limit: '2' },
    });
    return () => widget.unmount();
  }, []);
  return <div ref={host} data-testid="shadow-host" />;
}

export const ShadowDom: Story = {
  render: () => <InShadowRoot />,
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('shadow-host');
    const shadow = await waitFor(() => {
      const root = host.shadowRoot?.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
      if (!root) throw new Error('not mounted yet');
      return within(root);
    });
    const list = await shadow.findByRole('list', {}, { timeout: 5000 });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Atlas Picker Arm (opens in a new tab)', 'Soft Gripper Kit (opens in a new tab)']);
    await expect(asked.at(-1)?.key).toBe(KEY);
  },
};
