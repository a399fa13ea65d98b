import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrimaryNav } from './primary-nav';

const CUSTOMER_ITEMS = [{ label: 'Home', href: '/home' }];
const SELLER_ITEMS = [
  { label: 'Home', href: '/home' },
  { label: 'My Products', href: '/business/products' },
];

// The nav measures its own width (a container query), so each story gives it one.
const wide: Decorator = (Story) => (
  <div style={{ width: 900 }}>
    <Story />
  </div>
);
const phone: Decorator = (Story) => (
  <div style={{ width: 358 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Site/PrimaryNav',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: PrimaryNav,
  args: {
    items: SELLER_ITEMS,
    currentHref: '/home',
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} data-to={href} {...rest}>
        {children}
      </a>
    ),
  },
  decorators: [wide],
} satisfies Meta<typeof PrimaryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer: Home is the one screen built for them so far. */
export const Customer: Story = {
  args: { items: CUSTOMER_ITEMS },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Primary' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Wide enough for the row: no Menu button in the way.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** A seller on My Products: the current place is marked. */
export const SellerOnMyProducts: Story = {
  args: { currentHref: '/business/products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'My Products' })).toBeVisible();
  },
};

/** On a product page no destination is the current place; the breadcrumbs say where the page sits. */
export const NothingCurrent: Story = {
  args: { currentHref: '/product/42' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** Phone width: the destinations wait behind a Menu button. */
export const PhoneClosed: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Home', hidden: true })).not.toBeVisible();
  },
};

/** Phone width, menu open: every destination reachable, the current one marked. */
export const PhoneOpen: Story = {
  decorators: [phone],
  args: { currentHref: '/business/products' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('link', { name: 'Home', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { currentHref: '/business/products' },
  globals: { appearance: 'dark' },
};
