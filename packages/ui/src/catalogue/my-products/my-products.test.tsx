import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProductView } from '../../views/product-view';
import { MyProducts, type MyProductsProps } from './my-products';

const ATLAS: ProductView = {
  id: '4f8a1c2e-0000-4000-8000-000000000001',
  name: 'Atlas Picker 3000',
  description: 'A collaborative picking arm.',
  price: '12500.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'NEW',
  images: [],
  specifications: { Payload: '5 kg' },
};
const GRIPPER: ProductView = {
  ...ATLAS,
  id: '4f8a1c2e-0000-4000-8000-000000000002',
  name: 'Gripper Kit',
  description: 'Two-finger adaptive gripper.',
  price: '349.99',
  category: 'ACCESSORY',
  specifications: {},
};

function setup(props: Partial<MyProductsProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onCreate: vi.fn<MyProductsProps['onCreate']>(async () => undefined),
    onUpdate: vi.fn<MyProductsProps['onUpdate']>(async () => undefined),
    onDelete: vi.fn<MyProductsProps['onDelete']>(async () => undefined),
  };
  render(<MyProducts status="ready" products={[ATLAS, GRIPPER]} {...handlers} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('MyProducts', () => {
  it('shows each own product with name, description, price, Edit and Delete', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Products' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Atlas Picker 3000' });
    expect(within(card).getByRole('link', { name: 'Atlas Picker 3000' })).toHaveAttribute(
      'href',
      '/product/4f8a1c2e-0000-4000-8000-000000000001',
    );
    expect(within(card).getByText('A collaborative picking arm.')).toBeInTheDocument();
    expect(within(card).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Atlas Picker 3000' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Atlas Picker 3000' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('sits one level down under a page heading, with the product names below it', () => {
    setup({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'My Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows 'No products yet' and still offers Add New Product", () => {
    setup({ products: [] });
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Product' })).toBeInTheDocument();
  });

  it('announces loading', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your products...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    const { user, onRetry } = setup({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load products');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('creates a product in the form dialog', async () => {
    const { user, onCreate } = setup();
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Product' });
    await user.type(within(dialog).getByLabelText('Title'), 'Lidar Unit');
    await user.type(within(dialog).getByLabelText('Description'), '360° scanning lidar.');
    await user.type(within(dialog).getByLabelText('Price'), '899.9');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith({
      name: 'Lidar Unit',
      description: '360° scanning lidar.',
      price: '899.90',
      category: 'ROBOT',
      condition: 'NEW',
      images: [],
      specifications: {},
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a product in the form dialog, prefilled', async () => {
    const { user, onUpdate } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Gripper Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gripper Kit');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('349.99');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Gripper Kit Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith(GRIPPER, {
      name: 'Gripper Kit Pro',
      description: 'Two-finger adaptive gripper.',
      price: '349.99',
      category: 'ACCESSORY',
      condition: 'NEW',
      images: [],
      specifications: {},
    });
  });

  it('deletes only after confirmation', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete Atlas Picker 3000' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete product?' });
    expect(confirm).toHaveTextContent('“Atlas Picker 3000” will be removed from the marketplace.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(ATLAS);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel keeps the product', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete Gripper Kit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("shows 'Deleting...' while busy", async () => {
    const { user } = setup({ onDelete: () => new Promise<never>(() => {}) });
    await user.click(screen.getByRole('button', { name: 'Delete Gripper Kit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("shows 'Failed to delete product' and keeps the confirmation open", async () => {
    const { user } = setup({ onDelete: () => Promise.reject(new Error('')) });
    await user.click(screen.getByRole('button', { name: 'Delete Gripper Kit' }));
    const confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete product');
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it("shows the failure's own message", async () => {
    const { user } = setup({ onDelete: () => Promise.reject(new Error('Product has open offers')) });
    await user.click(screen.getByRole('button', { name: 'Delete Gripper Kit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product has open offers');
  });
});
