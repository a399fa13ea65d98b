// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type components, createClient } from '../src/index';
import {
  ApiClientProvider,
  dashboardKeys,
  paymentPagesKey,
  useConfirmSandboxPayment,
  useListPaymentPages,
  useRefundEscrow,
  useReleaseEscrow,
  useStartOrder,
} from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const paymentId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const payment = (id: string, createdAt = '2026-01-01T00:00:00Z'): Schemas['Payment'] => ({
  id,
  amount: '42000.00',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
  createdAt,
  workflowId,
  provider: 'sandbox',
  refundedAmount: null,
  deliveredAt: null,
  inspectionEndsAt: null,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client()}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useListPaymentPages', () => {
  it('reads the payment history page by page, following next_cursor', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      mockOperation('get', '/v2/payments', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null)
          return HttpResponse.json({
            payments: [payment('p-1', '2026-03-02T00:00:00Z')],
            next_cursor: 'c-2',
          });
        return HttpResponse.json({ payments: [payment('p-2')], next_cursor: null });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useListPaymentPages({ limit: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((page) => page.payments).map((p) => p.id)).toEqual([
      'p-1',
      'p-2',
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(cursors).toEqual([null, 'c-2']);
  });
});

describe('a payment move refreshes the money the dashboard and the history show', () => {
  const answered = { ...payment(paymentId), escrowStatus: 'RELEASED' as const };
  // What the dashboard and /payments read: Key Metrics, Recent Transactions, the history's pages.
  const moneyKeys = [dashboardKeys.metrics({}), dashboardKeys.payments({ limit: 3 }), paymentPagesKey({})];

  function seeded() {
    const context = setup();
    for (const key of moneyKeys) context.queryClient.setQueryData(key, { seeded: true });
    return context;
  }

  function expectAllInvalidated(queryClient: QueryClient) {
    for (const key of moneyKeys)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  }

  it('after a release', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/payments/release', () => HttpResponse.json(answered)),
    );
    const { queryClient, wrapper } = seeded();
    const { result } = renderHook(() => useReleaseEscrow(), { wrapper });
    for (const key of moneyKeys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await result.current.mutateAsync({ workflowId });
    expectAllInvalidated(queryClient);
  });

  it('after a refund', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/payments/refund', () =>
        HttpResponse.json({ ...answered, escrowStatus: 'REFUNDED' }),
      ),
    );
    const { queryClient, wrapper } = seeded();
    const { result } = renderHook(() => useRefundEscrow(), { wrapper });
    await result.current.mutateAsync({ workflowId });
    expectAllInvalidated(queryClient);
  });

  it('after a good card', async () => {
    server.use(
      mockOperation('post', '/v2/sandbox/payments/{paymentId}/confirm', () =>
        HttpResponse.json(payment(paymentId)),
      ),
    );
    const { queryClient, wrapper } = seeded();
    const { result } = renderHook(() => useConfirmSandboxPayment(), { wrapper });
    await result.current.mutateAsync({ paymentId, cardNumber: '4242 4242 4242 4242' });
    expectAllInvalidated(queryClient);
  });

  it('but not after a refused move', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/order/start', () =>
        HttpResponse.json(
          { code: 'forbidden', message: 'Only the chosen seller starts the order' },
          { status: 403 },
        ),
      ),
    );
    const { queryClient, wrapper } = seeded();
    const { result } = renderHook(() => useStartOrder({ retry: false }), { wrapper });
    await expect(result.current.mutateAsync(workflowId)).rejects.toThrow();
    for (const key of moneyKeys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
