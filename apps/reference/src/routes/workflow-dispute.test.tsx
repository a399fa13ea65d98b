import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aDispute,
  aDocument,
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

/** A started DIRECT_ORDER between the signed-in buyer and SELLER_ID for $42,000.00. */
const started = (overrides: Partial<Schemas['Workflow']> = {}) =>
  aWorkflow({
    requestType: 'DIRECT_ORDER',
    status: 'ORDER_IN_PROGRESS',
    stage: 'APPROVED',
    agreedPrice: '42000.00',
    sellerId: SELLER_ID,
    ...overrides,
  });

function pageHandlers(
  disputes: () => Schemas['Dispute'][],
  payment: () => Schemas['Payment'] = () => aPayment(),
  workflow: () => Schemas['Workflow'] = () => started(),
) {
  return [
    getWorkflowHandler(workflow),
    proposalsHandler(() => []),
    documentsHandler(() => [aDocument()]),
    rfpsHandler([]),
    http.get('*/v2/payments', () => HttpResponse.json({ payments: [payment()], next_cursor: null })),
    disputesHandler(disputes),
  ];
}

const seller = aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' });

describe('disputes on the workflow page', { timeout: 30_000 }, () => {
  it('offers the buyer a dispute instead of a refund once the order started, and opens one', async () => {
    let disputes: Schemas['Dispute'][] = [];
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(() => disputes),
      http.post('*/v2/workflows/:id/disputes', async ({ request }) => {
        bodies.push(await request.json());
        disputes = [aDispute()];
        return HttpResponse.json(disputes[0], { status: 201 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await screen.findByRole('region', { name: 'Payment' }, SLOW);
    await user.click(await within(card).findByRole('button', { name: 'Open a Dispute' }));
    expect(within(card).queryByRole('button', { name: 'Request Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel Workflow/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    await user.click(within(dialog).getByRole('radio', { name: 'Arrived damaged' }));
    await user.type(within(dialog).getByLabelText('What is wrong'), 'Two arms arrived bent.');
    await user.click(await within(dialog).findByRole('checkbox', { name: aDocument().originalName }));
    await user.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await screen.findByText('Dispute opened', {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([
      { reason: 'DAMAGED', description: 'Two arms arrived bent.', evidenceDocumentIds: [aDocument().id] },
    ]);
    const panel = await screen.findByRole('region', { name: 'Dispute' }, SLOW);
    expect(within(panel).getByText('Waiting for the seller')).toBeTruthy();
    // While it is open the funds cannot be released.
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Release Funds' })).toBeNull());
  });

  it('lets the chosen seller offer a partial refund bounded by what is held', async () => {
    let disputes = [aDispute()];
    const bodies: unknown[] = [];
    server.use(
      meHandler(seller),
      ...pageHandlers(() => disputes),
      http.post('*/v2/disputes/:disputeId/respond', async ({ request }) => {
        bodies.push(await request.json());
        disputes = [aDispute({ status: 'OFFERED', offerAmount: '12000.00' })];
        return HttpResponse.json(disputes[0]);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const form = await screen.findByRole('form', { name: 'Answer the dispute' }, SLOW);
    await user.click(within(form).getByRole('radio', { name: 'Offer a partial refund' }));
    const amount = within(form).getByLabelText('Refund to the buyer (less than $42,000.00)');
    await user.type(amount, '42000');
    await user.click(within(form).getByRole('button', { name: 'Send Answer' }));
    expect(
      within(form).getByText('Please enter an amount more than $0.00 and less than $42,000.00'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.click(within(form).getByRole('button', { name: 'Send Answer' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'offer_partial', amount: '12000.00' }]));
    expect(await screen.findByText(/Waiting for the buyer's answer/, {}, SLOW)).toBeTruthy();
  });

  it('lets the buyer accept the offer and shows the split on both the dispute and the payment', async () => {
    let disputes = [aDispute({ status: 'OFFERED', offerAmount: '12000.00' })];
    let payment = aPayment();
    let workflow = started();
    const accepted: string[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(
        () => disputes,
        () => payment,
        () => workflow,
      ),
      http.post('*/v2/disputes/:disputeId/accept-offer', ({ params }) => {
        accepted.push(String(params.disputeId));
        disputes = [
          aDispute({
            status: 'RESOLVED',
            outcome: 'SPLIT',
            offerAmount: '12000.00',
            refundedAmount: '12000.00',
            releasedAmount: '30000.00',
          }),
        ];
        payment = aPayment({ escrowStatus: 'PARTIALLY_REFUNDED', refundedAmount: '12000.00' });
        workflow = started({ status: 'ORDER_COMPLETED', stage: 'COMPLETED' });
        return HttpResponse.json(disputes[0]);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const offer = await screen.findByRole('region', { name: 'Partial refund offer' }, SLOW);
    await user.click(within(offer).getByRole('button', { name: 'Accept $12,000.00' }));
    await waitFor(() => expect(accepted).toEqual([aDispute().id]));
    const card = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(card).findByText('Escrow - PARTIALLY_REFUNDED', {}, SLOW)).toBeTruthy();
    expect(within(card).getByText('Refunded $12,000.00, released $30,000.00')).toBeTruthy();
  });
});
