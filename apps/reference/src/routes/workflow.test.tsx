import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aDocument,
  anRfp,
  aProposal,
  aWorkflow,
  documentsHandler,
  getWorkflowHandler,
  paymentsHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;

const SECOND = aProposal({
  id: '9e1f0000-0000-4000-8000-000000000002',
  sellerName: 'Northgate Robotics',
  price: '38950.00',
  structured_terms: {
    delivery_weeks: 9,
    warranty_years: 2,
    training_days: 3,
    sla_response_hours: 48,
    payment_terms: 'Net 45',
    compliance_certifications: [],
    maintenance_included: false,
  },
});

// A lazy chunk, then four requests: slow on a busy two-core machine.
describe('workflow details', { timeout: 30_000 }, () => {
  it('shows the stage, timeline, overview, documents, proposals and the comparison to the buyer', async () => {
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => [aProposal(), SECOND]),
      documentsHandler(() => [aDocument()]),
      rfpsHandler([anRfp(['CE Marking', 'UL 3300 - Robot Safety'])]),
    );
    renderApp(PATH, { cookies: signedInCookies() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palletising cell for line 4' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Negotiation').getAttribute('data-accent-color')).toBe('blue');
    const timeline = screen.getByRole('list', { name: 'Workflow progress' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(6);
    expect(timeline.querySelector('[aria-current=step]')?.textContent).toContain('Negotiation Started');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Two robots stacking cartons of up to 25 kg.')).toBeTruthy();
    expect(within(overview).getByText('Request for Proposal (RFP)')).toBeTruthy();
    expect(within(overview).getByText('Review seller proposals')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      (await within(documents).findByRole('link', { name: 'Cell layout.pdf' })).getAttribute('href'),
    ).toBe('/api/documents/3f9a2b1c.pdf');
    expect(
      await screen.findByRole('button', { name: 'Accept proposal from Northgate Robotics' }),
    ).toBeTruthy();
    const comparison = await screen.findByRole('region', { name: 'Compare proposals' });
    const ul = await within(comparison).findByRole('rowheader', { name: 'UL 3300 - Robot Safety' });
    expect(ul.closest('tr')?.textContent).toBe('UL 3300 - Robot SafetyNot coveredNot covered');
    const ce = within(comparison).getByRole('rowheader', { name: 'CE Marking' });
    expect(ce.closest('tr')?.textContent).toBe('CE MarkingCoveredNot covered');
    expect((await screen.findByRole('link', { name: 'View RFP' })).getAttribute('href')).toBe(
      `/rfp/details/${anRfp().id}`,
    );
    expect(screen.getByRole('button', { name: 'Cancel Workflow' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Palletising cell for line 4 · RoboMarket'));
  });

  it('accepts a proposal, then reloads the workflow and shows PRICE_AGREED', async () => {
    let workflow = aWorkflow();
    let proposals = [aProposal(), SECOND];
    const accepted: string[] = [];
    server.use(
      meHandler(),
      getWorkflowHandler(() => workflow),
      proposalsHandler(() => proposals),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
      paymentsHandler([]),
      http.post('*/v2/workflows/:id/proposals/:proposalId/accept', ({ params, request }) => {
        accepted.push(`${params.proposalId} ${request.headers.get('Idempotency-Key') ? 'keyed' : 'unkeyed'}`);
        workflow = aWorkflow({
          status: 'PRICE_AGREED',
          stage: 'REVIEW',
          agreedPrice: '42000.00',
          sellerId: SELLER_ID,
        });
        proposals = [aProposal({ status: 'ACCEPTED' }), { ...SECOND, status: 'REJECTED' }];
        return HttpResponse.json({ proposal: proposals[0], workflow });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    await user.click(
      await screen.findByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );

    expect(await screen.findByText('Proposal accepted')).toBeTruthy();
    expect(accepted).toEqual([`${aProposal().id} keyed`]);
    expect(await screen.findByText('Review')).toBeTruthy();
    expect(screen.getByText('Price agreed')).toBeTruthy();
    expect(screen.getByText('Complete payment')).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Workflow progress' });
    expect(timeline.querySelector('[aria-current=step]')?.textContent).toContain('Price Agreement');
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept proposal/ })).toBeNull();
    // The price is agreed: the buyer can pay it.
    expect(await screen.findByRole('button', { name: 'Pay $42,000.00' })).toBeTruthy();
  });

  it("says 'Failed to accept proposal' when the accept is refused", async () => {
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([]),
      http.post('*/v2/workflows/:id/proposals/:proposalId/accept', () =>
        HttpResponse.json(errorBody('conflict', 'This proposal is no longer pending'), { status: 409 }),
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    await user.click(
      await screen.findByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );
    const proposals = screen.getByRole('region', { name: 'Proposals' });
    expect((await within(proposals).findByRole('alert')).textContent).toBe(
      'Failed to accept proposal: This proposal is no longer pending',
    );
  });

  it('offers an invited seller neither Accept, nor the comparison, nor Cancel', async () => {
    server.use(
      meHandler(aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' })),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
    );
    renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    expect(await screen.findByText('Pending', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept proposal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Workflow' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Compare proposals' })).toBeNull();
  });

  it('lets a PURCHASER colleague accept on a workflow another member created, and says who sent what', async () => {
    const colleague = '7c0e0000-0000-4000-8000-00000000c011';
    server.use(
      meHandler(aCurrentUser({ id: colleague })),
      getWorkflowHandler(() =>
        aWorkflow({
          access: {
            buyerSide: true,
            actsForBuyer: true,
            sellerPartyId: null,
            actsForSeller: false,
            parentReader: false,
          },
        }),
      ),
      proposalsHandler(() => [
        aProposal({
          sentBy: { userId: SELLER_ID, name: 'Ada Lovelace', businessName: 'Meridian Automation' },
        }),
      ]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
    );
    renderApp(PATH, { cookies: signedInCookies(colleague) });
    expect(await screen.findByText('Sent by Ada Lovelace for Meridian Automation', {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Accept proposal/ }, SLOW)).toBeTruthy();
  });

  it('offers a VIEWER colleague of the buyer no Accept and no Cancel', async () => {
    const viewer = '7c0e0000-0000-4000-8000-00000000c012';
    server.use(
      meHandler(aCurrentUser({ id: viewer })),
      getWorkflowHandler(() =>
        aWorkflow({
          access: {
            buyerSide: true,
            actsForBuyer: false,
            sellerPartyId: null,
            actsForSeller: false,
            parentReader: false,
          },
        }),
      ),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
    );
    renderApp(PATH, { cookies: signedInCookies(viewer) });
    expect(await screen.findByText('Pending', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept proposal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Workflow' })).toBeNull();
    // No composer and no upload: the page says why, in the workflow and where the composer was.
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(
      await within(conversation).findByText(
        'You can read this workflow. Writing messages and acting on it needs the PURCHASER role: ask an ADMIN of your business.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/needs the PURCHASER role/)).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /upload/i })).toBeNull();
  });

  it("shows a parent business's member the subsidiary's workflow read-only, saying why", async () => {
    const parentMember = '7c0e0000-0000-4000-8000-00000000c013';
    server.use(
      meHandler(aCurrentUser({ id: parentMember })),
      getWorkflowHandler(() =>
        aWorkflow({
          access: {
            buyerSide: true,
            actsForBuyer: false,
            sellerPartyId: null,
            actsForSeller: false,
            parentReader: true,
          },
        }),
      ),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
    );
    renderApp(PATH, { cookies: signedInCookies(parentMember) });
    expect(await screen.findByText('Pending', {}, SLOW)).toBeTruthy();
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(
      await within(conversation).findByText(
        'This workflow belongs to one of your subsidiaries: your business can read it but not change it.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Accept proposal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Workflow' })).toBeNull();
  });

  it('offers a seller-side VIEWER no composer, no withdraw and no order form', async () => {
    const viewer = '7c0e0000-0000-4000-8000-00000000c014';
    server.use(
      meHandler(aCurrentUser({ id: viewer, role: 'parent_dealership', user_type: 'BUSINESS' })),
      getWorkflowHandler(() =>
        aWorkflow({
          requestType: 'CUSTOM_ORDER',
          access: {
            buyerSide: false,
            actsForBuyer: false,
            sellerPartyId: SELLER_ID,
            actsForSeller: false,
            parentReader: false,
          },
        }),
      ),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([]),
    );
    renderApp(PATH, { cookies: signedInCookies(viewer) });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText(/needs the SALES role/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Send your proposal' })).toBeNull();
  });

  it("lets the seller withdraw or revise its pending proposal, and tells it to wait for the buyer's decision", async () => {
    const rfp = anRfp();
    let proposals = [aProposal()];
    const withdrawn: string[] = [];
    server.use(
      meHandler(aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' })),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => proposals),
      documentsHandler(() => []),
      rfpsHandler([rfp]),
      http.post('*/v2/workflows/:id/proposals/:proposalId/withdraw', ({ params }) => {
        withdrawn.push(String(params.proposalId));
        proposals = [aProposal({ status: 'WITHDRAWN' })];
        return HttpResponse.json(proposals[0]);
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const overview = await screen.findByRole('region', { name: 'Overview' }, SLOW);
    expect(await within(overview).findByText("Waiting for the buyer's decision", {}, SLOW)).toBeTruthy();
    const revise = await screen.findByRole('link', { name: 'Revise' }, SLOW);
    expect(revise.getAttribute('href')).toBe(`/rfp/respond/${rfp.id}?revise=${aProposal().id}`);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw proposal' }),
    );
    expect(await screen.findByText('Proposal withdrawn')).toBeTruthy();
    expect(withdrawn).toEqual([aProposal().id]);
    expect(await screen.findByText('Withdrawn', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Revise' })).toBeNull();
  });

  it('shows the buyer what a revision replaced', async () => {
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => [
        aProposal({ revisedFrom: { proposalId: SECOND.id, price: '45000.00' } }),
        { ...SECOND, status: 'WITHDRAWN' },
      ]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByText('Revised from $45,000.00', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('uploads a document and shows it', async () => {
    let documents = [aDocument()];
    const uploaded: string[] = [];
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow({ requestType: 'DIRECT_ORDER' })),
      proposalsHandler(() => []),
      documentsHandler(() => documents),
      http.post('*/v2/workflows/:id/documents', async ({ request }) => {
        const file = (await request.formData()).get('file');
        uploaded.push(file instanceof File ? file.name : 'none');
        const stored = aDocument({
          id: 'd0c00000-0000-4000-8000-000000000002',
          originalName: 'quote.pdf',
          url: '/api/documents/9a.pdf',
        });
        documents = [...documents, stored];
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const input = await screen.findByLabelText('Document to upload', {}, SLOW);
    await user.upload(input, new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'quote.pdf' })).toBeTruthy();
    expect(uploaded).toEqual(['quote.pdf']);
    expect(await screen.findByText('Document uploaded')).toBeTruthy();
  });

  it('cancels the workflow after a confirmation', async () => {
    let workflow = aWorkflow({ requestType: 'CUSTOM_ORDER' });
    const deleted: string[] = [];
    server.use(
      meHandler(),
      getWorkflowHandler(() => workflow),
      proposalsHandler(() => []),
      documentsHandler(() => []),
      http.delete('*/v2/workflows/:id', ({ params }) => {
        deleted.push(String(params.id));
        workflow = aWorkflow({ requestType: 'CUSTOM_ORDER', status: 'ORDER_CANCELLED', stage: 'COMPLETED' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Cancel Workflow' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Workflow' }));
    expect(await screen.findByText('The workflow was cancelled')).toBeTruthy();
    expect(deleted).toEqual([WORKFLOW_ID]);
    // Reloaded: the detail hint of ORDER_CANCELLED.
    expect(await screen.findByText('Workflow cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Workflow' })).toBeNull();
  });

  it("says 'Workflow not found' with a way back to the dashboard", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/workflows/:id', () =>
        HttpResponse.json(errorBody('not_found', 'Not found'), { status: 404 }),
      ),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow not found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Workflow not found · RoboMarket'));
  });

  it("says 'Error loading workflow: ...' with Try Again and a way back", async () => {
    let calls = 0;
    server.use(
      meHandler(),
      http.get('*/v2/workflows/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Not yours to see'), { status: 403 })
          : HttpResponse.json(aWorkflow({ requestType: 'DIRECT_ORDER' }));
      }),
      proposalsHandler(() => []),
      documentsHandler(() => []),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Error loading workflow: Not yours to see');
    expect(within(alert).getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palletising cell for line 4' }),
    ).toBeTruthy();
  });

  it('says it is loading until the workflow arrives', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/workflows/:id', () => new Promise<never>(() => {})),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByText('Loading workflow...', {}, SLOW)).toBeTruthy();
  });
});
