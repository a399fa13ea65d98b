import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Home', href: '/home' }, { label: 'Vector C10' }],
    renderLink: ({ href, children, className }) => (
      <a href={`#${href}`} data-to={href} className={className}>
        {children}
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer on a product page: back to Home. */
export const CustomerProductPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('data-to', '/home');
    await expect(within(nav).getByText('Vector C10')).toHaveAttribute('aria-current', 'page');
  },
};

/** A seller on one of their own products: back to My Products. */
export const SellerOwnProduct: Story = {
  args: { items: [{ label: 'My Products', href: '/business/products' }, { label: 'Vector C10' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Products' })).toHaveAttribute(
      'data-to',
      '/business/products',
    );
  },
};

/** Phone width with a very long name: one line, cut with an ellipsis, the link back stays whole. */
export const PhoneLongName: Story = {
  args: {
    items: [
      { label: 'My Products', href: '/business/products' },
      { label: `Autonomous Warehouse Picker ${'with Extended Reach '.repeat(8)}` },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(358);
    await expect(canvas.getByRole('link', { name: 'My Products' })).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current?.getAttribute('title')).toMatch(/^Autonomous Warehouse Picker/);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};
