import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProductView } from '../../views/product-view';
import { PRODUCT_NOT_FOUND_TEXT, ProductDisplay, type ProductDisplayProps } from './product-display';

const PRODUCT: ProductView = {
  id: '4f8a1c2e-0000-4000-8000-000000000001',
  name: 'Atlas Picker 3000',
  description: 'A collaborative picking arm.',
  price: '12500.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'USED',
  images: [
    'https://images.example/front.jpg',
    'https://images.example/side.jpg',
    'https://images.example/top.jpg',
  ],
  specifications: { Payload: '5 kg', Reach: '1.3 m' },
};

function setup(props: Partial<ProductDisplayProps> = {}) {
  const handlers = { onRetry: vi.fn(), onMakeOffer: vi.fn(), onContactSeller: vi.fn() };
  render(<ProductDisplay status="ready" product={PRODUCT} {...handlers} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('ProductDisplay', () => {
  it('shows name, price, category, condition and description', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Atlas Picker 3000' })).toBeInTheDocument();
    expect(screen.getByText('$12,500.00')).toBeInTheDocument();
    expect(screen.getByText('Robot')).toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.getByText('A collaborative picking arm.')).toBeInTheDocument();
  });

  it("names the seller with a link to all their products, and shows a sale's old price and saving", () => {
    setup({
      product: {
        ...PRODUCT,
        seller_id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
        seller_name: 'Northgate Robotics',
        compare_at_price: '15000.00',
      },
    });
    expect(screen.getByRole('link', { name: 'Northgate Robotics' })).toHaveAttribute(
      'href',
      '/browse?seller=7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
    );
    expect(screen.getByText('$15,000.00')).toBeInTheDocument();
    expect(screen.getByText('Save $2,500.00 (16%)')).toBeInTheDocument();
  });

  it('lists the specifications as name and value pairs', () => {
    setup();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    const terms = within(specs).getAllByRole('term');
    const values = within(specs).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Payload', 'Reach']);
    expect(values.map((value) => value.textContent)).toEqual(['5 kg', '1.3 m']);
  });

  it('leaves out the specifications when there are none', () => {
    setup({ product: { ...PRODUCT, specifications: {} } });
    expect(screen.queryByRole('region', { name: 'Specifications' })).not.toBeInTheDocument();
  });

  it('switches the main image with the thumbnails', async () => {
    const { user } = setup();
    expect(screen.getByRole('img', { name: 'Atlas Picker 3000, image 1 of 3' })).toHaveAttribute(
      'src',
      'https://images.example/front.jpg',
    );
    const thumbnails = screen.getByRole('group', { name: 'Product images' });
    expect(within(thumbnails).getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(thumbnails).getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Atlas Picker 3000, image 3 of 3' })).toHaveAttribute(
      'src',
      'https://images.example/top.jpg',
    );
    expect(within(thumbnails).getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows 'No images available' without images", () => {
    setup({ product: { ...PRODUCT, images: [] } });
    expect(screen.getByRole('img', { name: 'No images available' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Product images' })).not.toBeInTheDocument();
  });

  it('reports Make an Offer and Contact Seller', async () => {
    const { user, onMakeOffer, onContactSeller } = setup();
    await user.click(screen.getByRole('button', { name: 'Make an Offer' }));
    expect(onMakeOffer).toHaveBeenCalledExactlyOnceWith(PRODUCT);
    await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(onContactSeller).toHaveBeenCalledExactlyOnceWith(PRODUCT);
  });

  it("offers neither Make an Offer nor Contact Seller to the product's own seller", () => {
    setup({ canMakeOffer: false, canContactSeller: false });
    expect(screen.queryByRole('button', { name: 'Make an Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it('announces loading', () => {
    setup({ status: 'loading', product: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
  });

  it("shows 'Failed to load product' as the heading, one sentence under it, and Try Again", async () => {
    const { user, onRetry } = setup({
      status: 'error',
      error: 'Something went wrong on our side. Try again.',
      product: undefined,
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Failed to load product');
    expect(within(alert).getByText('Something went wrong on our side. Try again.')).toBeInTheDocument();
    // Not one run-on line "Failed to load product: Something went wrong…".
    expect(alert).not.toHaveTextContent(/Failed to load product:/);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says to try again in a moment when the failure has no words of its own; no button without onRetry', () => {
    setup({ status: 'error', product: undefined, onRetry: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load productTry again in a moment.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it("shows 'Product not found', why, and the way back it is given", () => {
    const renderLink = vi.fn(({ href, children }: { href: string; children: ReactNode }) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ));
    setup({
      product: null,
      backLink: { label: 'Back to My Products', href: '/business/products' },
      renderLink,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(PRODUCT_NOT_FOUND_TEXT).toBe("This product doesn't exist or was removed.");
    const back = screen.getByRole('link', { name: 'Back to My Products' });
    expect(back).toHaveAttribute('href', '/business/products');
    expect(back).toHaveAttribute('data-router-link');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an Offer' })).not.toBeInTheDocument();
  });

  it('offers no link back when given none', () => {
    setup({ product: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
