// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type components,
  createClient,
  createOffer,
  listMyOffers,
  listOffers,
  updateOfferStatus,
} from '../src/index';
import { ApiClientProvider, offerKeys, useUpdateOfferStatus, workflowKeys } from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const productId = '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01';
const offerId = '5f0e6a2b-1c1d-4e7a-8b0e-2a9c3d4e5f60';

const offer: components['schemas']['Offer'] = {
  id: offerId,
  productId,
  productName: 'Welding arm',
  sellerId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  buyerId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  buyerName: 'Buyer Works',
  buyerBusinessId: 'b0000000-0000-4000-8000-0000000000b1',
  sellerBusinessId: null,
  sentBy: {
    userId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
    name: 'Grace Hopper',
    businessId: 'b0000000-0000-4000-8000-0000000000b1',
    businessName: 'Buyer Works',
  },
  answeredBy: null,
  price: '1000.00',
  counterPrice: null,
  agreedPrice: null,
  currency: 'USD',
  quantity: 2,
  message: null,
  status: 'PENDING',
  workflowId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('offer fetchers', () => {
  it('make, list and move offers on the contract paths', async () => {
    const seen: string[] = [];
    server.use(
      mockOperation('post', '/v2/products/{id}/offers', async ({ request, params }) => {
        seen.push(`POST ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(offer, { status: 201 });
      }),
      mockOperation('get', '/v2/products/{id}/offers', ({ request }) => {
        seen.push(`GET product ${new URL(request.url).search}`);
        return HttpResponse.json({ offers: [offer], next_cursor: null });
      }),
      mockOperation('get', '/v2/offers', ({ request }) => {
        seen.push(`GET mine ${new URL(request.url).search}`);
        return HttpResponse.json({ offers: [], next_cursor: null });
      }),
      mockOperation('put', '/v2/products/{id}/offers/{offerId}', async ({ request }) => {
        seen.push(`PUT ${request.headers.get('Idempotency-Key')} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...offer, status: 'COUNTERED', counterPrice: '1100.00' });
      }),
    );
    expect((await createOffer(client(), productId, { price: '1000.00', quantity: 2 })).status).toBe(
      'PENDING',
    );
    expect((await listOffers(client(), productId, { status: 'PENDING' })).offers).toHaveLength(1);
    expect((await listMyOffers(client(), { side: 'seller' })).offers).toEqual([]);
    const moved = await updateOfferStatus(
      client(),
      productId,
      offerId,
      { status: 'COUNTERED', price: '1100.00' },
      'k-1',
    );
    expect(moved.counterPrice).toBe('1100.00');
    expect(seen).toEqual([
      `POST ${productId} {"price":"1000.00","quantity":2}`,
      'GET product ?status=PENDING',
      'GET mine ?side=seller',
      'PUT k-1 {"status":"COUNTERED","price":"1100.00"}',
    ]);
  });
});

describe('useUpdateOfferStatus', () => {
  it('refreshes the offers, and the workflows once an offer is accepted', async () => {
    server.use(
      mockOperation('put', '/v2/products/{id}/offers/{offerId}', () =>
        HttpResponse.json({ ...offer, status: 'ACCEPTED', agreedPrice: '1000.00', workflowId: productId }),
      ),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(offerKeys.product(productId), { offers: [offer], next_cursor: null });
    queryClient.setQueryData(workflowKeys.lists(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client()}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateOfferStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ productId, offerId, body: { status: 'ACCEPTED' } }));
    await waitFor(() => {
      expect(queryClient.getQueryState(offerKeys.product(productId))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(workflowKeys.lists())?.isInvalidated).toBe(true);
    });
  });
});
