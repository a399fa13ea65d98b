import type { components } from '@robomarket/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import {
  categoryLabel,
  conditionLabel,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  type ProductCategory,
  type ProductCondition,
  type ProductLink,
  type ProductView,
} from '../../views/product-view';
import { ProductCard } from './product-card';
import { saleSaving } from './sale-price';

type Product = components['schemas']['Product'];

const PRODUCT: ProductView = {
  id: '4f8a1c2e-0000-4000-8000-000000000001',
  name: 'Atlas Picker 3000',
  description: 'A collaborative picking arm for mixed-SKU warehouse totes.',
  price: '12500.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'REFURBISHED',
  images: ['https://images.example/atlas.jpg', 'https://images.example/atlas-side.jpg'],
  specifications: { Payload: '5 kg' },
};

describe('ProductView', () => {
  it("takes the contract's Product as it comes, with the same field names", () => {
    expectTypeOf<Product>().toExtend<ProductView>();
    expectTypeOf<keyof ProductView>().toEqualTypeOf<keyof Product>();
    expectTypeOf<ProductCategory>().toEqualTypeOf<components['schemas']['ProductCategory']>();
    expectTypeOf<ProductCondition>().toEqualTypeOf<components['schemas']['ProductCondition']>();
  });

  it('labels every category and condition', () => {
    expect(PRODUCT_CATEGORIES.map((entry) => entry.label)).toEqual([
      'Robot',
      'Part',
      'Accessory',
      'Software',
      'Service',
    ]);
    expect(PRODUCT_CONDITIONS.map((entry) => entry.label)).toEqual(['New', 'Used', 'Refurbished']);
    expect(categoryLabel('SOFTWARE')).toBe('Software');
    expect(conditionLabel('USED')).toBe('Used');
    expect(categoryLabel('DRONE')).toBe('DRONE');
  });
});

function renderCard(product: ProductView = PRODUCT, renderLink?: (link: ProductLink) => React.ReactElement) {
  render(<ProductCard product={product} renderLink={renderLink} />, { wrapper: RoboMarketTheme });
  return screen.getByRole('article', { name: product.name });
}

describe('ProductCard', () => {
  it('cuts a long name to two lines but keeps it whole for hover and assistive technology', () => {
    const name = 'R'.repeat(200);
    const card = renderCard({ ...PRODUCT, name });
    const heading = within(card).getByRole('heading', { name });
    expect(heading).toHaveClass('rm-LineClamp');
    expect(heading).toHaveAttribute('title', name);
    expect(card).toHaveClass('rm-RevealOnFocus');
  });

  it('shows the first image, category, name, description, price and condition', () => {
    const card = renderCard();
    expect(within(card).getByRole('img', { name: 'Atlas Picker 3000' })).toHaveAttribute(
      'src',
      'https://images.example/atlas.jpg',
    );
    expect(within(card).getByText('Robot')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Atlas Picker 3000' })).toBeInTheDocument();
    expect(within(card).getByText(PRODUCT.description)).toBeInTheDocument();
    expect(within(card).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(card).getByText('Refurbished')).toBeInTheDocument();
  });

  it("links the name to the product's page", () => {
    const card = renderCard();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Atlas Picker 3000');
    expect(links[0]).toHaveAttribute('href', '/product/4f8a1c2e-0000-4000-8000-000000000001');
  });

  it("links the seller's name to the seller's products, after the product's own link", () => {
    const card = renderCard({
      ...PRODUCT,
      seller_id: 'b1e2c3d4-0000-4000-8000-00000000000a',
      seller_name: 'Acme & Co',
    });
    expect(within(card).getByText(/Sold by/)).toHaveTextContent('Sold by Acme & Co');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Atlas Picker 3000', 'Acme & Co']);
    expect(links[1]).toHaveAttribute('href', '/browse?seller=b1e2c3d4-0000-4000-8000-00000000000a');
  });

  it('shows a sale: the price, the "was" price struck through and the saving', () => {
    const card = renderCard({ ...PRODUCT, price: '899.00', compare_at_price: '1099.00' });
    expect(within(card).getByText('$899.00')).toBeInTheDocument();
    const was = within(card).getByText('$1,099.00');
    expect(was.tagName).toBe('S');
    expect(was.parentElement).toHaveTextContent('Was $1,099.00');
    expect(within(card).getByText('Save $200.00 (18%)')).toBeInTheDocument();
  });

  it('ignores a "was" price that is not above the price', () => {
    const card = renderCard({ ...PRODUCT, price: '899.00', compare_at_price: '899.00' });
    expect(within(card).getByText('$899.00')).toBeInTheDocument();
    expect(within(card).queryByText(/Save/)).toBeNull();
  });

  it('computes the saving exactly, in minor units', () => {
    expect(saleSaving('0.10', '0.30')).toEqual({ amount: '0.20', percent: 66 });
    expect(saleSaving('9999999999998.99', '9999999999999.99')).toEqual({ amount: '1.00', percent: 0 });
    expect(saleSaving('5.00', '4.00')).toBeUndefined();
    expect(saleSaving('5', '6.00')).toBeUndefined();
  });

  it('follows the link when the card is clicked anywhere', async () => {
    const followed = vi.fn();
    const card = renderCard(PRODUCT, ({ href, children }) => (
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          followed(href);
        }}
      >
        {children}
      </a>
    ));
    await userEvent.setup({ delay: null }).click(within(card).getByText('$12,500.00'));
    expect(followed).toHaveBeenCalledExactlyOnceWith('/product/4f8a1c2e-0000-4000-8000-000000000001');
  });

  it("shows the 'No image' placeholder without images", () => {
    const card = renderCard({ ...PRODUCT, images: [] });
    expect(within(card).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('falls back to the placeholder when the image fails to load', () => {
    const card = renderCard();
    fireEvent.error(within(card).getByRole('img', { name: 'Atlas Picker 3000' }));
    expect(within(card).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('styles the element renderLink returns as the link', () => {
    const card = renderCard(PRODUCT, ({ href, children }) => (
      <a href={`https://shop.example${href}`} data-router-link="">
        {children}
      </a>
    ));
    const link = within(card).getByRole('link', { name: 'Atlas Picker 3000' });
    expect(link).toHaveAttribute('href', 'https://shop.example/product/4f8a1c2e-0000-4000-8000-000000000001');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveClass('rt-Link');
  });
});
