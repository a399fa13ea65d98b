import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, getRfpHandler, WORKFLOW_ID } from '../test/rfp-fixtures';

const WAIT = { timeout: 5000 };
const seller = () => meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' }));

const PROPOSAL = {
  id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  workflowId: WORKFLOW_ID,
  sellerId: USER_ID,
  sellerName: 'Demo Robotics Dealer',
  price: '98000.00',
  currency: 'USD',
  description: 'Six AMRs',
  terms: 'Net 30',
  status: 'PENDING',
  structured_terms: null,
  timeline: null,
  createdAt: '2026-02-11T10:00:00Z',
  updatedAt: '2026-02-11T10:00:00Z',
} as const;

async function fillProposal(user: ReturnType<typeof renderApp>['user'], price = '98000') {
  await user.type(await screen.findByLabelText('Price (USD)', {}, WAIT), price);
  await user.type(screen.getByLabelText('Description'), 'Six AMRs');
  await user.type(screen.getByLabelText('Terms'), 'Net 30');
}

describe('/rfp/respond/{id}', () => {
  it('proposes in one request with the §7 terms, toasts and opens the workflow', async () => {
    const rfp = aRfp({
      technicalRequirements: { payload: 1, batteryLife: 1, certifications: ['CE Marking'], customSpecs: [] },
    });
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      seller(),
      getRfpHandler(rfp),
      // No invitation first: the server invites a marketplace seller with its first proposal.
      http.post('*/v2/workflows/:id/proposals', async ({ request, params }) => {
        calls.push({ path: `propose ${String(params.id)}`, body: await request.json() });
        return HttpResponse.json(PROPOSAL, { status: 201 });
      }),
    );
    const { user, router } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Warehouse Automation' }, WAIT)).toBeTruthy();
    await fillProposal(user);
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`), WAIT);
    expect(screen.getByText('Proposal submitted successfully!')).toBeTruthy();
    expect(calls).toEqual([
      {
        path: `propose ${WORKFLOW_ID}`,
        body: {
          price: '98000.00',
          description: 'Six AMRs',
          terms: 'Net 30',
          timeline: { startDate: '2026-03-01', endDate: '2026-06-30', milestones: [] },
          structured_terms: {
            delivery_weeks: 18,
            warranty_years: 1,
            training_days: 5,
            sla_response_hours: 24,
            payment_terms: 'Net 30',
            compliance_certifications: ['CE Marking'],
            maintenance_included: true,
          },
        },
      },
    ]);
  }, 20_000);

  it('sends the acceptance test the seller adds, its codes normalised', async () => {
    const rfp = aRfp();
    const bodies: unknown[] = [];
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.post('*/v2/workflows/:id/proposals', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(PROPOSAL, { status: 201 });
      }),
    );
    const { user, router } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await fillProposal(user);
    await user.click(screen.getByRole('checkbox', { name: 'Add an acceptance test' }));
    await user.type(screen.getByLabelText('Critical error codes'), '31, 44, 31');
    expect(
      screen.getByText(
        'Each delivered unit reports ≥ 40 h of operation with no critical error code (31, 44) within 14 days.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`), WAIT);
    expect(bodies).toEqual([
      expect.objectContaining({
        acceptanceTest: { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [31, 44] },
      }),
    ]);
  }, 20_000);

  it('revises a pending proposal from ?revise=, starting from what it offered', async () => {
    const rfp = aRfp();
    const pending = {
      ...PROPOSAL,
      structured_terms: {
        delivery_weeks: 10,
        warranty_years: 2,
        training_days: 5,
        sla_response_hours: 24,
        payment_terms: 'Net 45',
        compliance_certifications: [],
        maintenance_included: true,
      },
      timeline: { startDate: '2026-03-01', endDate: '2026-05-10', milestones: [] },
    };
    const sent: unknown[] = [];
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.get('*/v2/workflows/:id/proposals', () =>
        HttpResponse.json({ proposals: [pending], next_cursor: null }),
      ),
      http.put('*/v2/workflows/:id/proposals/:proposalId', async ({ request, params }) => {
        sent.push({ proposalId: params.proposalId, body: await request.json() });
        return HttpResponse.json(
          {
            ...pending,
            id: 'a0000000-0000-4000-8000-000000000001',
            revisedFrom: { proposalId: pending.id, price: '98000.00' },
          },
          { status: 201 },
        );
      }),
    );
    const { user, router } = renderApp(`/rfp/respond/${rfp.id}?revise=${pending.id}`, {
      cookies: signedInCookies(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise your proposal' }, WAIT)).toBeTruthy();
    const price = await screen.findByLabelText('Price (USD)', {}, WAIT);
    expect(price).toHaveProperty('value', '98000.00');
    expect(screen.getByLabelText('Payment terms')).toHaveProperty('value', 'Net 45');
    await user.clear(price);
    await user.type(price, '95000');
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`), WAIT);
    expect(screen.getByText('Proposal revised')).toBeTruthy();
    expect(sent).toEqual([
      {
        proposalId: pending.id,
        body: expect.objectContaining({
          price: '95000.00',
          structured_terms: expect.objectContaining({ warranty_years: 2, payment_terms: 'Net 45' }),
        }),
      },
    ]);
  }, 20_000);

  it('says a proposal that is no longer pending cannot be revised', async () => {
    const rfp = aRfp();
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.get('*/v2/workflows/:id/proposals', () =>
        HttpResponse.json({ proposals: [{ ...PROPOSAL, status: 'REJECTED' }], next_cursor: null }),
      ),
    );
    renderApp(`/rfp/respond/${rfp.id}?revise=${PROPOSAL.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { name: 'This proposal can no longer be revised' }, WAIT),
    ).toBeTruthy();
  });

  it("shows the server's refusal of a seller that may not propose, keeping the form", async () => {
    const rfp = aRfp();
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.post('*/v2/workflows/:id/proposals', () =>
        HttpResponse.json(errorBody('forbidden', ''), { status: 403 }),
      ),
    );
    const { user, router } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await fillProposal(user);
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Failed to submit proposal: API error: 403',
    );
    expect(router.state.location.pathname).toBe(`/rfp/respond/${rfp.id}`);
    expect(screen.getByDisplayValue('98000')).toBe(screen.getByLabelText('Price (USD)'));
  }, 20_000);

  it("says 'Failed to submit proposal' with the server's reason, keeping the form", async () => {
    const rfp = aRfp();
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.post('*/v2/workflows/:id/proposals', () =>
        HttpResponse.json({ code: 'conflict', message: '' }, { status: 409 }),
      ),
    );
    const { user } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await fillProposal(user);
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Failed to submit proposal: API error: 409',
    );
    expect(screen.getByDisplayValue('Six AMRs')).toBe(screen.getByLabelText('Description'));
  }, 20_000);

  it('refuses an out-of-budget price before sending anything', async () => {
    const rfp = aRfp();
    let proposed = false;
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.post('*/v2/workflows/:id/proposals', () => {
        proposed = true;
        return HttpResponse.json(PROPOSAL, { status: 201 });
      }),
    );
    const { user } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await fillProposal(user, '200000');
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    expect(
      await screen.findByText('Price must be within the RFP budget of $50,000.00 – $150,000.00'),
    ).toBeTruthy();
    expect(proposed).toBe(false);
  }, 20_000);

  it('tells a customer that only sellers can respond', async () => {
    server.use(meHandler(), getRfpHandler(aRfp()));
    renderApp(`/rfp/respond/${aRfp().id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only sellers can respond to RFPs' }, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).toBeNull();
  });

  it("says 'RFP not found' on a 404 and 'Failed to fetch RFP' on another failure", async () => {
    server.use(
      seller(),
      http.get('*/v2/rfps/:id', ({ params }) =>
        params.id === 'missing'
          ? HttpResponse.json(errorBody('not_found', 'RFP not found'), { status: 404 })
          : HttpResponse.json(errorBody('forbidden', 'No'), { status: 403 }),
      ),
    );
    const first = renderApp('/rfp/respond/missing', { cookies: signedInCookies() });
    expect(
      await screen.findByText('RFP not found. Please check the URL and try again.', {}, WAIT),
    ).toBeTruthy();
    first.unmount();
    renderApp('/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-000000000999', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to fetch RFP' }, WAIT)).toBeTruthy();
  });

  it('Cancel goes back to the marketplace', async () => {
    const rfp = aRfp();
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.get('*/v2/rfps', () => HttpResponse.json({ rfps: [], next_cursor: null })),
    );
    const { user, router } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfp/marketplace'));
  });

  it('lets a seller declare its intent to bid, then links to its conversation with the buyer', async () => {
    const rfp = aRfp();
    const declared: string[] = [];
    server.use(
      seller(),
      getRfpHandler(rfp),
      // Not a party yet: the threads are not the seller's to see.
      http.get('*/v2/workflows/:id/threads', () =>
        HttpResponse.json(errorBody('not_found', 'Workflow not found'), { status: 404 }),
      ),
      http.post('*/v2/workflows/:id/intent-to-bid', ({ params }) => {
        declared.push(String(params.id));
        return HttpResponse.json(
          {
            workflowId: WORKFLOW_ID,
            sellerId: USER_ID,
            sellerName: 'Demo Robotics Dealer',
            unreadMessages: 0,
            lastMessageAt: null,
            readOnly: false,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'I intend to bid' }, WAIT));
    expect(await screen.findByText('You intend to bid on this RFP', {}, WAIT)).toBeTruthy();
    expect(declared).toEqual([WORKFLOW_ID]);
    expect(
      screen.getByRole('link', { name: 'Open the conversation with the buyer' }).getAttribute('href'),
    ).toBe(`/workflow/${WORKFLOW_ID}`);
    expect(screen.queryByRole('button', { name: 'I intend to bid' })).toBeNull();
  });

  it('shows a seller that has joined already that it intends to bid, and a refusal in words', async () => {
    const rfp = aRfp();
    server.use(
      seller(),
      getRfpHandler(rfp),
      http.get('*/v2/workflows/:id/threads', () =>
        HttpResponse.json({
          threads: [
            {
              workflowId: WORKFLOW_ID,
              sellerId: USER_ID,
              sellerName: 'Demo Robotics Dealer',
              unreadMessages: 0,
              lastMessageAt: null,
              readOnly: false,
            },
          ],
        }),
      ),
    );
    const joined = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    expect(await screen.findByText('You intend to bid on this RFP', {}, WAIT)).toBeTruthy();
    joined.unmount();

    server.use(
      http.get('*/v2/workflows/:id/threads', () =>
        HttpResponse.json(errorBody('not_found', 'Workflow not found'), { status: 404 }),
      ),
      http.post('*/v2/workflows/:id/intent-to-bid', () =>
        HttpResponse.json(errorBody('conflict', 'This RFP no longer takes sellers'), { status: 409 }),
      ),
    );
    const { user } = renderApp(`/rfp/respond/${rfp.id}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'I intend to bid' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'This RFP no longer takes sellers',
    );
  });
});
