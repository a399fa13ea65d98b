import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ProductForm } from './product-form';
import type { ProductFormValues } from './types';

// An 8×8 blue PNG, so previews show a real image.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQqziBFTEMLQkABkZXgRDDjAEAAAAASUVORK5CYII=';
const png = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

const FILLED: Partial<ProductFormValues> = {
  name: 'Atlas Picker 3000',
  description: 'Collaborative picking arm for mixed-SKU warehouse totes.',
  price: '12500.00',
};

const meta = {
  title: 'Catalogue/ProductForm/Images',
  component: ProductForm,
  args: {
    mode: 'create',
    open: true,
    initialValues: FILLED,
    onOpenChange: fn(),
    onSubmit: fn(async (_values: ProductFormValues) => undefined),
  },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (name: string) => screen.findByRole('dialog', { name });

/** No image yet: the drop zone and its hint. */
export const NoImages: Story = {
  play: async () => {
    const dialog = await dialogOf('Create New Product');
    await expect(within(dialog).getByLabelText('Choose images')).toHaveAttribute('type', 'file');
    await expect(within(dialog).getByText(/PNG, JPEG or WebP, up to 5 MB each/)).toBeVisible();
  },
};

/** Two files chosen: previews, the cover badge, reordering, and what the form hands over. */
export const FilesChosen: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogOf('Create New Product');
    await userEvent.upload(within(dialog).getByLabelText('Choose images'), [
      png('front.png'),
      png('side.png'),
    ]);
    await expect(await within(dialog).findByRole('img', { name: 'Image 2: side.png' })).toBeVisible();
    await expect(within(dialog).getByText('Cover')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move image 2 up' }));
    await expect(await within(dialog).findByRole('img', { name: 'Image 1: side.png' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** Files that cannot be product images, each named with the reason. */
export const FilesRefused: Story = {
  play: async ({ userEvent }) => {
    const dialog = await dialogOf('Create New Product');
    const html = new File(['<html><body>not a picture</body></html>'], 'brochure.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'poster.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Choose images'), [html, huge]);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'brochure.png is not a PNG, JPEG or WebP image: its content does not match its type.',
    );
    await expect(alert).toHaveTextContent('poster.png is larger than 5 MB.');
  },
};

/** Saving: the first file is being uploaded, the second waits. */
export const Uploading: Story = {
  args: {
    onSubmit: fn(async (values: ProductFormValues) => {
      const first = values.uploads?.files[0];
      if (first) values.uploads?.report.start(first);
      await new Promise<never>(() => {});
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await dialogOf('Create New Product');
    await userEvent.upload(within(dialog).getByLabelText('Choose images'), [
      png('front.png'),
      png('back.png'),
    ]);
    await within(dialog).findByRole('img', { name: 'Image 2: back.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(await within(dialog).findByText('Uploading...')).toBeVisible();
    await expect(within(dialog).getByText('Uploads when you save')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

/** The server refused one upload: the reason under the file, the form's failure above the buttons. */
export const UploadFailed: Story = {
  args: {
    onSubmit: fn(async (values: ProductFormValues) => {
      const [first, second] = values.uploads?.files ?? [];
      if (first) values.uploads?.report.done(first, '/api/images/0f3c9a0e-6f1b-4c1e-9d3a-2b7c1e0f5a44.png');
      if (second) values.uploads?.report.fail(second, 'The image is larger than 5 MB');
      throw new Error('Failed to save product. Please check all fields and try again.');
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await dialogOf('Create New Product');
    await userEvent.upload(within(dialog).getByLabelText('Choose images'), [
      png('front.png'),
      png('back.png'),
    ]);
    await within(dialog).findByRole('img', { name: 'Image 2: back.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(await within(dialog).findByText('The image is larger than 5 MB')).toBeVisible();
    await expect(within(dialog).getByText('Uploaded image')).toBeVisible();
    await expect(
      await within(dialog).findByText(/Failed to save product\. Please check all fields and try again\./),
    ).toBeVisible();
  },
};

/** Editing a product with uploaded images and a web address: kept, moved or removed. */
export const EditWithUploadedImages: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...FILLED,
      images: [
        '/api/images/front-view.png',
        'https://images.robomarket.example/samples/atlas.svg?label=Atlas',
      ],
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogOf('Edit Product');
    await expect(within(dialog).getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/api/images/front-view.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move image 2 up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          images: [
            'https://images.robomarket.example/samples/atlas.svg?label=Atlas',
            '/api/images/front-view.png',
          ],
        }),
      ),
    );
  },
};
