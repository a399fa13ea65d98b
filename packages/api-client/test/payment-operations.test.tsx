// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  type components,
  confirmSandboxPayment,
  createClient,
  createPaymentSession,
  releaseEscrow,
} from '../src/index';
import {
  ApiClientProvider,
  paymentKeys,
  useConfirmSandboxPayment,
  useReleaseEscrow,
  workflowKeys,
} from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const paymentId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const payment: Schemas['Payment'] = {
  id: paymentId,
  amount: '42000.00',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
  createdAt: '2026-01-01T00:00:00Z',
  workflowId,
  provider: 'sandbox',
  refundedAmount: null,
  deliveredAt: null,
  inspectionEndsAt: null,
};

describe('payment fetchers', () => {
  it('createPaymentSession sends the key and resolves to where to pay', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/payments/session', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          {
            payment_id: paymentId,
            checkout_url: `/checkout/${paymentId}`,
            provider: 'sandbox',
            expires_at: '2026-01-01T00:30:00Z',
            payment: { ...payment, status: 'PENDING', escrowStatus: null },
          },
          { status: 201 },
        );
      }),
    );
    const session = await createPaymentSession(client(), workflowId, 'pay-1');
    expect(keys).toEqual(['pay-1']);
    expect(session.checkout_url).toBe(`/checkout/${paymentId}`);
  });

  it('a declined card rejects with the decline code and message', async () => {
    server.use(
      mockOperation('post', '/v2/sandbox/payments/{paymentId}/confirm', async ({ request }) => {
        expect(await request.json()).toEqual({ card_number: '4000 0000 0000 0002' });
        return HttpResponse.json(
          { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
          { status: 402 },
        );
      }),
    );
    const failure = await confirmSandboxPayment(client(), paymentId, '4000 0000 0000 0002', 'c-1').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined. Please try another card.',
    });
  });

  it('releaseEscrow sends its key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/payments/release', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ ...payment, escrowStatus: 'RELEASED' });
      }),
    );
    expect((await releaseEscrow(client(), workflowId, 'rel-1')).escrowStatus).toBe('RELEASED');
    expect(keys).toEqual(['rel-1']);
  });
});

describe('payment hooks', () => {
  function setup() {
    const queryClient = new QueryClient({
      defaultOptions: { mutations: { retry: 2, retryDelay: 0 }, queries: { retry: false } },
    });
    queryClient.setQueryData(workflowKeys.detail(workflowId), { id: workflowId });
    queryClient.setQueryData(paymentKeys.detail(paymentId), payment);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client()}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    return { queryClient, wrapper };
  }

  it('reuse one key across the retries of an action, make a new one for the next, and refresh', async () => {
    const keys: (string | null)[] = [];
    let answers = 0;
    server.use(
      mockOperation('post', '/v2/workflows/{id}/payments/release', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        answers += 1;
        // The first attempts fail as a lost connection would; the last one lands.
        if (answers % 2 === 1)
          return HttpResponse.json({ code: 'conflict', message: 'Busy' }, { status: 409 });
        return HttpResponse.json({ ...payment, escrowStatus: 'RELEASED' });
      }),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useReleaseEscrow(), { wrapper });
    await result.current.mutateAsync({ workflowId });
    const first = new Set(keys);
    expect(keys.length).toBeGreaterThan(1);
    expect(first.size).toBe(1);
    expect(queryClient.getQueryState(workflowKeys.detail(workflowId))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(paymentKeys.detail(paymentId))?.isInvalidated).toBe(true);
    keys.length = 0;
    await result.current.mutateAsync({ workflowId });
    expect(new Set(keys).size).toBe(1);
    expect(first.has(keys[0] ?? null)).toBe(false);
  });

  it('useConfirmSandboxPayment surfaces a decline and refreshes after a good card', async () => {
    server.use(
      mockOperation('post', '/v2/sandbox/payments/{paymentId}/confirm', async ({ request }) => {
        const body = (await request.json()) as { card_number: string };
        if (body.card_number.startsWith('4000')) {
          return HttpResponse.json(
            {
              code: 'insufficient_funds',
              message: 'Your card has insufficient funds. Please try another card.',
            },
            { status: 402 },
          );
        }
        return HttpResponse.json(payment);
      }),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useConfirmSandboxPayment({ retry: false }), { wrapper });
    result.current.mutate({ paymentId, cardNumber: '4000 0000 0000 9995' });
    await waitFor(() => expect(result.current.error?.code).toBe('insufficient_funds'));
    expect(queryClient.getQueryState(workflowKeys.detail(workflowId))?.isInvalidated).toBe(false);
    await result.current.mutateAsync({ paymentId, cardNumber: '4242 4242 4242 4242' });
    expect(queryClient.getQueryState(workflowKeys.detail(workflowId))?.isInvalidated).toBe(true);
  });
});
