import type { components } from '@robomarket/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ProductForm } from './product-form';
import type { ProductFormProps, ProductFormValues } from './types';

const EDITED: ProductFormValues = {
  name: 'Atlas Picker 3000',
  description: 'A collaborative picking arm.',
  price: '12500.00',
  category: 'SERVICE',
  condition: 'USED',
  images: ['https://images.example/atlas.jpg'],
  specifications: { Payload: '5 kg' },
};

function setup(props: Partial<ProductFormProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onSubmit: vi.fn<ProductFormProps['onSubmit']>(async () => undefined),
  };
  render(<ProductForm mode="create" open {...handlers} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog'), ...handlers };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, price = '1200') {
  await user.type(screen.getByLabelText('Title'), 'Gripper Kit');
  await user.type(screen.getByLabelText('Description'), 'Two-finger adaptive gripper.');
  await user.type(screen.getByLabelText('Price'), price);
}

describe('ProductForm', () => {
  it("submits what the contract's create and update requests take", () => {
    expectTypeOf<ProductFormValues>().toExtend<components['schemas']['CreateProductRequest']>();
    expectTypeOf<ProductFormValues>().toExtend<components['schemas']['UpdateProductRequest']>();
  });

  it('creates with the defaults ROBOT and NEW and a two-decimal price', async () => {
    const { user, dialog, onSubmit, onOpenChange } = setup();
    expect(dialog).toHaveAccessibleName('Create New Product');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Robot');
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('New');
    await fillRequired(user, '12.5');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Gripper Kit',
      description: 'Two-finger adaptive gripper.',
      price: '12.50',
      category: 'ROBOT',
      condition: 'NEW',
      images: [],
      specifications: {},
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('turns a whole price into two decimals', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user, '12');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit.mock.calls[0]?.[0].price).toBe('12.00');
  });

  it('refuses letters, a second point and a third decimal as they are typed or pasted', async () => {
    const { user } = setup();
    const price = screen.getByLabelText('Price');
    await user.type(price, 'abc');
    expect(price).toHaveValue('');
    await user.type(price, '1a2.3.45');
    expect(price).toHaveValue('12.34');
    await user.clear(price);
    await user.click(price);
    await user.paste('1200.505');
    expect(price).toHaveValue('');
    await user.paste('1200.50');
    expect(price).toHaveValue('1200.50');
  });

  it('takes a price typed with commas between thousands and sends the two-decimal amount', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user, '30,000.5');
    expect(screen.getByLabelText('Price')).toHaveValue('30,000.5');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit.mock.calls[0]?.[0].price).toBe('30000.50');
  });

  it('requires a price greater than 0', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user, '0.00');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    const price = screen.getByLabelText('Price');
    expect(price).toHaveAccessibleDescription('Please enter a valid price greater than 0');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(price);
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('requires a title and a description, and focuses the first missing one', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      'Please enter a valid price greater than 0',
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('chooses category and condition', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Software' }));
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByRole('option', { name: 'Refurbished' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ category: 'SOFTWARE', condition: 'REFURBISHED' });
  });

  it('adds and removes images and specifications, dropping empty rows', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(screen.getByLabelText('Image URL 1')).toHaveFocus();
    await user.type(screen.getByLabelText('Image URL 1'), 'https://images.example/one.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 2'), 'https://images.example/two.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByRole('button', { name: 'Add image' })).toHaveFocus();
    expect(screen.getByLabelText('Image URL 1')).toHaveValue('https://images.example/two.jpg');

    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    expect(screen.getByLabelText('Specification 1 name')).toHaveFocus();
    await user.type(screen.getByLabelText('Specification 1 name'), ' Payload ');
    await user.type(screen.getByLabelText('Specification 1 value'), '5 kg');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 2 name'), 'Reach');
    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));
    await user.click(screen.getByRole('button', { name: 'Add specification' }));

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      images: ['https://images.example/two.jpg'],
      specifications: { Payload: '5 kg' },
    });
  });

  it('refuses an image that is not a web address and a specification without a name', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 1'), 'robot.jpg');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 value'), '5 kg');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText('Image URL 1')).toHaveAccessibleDescription(
      'Image 1 must be a web address starting with https://',
    );
    expect(screen.getByLabelText('Image URL 1')).toHaveFocus();
    expect(screen.getByLabelText('Specification 1 name')).toHaveAccessibleDescription(
      'Specification name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses data:, javascript: and relative image URLs before sending, each on its own row', {
    timeout: 20_000,
  }, async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    const urls = [
      'https://images.example/ok.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/images/robot.jpg',
    ];
    for (const [index, url] of urls.entries()) {
      await user.click(screen.getByRole('button', { name: 'Add image' }));
      await user.type(screen.getByLabelText(`Image URL ${index + 1}`), url);
    }
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Image URL 1')).not.toHaveAttribute('aria-invalid');
    for (const row of [2, 3, 4]) {
      expect(screen.getByLabelText(`Image URL ${row}`)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(`Image URL ${row}`)).toHaveAccessibleDescription(
        `Image ${row} must be a web address starting with https://`,
      );
    }
    expect(screen.getByLabelText('Image URL 2')).toHaveFocus();

    // Fixed (an upper-case scheme is fine: it is sent in lower case), it is sent.
    for (const row of [4, 3, 2])
      await user.click(screen.getByRole('button', { name: `Remove image ${row}` }));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 2'), 'HTTPS://images.example/two.jpg');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        images: ['https://images.example/ok.jpg', 'https://images.example/two.jpg'],
      }),
    );
  });

  it("shows the server's problem with a nested field on the row it names, in words for people", {
    timeout: 20_000,
  }, async () => {
    // What the API client rejects with for a 400 naming the second sent image and a specification's value.
    const rejection = Object.assign(new Error('Request validation failed'), {
      status: 400,
      error: 'body/images/1 must match pattern "^https?://"',
      fields: [
        { field: 'images/1', message: 'must be a web address starting with https://' },
        { field: 'specifications/Payload', message: 'must be at most 1000 characters' },
      ],
    });
    const onSubmit = vi.fn(async () => Promise.reject(rejection));
    const { user } = setup({ onSubmit });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 1'), 'https://images.example/one.jpg');
    // An empty row is not sent: the server's images/1 is the third row.
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 3'), 'https://images.example/three.jpg');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 1 name'), 'Payload');
    await user.type(screen.getByLabelText('Specification 1 value'), '5 kg');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image 3 must be a web address starting with https://',
    );
    const third = screen.getByLabelText('Image URL 3');
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(third).toHaveAccessibleDescription('Image 3 must be a web address starting with https://');
    for (const other of ['Image URL 1', 'Image URL 2']) {
      expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByLabelText('Specification 1 value')).toHaveAccessibleDescription(
      'Value must be at most 1000 characters',
    );
    expect(screen.queryByText(/Images 2|Request validation failed/)).not.toBeInTheDocument();

    await user.type(third, 'x');
    expect(third).not.toHaveAttribute('aria-invalid');
  });

  it('refuses two specifications with the same name', async () => {
    const { user, onSubmit } = setup({ initialValues: { specifications: { Payload: '5 kg' } } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 2 name'), 'Payload');
    await user.type(screen.getByLabelText('Specification 2 value'), '6 kg');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText('Specification 2 name')).toHaveAccessibleDescription(
      'This specification name is already used',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Creating...' while busy and blocks a second submission", async () => {
    const onSubmit = vi.fn(() => new Promise<never>(() => {}));
    const { user } = setup({ onSubmit });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('edits: prefilled, and saved with Update Product', async () => {
    const { user, dialog, onSubmit } = setup({ mode: 'edit', initialValues: EDITED });
    expect(dialog).toHaveAccessibleName('Edit Product');
    expect(screen.getByLabelText('Title')).toHaveValue('Atlas Picker 3000');
    expect(screen.getByLabelText('Price')).toHaveValue('12500.00');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Service');
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('Used');
    expect(screen.getByLabelText('Image URL 1')).toHaveValue('https://images.example/atlas.jpg');
    expect(screen.getByLabelText('Specification 1 name')).toHaveValue('Payload');
    expect(screen.getByLabelText('Specification 1 value')).toHaveValue('5 kg');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '11999.9');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ ...EDITED, price: '11999.90' });
  });

  it("shows 'Updating...' while an edit is saved", async () => {
    const { user } = setup({
      mode: 'edit',
      initialValues: EDITED,
      onSubmit: () => new Promise<never>(() => {}),
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  });

  it('shows the failure and keeps the dialog open with the values', async () => {
    const onError = vi.fn();
    const { user, onOpenChange } = setup({
      onError,
      onSubmit: async () => {
        throw new Error('Price exceeds the listing limit');
      },
    });
    await fillRequired(user, '99');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price exceeds the listing limit');
    expect(onError).toHaveBeenCalledExactlyOnceWith('Price exceeds the listing limit');
    expect(screen.getByLabelText('Title')).toHaveValue('Gripper Kit');
    expect(screen.getByLabelText('Price')).toHaveValue('99');
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to the generic save failure', async () => {
    const { user } = setup({ onSubmit: () => Promise.reject(new Error('')) });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save product. Please check all fields and try again.',
    );
  });

  it('Cancel closes without submitting', async () => {
    const { user, onSubmit, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens from its trigger, closes itself after saving and starts afresh', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <ProductForm
        mode="create"
        trigger={<button type="button">Add New Product</button>}
        onSubmit={onSubmit}
      />,
      {
        wrapper: RoboMarketTheme,
      },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Product' });
    await fillRequired(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives the focus back to the trigger once the closing dialog has unmounted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add New Product' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
