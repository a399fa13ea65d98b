import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aProposal,
  aWorkflow,
  documentsHandler,
  getWorkflowHandler,
  proposalsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;
const BUYER_ID = '1f000000-0000-4000-8000-000000000009';
const ORDER = aWorkflow({ requestType: 'CUSTOM_ORDER', status: 'REQUEST_CREATED', buyerId: BUYER_ID });
const asSeller = () => meHandler(aCurrentUser({ id: SELLER_ID, role: 'dealer', user_type: 'BUSINESS' }));

// An invited seller answers a custom or direct order on the workflow's page (issue 25).
describe('a proposal on an order', { timeout: 30_000 }, () => {
  it('lets an invited seller send its proposal with its own terms', async () => {
    const bodies: unknown[] = [];
    let proposals: ReturnType<typeof aProposal>[] = [];
    server.use(
      asSeller(),
      getWorkflowHandler(() => ORDER),
      proposalsHandler(() => proposals),
      documentsHandler(() => []),
      http.post('*/v2/workflows/:id/proposals', async ({ request }) => {
        bodies.push(await request.json());
        proposals = [aProposal({ price: '42000.00' })];
        return HttpResponse.json(proposals[0], { status: 201 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const form = await screen.findByRole('region', { name: 'Send your proposal' }, SLOW);
    await user.type(within(form).getByLabelText('Price (USD)'), '42000');
    await user.type(within(form).getByLabelText('Description'), 'Two cells.');
    await user.type(within(form).getByLabelText('Terms'), 'Net 30.');
    await user.click(within(form).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Proposal submitted successfully!', {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([
      expect.objectContaining({
        price: '42000.00',
        description: 'Two cells.',
        terms: 'Net 30.',
        structured_terms: expect.objectContaining({ payment_terms: 'Net 30' }),
      }),
    ]);
    // Sent: the form gives way to the pending proposal.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Send your proposal' })).toBeNull());
  });

  it('is not offered to the buyer', async () => {
    server.use(
      meHandler(aCurrentUser({ id: BUYER_ID })),
      getWorkflowHandler(() => ORDER),
      proposalsHandler(() => []),
      documentsHandler(() => []),
    );
    renderApp(PATH, { cookies: signedInCookies(BUYER_ID) });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    expect(await screen.findByText('No proposals yet', { exact: false }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Send your proposal' })).toBeNull();
  });

  it('is not offered again while the seller has a pending proposal', async () => {
    server.use(
      asSeller(),
      getWorkflowHandler(() => ORDER),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
    );
    renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    expect(await screen.findByText('Pending', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Send your proposal' })).toBeNull();
  });
});
