import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ProductForm } from './product-form';
import type { ProductFormValues } from './types';

const EDITED: ProductFormValues = {
  name: 'Atlas Picker 3000',
  description: 'Collaborative picking arm for mixed-SKU warehouse totes.',
  price: '12500.00',
  category: 'ROBOT',
  condition: 'REFURBISHED',
  images: ['https://images.robomarket.example/atlas-front.jpg'],
  specifications: { Payload: '5 kg', Reach: '1.3 m' },
};

const meta = {
  title: 'Catalogue/ProductForm',
  component: ProductForm,
  args: {
    mode: 'create',
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async (_values: ProductFormValues) => undefined),
    onError: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['create', 'edit'] },
  },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Create: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await expect(within(dialog).getByLabelText('Title')).toBeRequired();
    await expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Robot');
    await expect(within(dialog).getByRole('combobox', { name: 'Condition' })).toHaveTextContent('New');
    await expect(within(dialog).getByRole('button', { name: 'Create Product' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initialValues: EDITED },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Atlas Picker 3000');
    await expect(within(dialog).getByLabelText('Price')).toHaveValue('12500.00');
    await expect(within(dialog).getByLabelText('Specification 2 value')).toHaveValue('1.3 m');
    await expect(within(dialog).getByRole('button', { name: 'Update Product' })).toBeEnabled();
  },
};

export const CreateSubmits: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Adaptive Gripper Kit');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Two-finger adaptive gripper.');
    await userEvent.type(within(dialog).getByLabelText('Price'), '1200');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accessory' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Condition' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Used' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add image' }));
    await userEvent.type(within(dialog).getByLabelText('Image URL 1'), 'https://images.example/gripper.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add specification' }));
    await userEvent.type(within(dialog).getByLabelText('Specification 1 name'), 'Grip force');
    await userEvent.type(within(dialog).getByLabelText('Specification 1 value'), '140 N');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Adaptive Gripper Kit',
      description: 'Two-finger adaptive gripper.',
      price: '1200.00',
      category: 'ACCESSORY',
      condition: 'USED',
      images: ['https://images.example/gripper.jpg'],
      specifications: { 'Grip force': '140 N' },
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A price typed as people write it, "30,000.5", goes out as the two-decimal amount. */
export const PriceWithThousandsCommas: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Welding Cell');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Six-axis welding cell.');
    await userEvent.type(within(dialog).getByLabelText('Price'), '30,000.5');
    await expect(within(dialog).getByLabelText('Price')).toHaveValue('30,000.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: '30000.50' }));
  },
};

export const PriceRejectsLetters: Story = {
  play: async ({ userEvent }) => {
    const price = await screen.findByLabelText('Price');
    await userEvent.type(price, 'abc');
    await expect(price).toHaveValue('');
    await userEvent.type(price, '12x.3.456');
    await expect(price).toHaveValue('12.34');
  },
};

export const PriceMustBeAboveZero: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Servo Motor X2');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Brushless servo.');
    await userEvent.type(within(dialog).getByLabelText('Price'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(within(dialog).getByLabelText('Price')).toHaveAccessibleDescription(
      'Please enter a valid price greater than 0',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    await expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      'Description is required',
    );
    await expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    mode: 'edit',
    initialValues: EDITED,
    // Never settles, so the busy state stays on screen.
    onSubmit: fn((_values: ProductFormValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const CreateBusy: Story = {
  args: {
    initialValues: { name: 'Lidar Unit L1', description: '360° scanning lidar.', price: '899.00' },
    onSubmit: fn((_values: ProductFormValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  args: {
    mode: 'edit',
    initialValues: EDITED,
    onSubmit: fn(async (_values: ProductFormValues) => {
      throw new Error('');
    }),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save product. Please check all fields and try again.',
    );
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Atlas Picker 3000');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** data:, javascript: and relative addresses are refused on their row before anything is sent. */
export const ImageUrlRefused: Story = {
  args: {
    initialValues: {
      name: 'Servo Motor X2',
      description: 'Brushless servo.',
      price: '349.00',
      images: [
        'https://images.robomarket.example/servo.jpg',
        'data:image/png;base64,iVBORw0KGgo=',
        'robot.jpg',
      ],
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(within(dialog).getByLabelText('Image URL 1')).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).getByLabelText('Image URL 2')).toHaveAccessibleDescription(
      'Image 2 must be a web address starting with https://',
    );
    await expect(within(dialog).getByLabelText('Image URL 3')).toHaveAccessibleDescription(
      'Image 3 must be a web address starting with https://',
    );
    await expect(within(dialog).getByLabelText('Image URL 2')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 400 names `images/1`, the second image sent: the third row, since the empty one is not sent. */
export const ServerRefusesAnImage: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...EDITED,
      images: [
        'https://images.robomarket.example/atlas-front.jpg',
        '',
        'https://images.robomarket.example/atlas-side.jpg',
      ],
    },
    onSubmit: fn(async (_values: ProductFormValues) => {
      // What the API client rejects with for the contract's 400 with `fields`.
      throw Object.assign(new Error('Request validation failed'), {
        status: 400,
        code: 'validation_failed',
        fields: [{ field: 'images/1', message: 'must be a web address starting with https://' }],
      });
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Image 3 must be a web address starting with https://',
    );
    const row = within(dialog).getByLabelText('Image URL 3');
    await expect(row).toHaveAttribute('aria-invalid', 'true');
    await expect(row).toHaveAccessibleDescription('Image 3 must be a web address starting with https://');
    await expect(within(dialog).getByLabelText('Image URL 1')).not.toHaveAttribute('aria-invalid');
  },
};

export const Dark: Story = {
  args: { mode: 'edit', initialValues: EDITED },
  globals: { appearance: 'dark' },
};
