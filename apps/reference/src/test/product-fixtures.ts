import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';

type Product = components['schemas']['Product'];

export const SELLER_ID = '2f7d9c4e-8a1b-4e6f-9c3d-5b0a7e1f2d34';

let counter = 0;

/** A product as GET /v2/products/{id} answers; each call gets a new id unless one is given. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, '0');
  return {
    id: `8e3b1c2a-4d5f-4a6b-9c7d-${suffix}`,
    name: `Welding Arm ${counter}`,
    description: 'Six-axis arm for spot welding.',
    price: '24999.00',
    currency: 'USD',
    category: 'ROBOT',
    condition: 'NEW',
    images: [],
    specifications: {},
    seller_id: SELLER_ID,
    seller_name: 'Demo Robotics Dealer',
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

/**
 * GET /v2/products over an in-memory catalogue, answered in pages of `pageSize` with an opaque cursor
 * (the next index), filtered by `sellerId` and `businessId` as the server does. Every query it received is kept in `seen`.
 */
export function listProductsHandler(
  catalogue: () => Product[],
  { pageSize = 20, seen = [] as URLSearchParams[] } = {},
) {
  return http.get('*/v2/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const sellerId = query.get('sellerId');
    const businessId = query.get('businessId');
    const all = catalogue().filter(
      (product) =>
        (!sellerId || product.seller_id === sellerId) && (!businessId || product.business_id === businessId),
    );
    const limit = Number(query.get('limit') ?? pageSize);
    const start = Number(query.get('cursor') ?? 0);
    const end = start + Math.min(limit, pageSize);
    return HttpResponse.json({
      products: all.slice(start, end),
      next_cursor: end < all.length ? String(end) : null,
    });
  });
}
