import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type components, createClient, uploadProductImage } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const productId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const product: components['schemas']['Product'] = {
  id: productId,
  name: 'Vector arm',
  description: 'Six axes.',
  price: '24999.00',
  currency: 'USD',
  category: 'ROBOT',
  condition: 'NEW',
  images: ['/api/images/5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png'],
  specifications: {},
  seller_id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  seller_name: 'Vector Robotics',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('uploadProductImage', () => {
  it('sends the image as the multipart field `file` and resolves to the product', async () => {
    let received: { name: string; type: string; contentType: string | null } | undefined;
    server.use(
      mockOperation('post', '/v2/products/{id}/images', async ({ request, params }) => {
        expect(params.id).toBe(productId);
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) throw new Error('no file part');
        received = { name: file.name, type: file.type, contentType: request.headers.get('content-type') };
        return HttpResponse.json(product);
      }),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'arm photo.png', { type: 'image/png' });
    const answer = await uploadProductImage(client(), productId, file);
    expect(received).toEqual({
      name: 'arm photo.png',
      type: 'image/png',
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(answer.images).toEqual(product.images);
  });

  it("rejects with the server's message when the image is refused", async () => {
    server.use(
      mockOperation('post', '/v2/products/{id}/images', () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'This file is not an image the catalogue takes' },
          { status: 400 },
        ),
      ),
    );
    await expect(
      uploadProductImage(client(), productId, new File(['<html>'], 'a.png')),
    ).rejects.toMatchObject({
      status: 400,
      message: 'This file is not an image the catalogue takes',
    });
  });
});
