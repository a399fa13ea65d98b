import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ProductForm } from './product-form';
import type { ProductFormProps, ProductFormValues } from './types';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

function setup(props: Partial<ProductFormProps> = {}) {
  const onSubmit = vi.fn<ProductFormProps['onSubmit']>(async () => undefined);
  render(<ProductForm mode="create" open onOpenChange={vi.fn()} onSubmit={onSubmit} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null, applyAccept: false }), onSubmit };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Gripper Kit');
  await user.type(screen.getByLabelText('Description'), 'Two-finger adaptive gripper.');
  await user.type(screen.getByLabelText('Price'), '1200');
}

describe('ProductForm images', () => {
  it('previews chosen files, marks the first as the cover, and hands them over in order on submit', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    const front = png('front.png');
    const side = png('side.png');
    await user.upload(screen.getByLabelText('Choose images'), [front, side]);
    expect(await screen.findByRole('img', { name: 'Image 1: front.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 2: side.png' })).toBeInTheDocument();
    expect(screen.getByText('Cover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(screen.getByRole('img', { name: 'Image 1: side.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.images).toEqual([]);
    expect(values?.uploads?.files).toEqual([side, front]);
    expect(values?.uploads?.order).toEqual([side, front]);
  });

  it('refuses other kinds, files over 5 MB and an HTML file named .png, each in clear words', async () => {
    const { user } = setup();
    const html = new File(['<html><body>hi</body></html>'], 'evil.png', { type: 'image/png' });
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose images'), [html, gif, big, png('ok.png')]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'evil.png is not a PNG, JPEG or WebP image: its content does not match its type.',
      ),
    ).toBeInTheDocument();
    expect(within(alert).getByText('anim.gif is not a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(within(alert).getByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image 1: ok.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /evil/ })).not.toBeInTheDocument();
  });

  it('shows each upload as the app reports it: uploading, stored, or refused with the reason', async () => {
    let report: NonNullable<ProductFormValues['uploads']>['report'] | undefined;
    let finish: (() => void) | undefined;
    const onSubmit = vi.fn<ProductFormProps['onSubmit']>(async (values) => {
      report = values.uploads?.report;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      throw new Error('Failed to save product. b.png: This file is not an image the catalogue takes');
    });
    const { user } = setup({ onSubmit });
    await fillRequired(user);
    const a = png('a.png');
    const b = png('b.png');
    await user.upload(screen.getByLabelText('Choose images'), [a, b]);
    await screen.findByRole('img', { name: 'Image 2: b.png' });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(report).toBeDefined());
    act(() => report?.start(a));
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    act(() => {
      report?.done(a, '/api/images/0f3c9a0e-6f1b-4c1e-9d3a-2b7c1e0f5a44.png');
      report?.fail(b, 'This file is not an image the catalogue takes');
    });
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/api/images/0f3c9a0e-6f1b-4c1e-9d3a-2b7c1e0f5a44.png',
    );
    expect(screen.getByText('This file is not an image the catalogue takes')).toBeInTheDocument();
    act(() => finish?.());
    expect(await screen.findByText(/Failed to save product/)).toBeInTheDocument();
  });

  it('keeps uploaded images of an edited product, in order, and removes one', async () => {
    const { user, onSubmit } = setup({
      mode: 'edit',
      initialValues: {
        name: 'Arm',
        description: 'An arm.',
        price: '10.00',
        images: ['/api/images/aaaa.png', 'https://images.example/b.jpg', '/api/images/cccc.webp'],
      },
    });
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/api/images/aaaa.png');
    expect(screen.getByLabelText('Image URL 2')).toHaveValue('https://images.example/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].images).toEqual([
      '/api/images/cccc.webp',
      'https://images.example/b.jpg',
    ]);
    expect(onSubmit.mock.calls[0]?.[0].uploads).toBeUndefined();
  });
});
