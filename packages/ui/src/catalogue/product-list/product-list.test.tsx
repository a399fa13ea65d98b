import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProductView } from '../../views/product-view';
import { ProductList, type ProductListProps } from './product-list';

const product = (id: number, name: string, price: string): ProductView => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  description: `${name} for industrial use.`,
  price,
  currency: 'USD',
  category: 'PART',
  condition: 'NEW',
  images: [],
  specifications: {},
});

const PRODUCTS = [product(1, 'Servo Motor X2', '349.99'), product(2, 'Gripper Kit', '1200.00')];

function setup(props: Partial<ProductListProps> = {}) {
  const onRetry = vi.fn();
  render(<ProductList status="ready" onRetry={onRetry} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), onRetry };
}

describe('ProductList', () => {
  it("is titled 'Available Products'", () => {
    setup({ products: PRODUCTS });
    expect(screen.getByRole('heading', { level: 1, name: 'Available Products' })).toBeInTheDocument();
  });

  it('sits one level down under a page heading, with its cards below it', () => {
    setup({ products: PRODUCTS, headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Available Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('lists a card per product, each a link to its page', () => {
    setup({ products: PRODUCTS });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Servo Motor X2' })).toHaveAttribute(
      'href',
      '/product/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Gripper Kit' })).toBeInTheDocument();
    expect(screen.getByText('$349.99')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
  });

  it('announces loading and shows no list yet', () => {
    setup({ status: 'loading', products: PRODUCTS });
    expect(screen.getByRole('status')).toHaveTextContent('Loading amazing products...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    setup({ products: [] });
    expect(screen.getByText('No products available yet')).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for our upcoming robotic products and solutions.'),
    ).toBeInTheDocument();
  });

  it('says a search found nothing and offers to clear the filters', async () => {
    const onClearFilters = vi.fn();
    const { user } = setup({ products: [], searchQuery: '  hexapod ', onClearFilters });
    expect(screen.getByText('No products match “hexapod”')).toBeInTheDocument();
    expect(screen.queryByText('No products available yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('says filters without words found nothing', () => {
    setup({ products: [], onClearFilters: vi.fn() });
    expect(screen.getByText('No products match these filters')).toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    const { user, onRetry } = setup({ status: 'error', error: 'Network is unreachable' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network is unreachable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("falls back to 'Failed to load products'", () => {
    setup({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load products');
  });

  it("offers 'Load more' while there is more", async () => {
    const onLoadMore = vi.fn();
    const { user } = setup({ products: PRODUCTS, hasMore: true, onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it("disables 'Load more' while the next page loads, and hides it at the end", () => {
    const { unmount } = render(
      <ProductList
        status="ready"
        products={PRODUCTS}
        onRetry={vi.fn()}
        hasMore
        loadingMore
        onLoadMore={vi.fn()}
      />,
      { wrapper: RoboMarketTheme },
    );
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    unmount();
    setup({ products: PRODUCTS, hasMore: false, onLoadMore: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
