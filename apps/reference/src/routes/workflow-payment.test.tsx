import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { escrowRoleOf } from '../features/workflows/components/workflow-details-screen/escrow-role';
import { checkoutTarget } from '../features/workflows/components/workflow-details-screen/workflow-payment';
import { aCurrentUser, errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aPayment,
  aWorkflow,
  disputesHandler,
  documentsHandler,
  getWorkflowHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

type Schemas = components['schemas'];

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;
const COLLEAGUE_ID = '0a1b2c3d-0000-4000-8000-00000000c011';
const PAYMENT_ID = aPayment().id;

const STAGE: Record<string, Schemas['WorkflowStage']> = {
  PRICE_AGREED: 'REVIEW',
  PAYMENT_PENDING: 'REVIEW',
  PAYMENT_COMPLETED: 'APPROVED',
  ORDER_IN_PROGRESS: 'APPROVED',
  ORDER_COMPLETED: 'COMPLETED',
  ORDER_CANCELLED: 'COMPLETED',
};

/** A DIRECT_ORDER at `status` between the signed-in buyer and SELLER_ID for $42,000.00. */
const aDeal = (status: Schemas['WorkflowStatus'], overrides: Partial<Schemas['Workflow']> = {}) =>
  aWorkflow({
    requestType: 'DIRECT_ORDER',
    status,
    stage: STAGE[status] ?? 'DRAFT',
    agreedPrice: '42000.00',
    sellerId: SELLER_ID,
    ...overrides,
  });

/** The page's other reads, and GET /v2/payments answering `payments()` for the workflow, recording each URL. */
function pageHandlers(
  workflow: () => Schemas['Workflow'],
  payments: () => Schemas['Payment'][],
  urls: string[] = [],
) {
  return [
    getWorkflowHandler(workflow),
    proposalsHandler(() => []),
    documentsHandler(() => []),
    rfpsHandler([]),
    disputesHandler(),
    http.get('*/v2/payments', ({ request }) => {
      urls.push(request.url);
      return HttpResponse.json({ payments: payments(), next_cursor: null } satisfies Schemas['PaymentList']);
    }),
  ];
}

const paymentCard = () => screen.findByRole('region', { name: 'Payment' }, SLOW);

describe('the workflow page’s Payment card', { timeout: 30_000 }, () => {
  it('is hidden before the price is agreed, and asks for no payments', async () => {
    const urls: string[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(
        () => aWorkflow(),
        () => [],
        urls,
      ),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(urls).toEqual([]);
  });

  it('lets the buyer pay at PRICE_AGREED and sends them to the checkout', async () => {
    const urls: string[] = [];
    const sessions: string[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(
        () => aDeal('PRICE_AGREED'),
        () => [],
        urls,
      ),
      http.post('*/v2/workflows/:id/payments/session', ({ params, request }) => {
        sessions.push(`${params.id} ${request.headers.get('Idempotency-Key') ? 'keyed' : 'unkeyed'}`);
        const payment = aPayment({
          status: 'PENDING',
          escrowStatus: null,
          checkout_url: `/checkout/${PAYMENT_ID}`,
        });
        return HttpResponse.json(
          {
            payment_id: PAYMENT_ID,
            checkout_url: `/checkout/${PAYMENT_ID}`,
            provider: 'sandbox',
            expires_at: '2026-03-10T10:30:00Z',
            payment,
          } satisfies Schemas['PaymentSession'],
          { status: 201 },
        );
      }),
    );
    const { router, user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    expect(await within(card).findByText('Not paid yet')).toBeTruthy();
    await user.click(await within(card).findByRole('button', { name: 'Pay $42,000.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${PAYMENT_ID}`));
    expect(sessions).toEqual([`${WORKFLOW_ID} keyed`]);
    expect(new URL(urls[0] ?? '').searchParams.get('workflowId')).toBe(WORKFLOW_ID);
  });

  it('shows why a payment could not start and keeps Pay usable', async () => {
    server.use(
      meHandler(),
      ...pageHandlers(
        () => aDeal('PRICE_AGREED'),
        () => [],
      ),
      http.post('*/v2/workflows/:id/payments/session', () =>
        HttpResponse.json(errorBody('conflict', 'A payment for this workflow is already open'), {
          status: 409,
        }),
      ),
    );
    const { router, user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    await user.click(await within(card).findByRole('button', { name: 'Pay $42,000.00' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Failed to start the payment: A payment for this workflow is already open',
    );
    expect(within(card).getByRole('button', { name: 'Pay $42,000.00' })).toHaveProperty('disabled', false);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('takes the buyer back to an open checkout with Continue to Payment', async () => {
    const open = aPayment({ status: 'PENDING', escrowStatus: null, checkout_url: `/checkout/${PAYMENT_ID}` });
    server.use(
      meHandler(),
      ...pageHandlers(
        () => aDeal('PAYMENT_PENDING'),
        () => [open],
      ),
    );
    const { router, user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    expect(await within(card).findByText('Escrow - PENDING')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${PAYMENT_ID}`));
  });

  it('lets the chosen seller start a paid order after confirming, then shows it in progress', async () => {
    let workflow = aDeal('PAYMENT_COMPLETED');
    const started: string[] = [];
    server.use(
      meHandler(aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' })),
      ...pageHandlers(
        () => workflow,
        () => [aPayment()],
      ),
      http.post('*/v2/workflows/:id/order/start', ({ params }) => {
        started.push(String(params.id));
        workflow = aDeal('ORDER_IN_PROGRESS');
        return HttpResponse.json(workflow);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const card = await paymentCard();
    expect((await within(card).findByText('Escrow - PENDING')).getAttribute('data-accent-color')).toBe(
      'orange',
    );
    expect(within(card).queryByRole('button', { name: 'Release Funds' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Start Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Order' }));
    expect(await screen.findByText('Order started')).toBeTruthy();
    expect(started).toEqual([WORKFLOW_ID]);
    expect(await screen.findByText('Order in progress')).toBeTruthy();
    // Next the seller marks the order delivered (DESIGN.md §5).
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Mark as Delivered']),
    );
  });

  it('lets the buyer release held funds after confirming, then shows them released', async () => {
    let workflow = aDeal('ORDER_IN_PROGRESS');
    let payment = aPayment();
    const released: string[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(
        () => workflow,
        () => [payment],
      ),
      http.post('*/v2/workflows/:id/payments/release', ({ params, request }) => {
        released.push(`${params.id} ${request.headers.get('Idempotency-Key') ? 'keyed' : 'unkeyed'}`);
        workflow = aDeal('ORDER_COMPLETED');
        payment = aPayment({ escrowStatus: 'RELEASED' });
        return HttpResponse.json(payment);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    await user.click(await within(card).findByRole('button', { name: 'Release Funds' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the funds?' });
    expect(dialog.textContent).toContain('Release $42,000.00 to the seller? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Release Funds' }));
    expect(released).toEqual([`${WORKFLOW_ID} keyed`]);
    expect((await within(card).findByText('Escrow - RELEASED')).getAttribute('data-accent-color')).toBe(
      'green',
    );
    expect(within(card).getByText('Funds released to the seller')).toBeTruthy();
    // The card's words, and the toast's.
    await waitFor(() => expect(screen.getAllByText('Funds released to the seller')).toHaveLength(2));
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows a refused refund on the card and keeps its buttons', async () => {
    server.use(
      meHandler(),
      ...pageHandlers(
        () => aDeal('PAYMENT_COMPLETED'),
        () => [aPayment()],
      ),
      http.post('*/v2/workflows/:id/payments/refund', () =>
        HttpResponse.json(errorBody('conflict', 'The funds were released to the seller already'), {
          status: 409,
        }),
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    await user.click(await within(card).findByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Refund' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Failed to request the refund: The funds were released to the seller already',
    );
    expect(within(card).getByRole('button', { name: 'Request Refund' })).toHaveProperty('disabled', false);
  });

  it('refunds the buyer after confirming and shows the order cancelled', async () => {
    let workflow = aDeal('PAYMENT_COMPLETED');
    let payment = aPayment();
    server.use(
      meHandler(),
      ...pageHandlers(
        () => workflow,
        () => [payment],
      ),
      http.post('*/v2/workflows/:id/payments/refund', () => {
        workflow = aDeal('ORDER_CANCELLED');
        payment = aPayment({ escrowStatus: 'REFUNDED' });
        return HttpResponse.json(payment);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    await user.click(await within(card).findByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Refund' }));
    expect(await screen.findByText('Refund issued')).toBeTruthy();
    expect(await within(card).findByText('Escrow - REFUNDED')).toBeTruthy();
    expect(within(card).getByText('Refunded to the buyer')).toBeTruthy();
  });

  it('shows a colleague of the buyer the state and no buttons', async () => {
    server.use(
      meHandler(aCurrentUser({ id: COLLEAGUE_ID })),
      ...pageHandlers(
        () => aDeal('ORDER_IN_PROGRESS', { buyerId: USER_ID }),
        () => [aPayment()],
      ),
    );
    renderApp(PATH, { cookies: signedInCookies(COLLEAGUE_ID) });
    const card = await paymentCard();
    expect(await within(card).findByText('Escrow - PENDING')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says when the payment cannot be loaded, with Try Again', async () => {
    let failing = true;
    server.use(
      meHandler(),
      // Before the page's own handlers: the first matching handler answers.
      http.get('*/v2/payments', () =>
        failing
          ? HttpResponse.json(errorBody('forbidden', 'Not yours to see'), { status: 403 })
          : HttpResponse.json({ payments: [aPayment()], next_cursor: null }),
      ),
      ...pageHandlers(
        () => aDeal('PAYMENT_COMPLETED'),
        () => [aPayment()],
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await paymentCard();
    expect((await within(card).findByRole('alert', {}, SLOW)).textContent).toContain('Not yours to see');
    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByText('Escrow - PENDING')).toBeTruthy();
  });
});

describe('escrowRoleOf and checkoutTarget', () => {
  it('names the buyer, the chosen seller and anyone else', () => {
    const deal = { buyerId: USER_ID, sellerId: SELLER_ID };
    expect(escrowRoleOf(deal, USER_ID)).toBe('buyer');
    expect(escrowRoleOf(deal, SELLER_ID)).toBe('seller');
    expect(escrowRoleOf(deal, COLLEAGUE_ID)).toBe('viewer');
    expect(escrowRoleOf({ buyerId: USER_ID, sellerId: null }, COLLEAGUE_ID)).toBe('viewer');
  });

  it('routes app paths, leaves for http(s) addresses and refuses anything else', () => {
    expect(checkoutTarget('/checkout/abc')).toEqual({ kind: 'route', href: '/checkout/abc' });
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_test_1')).toEqual({
      kind: 'external',
      href: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(checkoutTarget('//evil.example/x')).toBeUndefined();
    expect(checkoutTarget('javascript:alert(1)')).toBeUndefined();
  });
});
