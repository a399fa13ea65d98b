import type { components } from '@robomarket/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { RoboMarketTheme } from '../robomarket-theme';
import { ProductCard, type ProductLink } from './product-card';
import type { ProductCategory, ProductCondition, ProductView } from './product-view';
import { categoryLabel, conditionLabel, PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from './product-view';

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
  return screen.getByRole('link', { name: product.name });
}

describe('ProductCard', () => {
  it("links to the product's page and shows its first image, category, name, description, price and condition", () => {
    const link = renderCard();
    expect(link).toHaveAttribute('href', '/product/4f8a1c2e-0000-4000-8000-000000000001');
    expect(within(link).getByRole('img', { name: 'Atlas Picker 3000' })).toHaveAttribute(
      'src',
      'https://images.example/atlas.jpg',
    );
    expect(within(link).getByText('Robot')).toBeInTheDocument();
    expect(within(link).getByRole('heading', { level: 3, name: 'Atlas Picker 3000' })).toBeInTheDocument();
    expect(within(link).getByText(PRODUCT.description)).toBeInTheDocument();
    expect(within(link).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(link).getByText('Refurbished')).toBeInTheDocument();
  });

  it("shows the 'No image' placeholder without images", () => {
    const link = renderCard({ ...PRODUCT, images: [] });
    expect(within(link).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('falls back to the placeholder when the image fails to load', () => {
    const link = renderCard();
    fireEvent.error(within(link).getByRole('img', { name: 'Atlas Picker 3000' }));
    expect(within(link).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('draws the card on the element renderLink returns', () => {
    const link = renderCard(PRODUCT, ({ href, children }) => (
      <a href={`https://shop.example${href}`} data-router-link="">
        {children}
      </a>
    ));
    expect(link).toHaveAttribute('href', 'https://shop.example/product/4f8a1c2e-0000-4000-8000-000000000001');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveClass('rt-Card');
  });
});
