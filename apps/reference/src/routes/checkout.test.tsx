import type { components } from '@robomarket/api-client';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aPayment,
  aWorkflow,
  documentsHandler,
  getWorkflowHandler,
  paymentsHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

type Schemas = components['schemas'];

const WAIT = { timeout: 10_000 };
const OPEN = aPayment({ status: 'PENDING', escrowStatus: null, amount: '42000.50' });
const PATH = `/checkout/${OPEN.id}`;
const WORKFLOW = aWorkflow({ status: 'PAYMENT_PENDING', agreedPrice: '42000.50' });

/** GET /v2/payments/{id} answering `payment()` (called per request, so a test can change it). */
const getPaymentHandler = (payment: () => Schemas['Payment']) =>
  http.get('*/v2/payments/:paymentId', () => HttpResponse.json(payment()));

/** What a confirm sent: the card and the Idempotency-Key. */
interface Sent {
  body: unknown;
  key: string | null;
}

/** POST confirm answering each call with the next of `answers`, recording what was sent. */
function confirmHandler(answers: Array<() => Response>, sent: Sent[]) {
  return http.post('*/v2/sandbox/payments/:paymentId/confirm', async ({ request }) => {
    sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    return answer ? answer() : HttpResponse.json(errorBody('internal', 'No answer'), { status: 500 });
  });
}

async function payWith(user: ReturnType<typeof renderApp>['user'], cardNumber: string) {
  const number = await screen.findByLabelText('Card number', {}, WAIT);
  await user.clear(number);
  await user.type(number, cardNumber);
  const expiry = screen.getByLabelText('Expiry (MM / YY)');
  if ((expiry as HTMLInputElement).value === '') {
    await user.type(expiry, '1239');
    await user.type(screen.getByLabelText('CVC'), '123');
  }
  await user.click(screen.getByRole('button', { name: 'Pay $42,000.50' }));
}

// A lazy chunk and two reads, then the workflow page's: slow on a busy two-core machine.
describe('/checkout/{paymentId}', { timeout: 30_000 }, () => {
  it('shows the workflow and amount, explains a decline, then pays, toasts and opens the workflow', async () => {
    let payment = OPEN;
    const sent: Sent[] = [];
    server.use(
      meHandler(),
      getPaymentHandler(() => payment),
      getWorkflowHandler(() => WORKFLOW),
      proposalsHandler(() => []),
      documentsHandler(() => []),
      rfpsHandler(),
      paymentsHandler([]),
      confirmHandler(
        [
          () =>
            HttpResponse.json(
              errorBody('card_declined', 'Your card was declined. Please try another card.'),
              {
                status: 402,
              },
            ),
          () => {
            payment = { ...OPEN, status: 'COMPLETED', escrowStatus: 'PENDING' };
            return HttpResponse.json(payment);
          },
        ],
        sent,
      ),
    );
    const { user, router } = renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: WORKFLOW.title }, WAIT)).toBeTruthy();
    expect(screen.getByText('$42,000.50')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Checkout · RoboMarket'));

    await payWith(user, '4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined. Try another card.', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);

    await payWith(user, '4242424242424242');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`), WAIT);
    expect(screen.getByText('Payment successful. Funds are held in escrow.')).toBeTruthy();
    // Only the card number goes out, without spaces; each press is its own action with its own key.
    expect(sent.map((call) => call.body)).toEqual([
      { card_number: '4000000000000002' },
      { card_number: '4242424242424242' },
    ]);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[1]?.key).toBeTruthy();
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
  });

  it('says a paid payment is complete, with View Workflow', async () => {
    server.use(
      meHandler(),
      getPaymentHandler(() => aPayment()),
      getWorkflowHandler(() => aWorkflow({ status: 'PAYMENT_COMPLETED' })),
    );
    renderApp(`/checkout/${aPayment().id}`, { cookies: signedInCookies() });
    expect(await screen.findByText('This payment is complete.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Workflow' }).getAttribute('href')).toBe(
      `/workflow/${WORKFLOW_ID}`,
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says an expired session has expired, with Back to Workflow', async () => {
    server.use(
      meHandler(),
      getPaymentHandler(() => ({ ...OPEN, status: 'EXPIRED' })),
      getWorkflowHandler(() => aWorkflow({ status: 'PRICE_AGREED' })),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByText(/^This payment session has expired\./, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Workflow' }).getAttribute('href')).toBe(
      `/workflow/${WORKFLOW_ID}`,
    );
  });

  it('shows the expiry when the session runs out while the buyer types', async () => {
    let payment = OPEN;
    const sent: Sent[] = [];
    server.use(
      meHandler(),
      getPaymentHandler(() => payment),
      getWorkflowHandler(() => WORKFLOW),
      confirmHandler(
        [
          () => {
            payment = { ...OPEN, status: 'EXPIRED' };
            return HttpResponse.json(
              errorBody('conflict', 'This payment session has expired. Please start the payment again.'),
              { status: 409 },
            );
          },
        ],
        sent,
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('link', { name: 'Back to Workflow' }, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('tells the seller that only the buyer pays, and sends nothing', async () => {
    const sent: Sent[] = [];
    server.use(
      meHandler(),
      getPaymentHandler(() => OPEN),
      getWorkflowHandler(() => aWorkflow({ ...WORKFLOW, buyerId: SELLER_ID, sellerId: USER_ID })),
      confirmHandler([], sent),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Only the buyer pays' }, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("shows a stranger's payment as not found", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments/:paymentId', () =>
        HttpResponse.json(errorBody('not_found', 'Payment not found'), { status: 404 }),
      ),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Payment not found' }, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows a malformed id as not found', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments/:paymentId', () =>
        HttpResponse.json(errorBody('validation_failed', 'paymentId must be a UUID'), { status: 400 }),
      ),
    );
    renderApp('/checkout/not-a-payment', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Payment not found' }, WAIT)).toBeTruthy();
  });

  it('offers Try Again after a failed load, and then shows the form', async () => {
    let fail = true;
    server.use(
      meHandler(),
      http.get('*/v2/payments/:paymentId', () =>
        fail
          ? HttpResponse.json(errorBody('internal', 'Internal server error'), { status: 500 })
          : HttpResponse.json(OPEN),
      ),
      getWorkflowHandler(() => WORKFLOW),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Failed to load payment' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Card number', {}, WAIT)).toBeTruthy();
  });

  it('sends a guest to the landing page', async () => {
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
  });
});
