import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../internal/fixtures/products';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import type { ProductView } from '../../views/product-view';
import type { ProductFormValues } from '../product-form';
import { MyProducts } from './my-products';

const OWN = SAMPLE_PRODUCTS.slice(0, 4);
const [ATLAS, SERVO] = OWN as [ProductView, ProductView];

const meta = {
  title: 'Catalogue/MyProducts',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: MyProducts,
  args: {
    status: 'ready',
    products: OWN,
    onRetry: fn(),
    onCreate: fn(async (_values: ProductFormValues) => undefined),
    onUpdate: fn(async (_product: ProductView, _values: ProductFormValues) => undefined),
    onDelete: fn(async (_product: ProductView) => undefined),
  },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof MyProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

// Dialogs are portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const card = canvas.getByRole('article', { name: 'Servo Motor X2' });
    await expect(within(card).getByText('$349.99')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Edit Servo Motor X2' })).toBeEnabled();
    await expect(within(card).getByRole('button', { name: 'Delete Servo Motor X2' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add New Product' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your products...');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Authentication required', products: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication required');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AddProduct: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Lidar Unit L1');
    await userEvent.type(within(dialog).getByLabelText('Description'), '360° scanning lidar for AMRs.');
    await userEvent.type(within(dialog).getByLabelText('Price'), '899.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Lidar Unit L1',
      description: '360° scanning lidar for AMRs.',
      price: '899.90',
      category: 'ROBOT',
      condition: 'NEW',
      images: [],
      specifications: {},
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditProduct: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Servo Motor X2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByLabelText('Price');
    await expect(price).toHaveValue('349.99');
    await userEvent.clear(price);
    await userEvent.type(price, '329');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onUpdate).toHaveBeenCalledWith(SERVO, {
      name: SERVO.name,
      description: SERVO.description,
      price: '329.00',
      category: SERVO.category,
      condition: SERVO.condition,
      images: SERVO.images,
      specifications: SERVO.specifications,
    });
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Atlas Picker 3000' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(ATLAS);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Atlas Picker 3000' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const DeleteFails: Story = {
  args: {
    onDelete: fn(async (_product: ProductView) => {
      throw new Error('');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Servo Motor X2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete product');
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};

/** A business member without the SALES role (a VIEWER): the business's products, no Add, Edit or Delete. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Add New Product' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(canvas.getByText(/Changing them needs the SALES role/)).toBeVisible();
  },
};

/** Read-only and empty: no invitation to add a product. */
export const ReadOnlyEmpty: Story = {
  args: { readOnly: true, products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your business's products will appear here.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add New Product' })).toBeNull();
  },
};

/** A SALES member whose account cannot list new products: Edit and Delete, no Add. */
export const EditOnly: Story = {
  args: { canAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add New Product' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Servo Motor X2' })).toBeEnabled();
  },
};
