import type { components } from '@robomarket/api-client';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  anRfp,
  aProposal,
  aWorkflow,
  documentsHandler,
  getWorkflowHandler,
  paymentsHandler,
  proposalsHandler,
  rfpsHandler,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

type Schemas = components['schemas'];

const SLOW = { timeout: 10_000 };

const request = (overrides: Partial<Schemas['ApprovalRequest']> = {}): Schemas['ApprovalRequest'] => ({
  id: '7a1b2c3d-0000-4000-8000-00000000a001',
  business_id: '7a1b2c3d-0000-4000-8000-00000000b001',
  subject_type: 'proposal',
  subject_id: aProposal().id,
  workflow_id: WORKFLOW_ID,
  title: aWorkflow().title,
  seller_name: 'Demo Robotics Dealer',
  amount: '42000.00',
  currency: 'USD',
  requested_by: '7a1b2c3d-0000-4000-8000-00000000u001',
  requested_by_name: 'Ada Lovelace',
  reasons: ['member_limit'],
  required_approvals: 1,
  approvals: [],
  status: 'PENDING',
  decline_reason: null,
  decided_by_name: null,
  can_decide: false,
  created_at: '2026-03-02T09:00:00Z',
  expires_at: '2026-03-09T09:00:00Z',
  decided_at: null,
  ...overrides,
});

// A lazy chunk, then several requests: slow on a busy two-core machine.
describe('an award over the buyer’s limit (ADR 0091)', { timeout: 30_000 }, () => {
  it('says the accepted proposal is waiting for approval, and no longer offers Accept', async () => {
    let proposals = [aProposal()];
    let approvals: Schemas['ApprovalRequest'][] = [];
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => proposals),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
      paymentsHandler([]),
      http.get('*/v2/approvals', () => HttpResponse.json({ approvals, next_cursor: null })),
      http.post('*/v2/workflows/:id/proposals/:proposalId/accept', () => {
        proposals = [aProposal({ status: 'PENDING_APPROVAL' })];
        approvals = [request()];
        return HttpResponse.json({ proposal: proposals[0], workflow: aWorkflow(), approval: approvals[0] });
      }),
    );
    const { user } = renderApp(`/workflow/${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(
      await screen.findByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );
    expect(
      await screen.findByText('An approver of your business decides this award.', {}, SLOW),
    ).toBeTruthy();
    const proposalsSection = screen.getByRole('region', { name: 'Proposals' });
    expect(await within(proposalsSection).findByText('Waiting for approval', {}, SLOW)).toBeTruthy();
    expect(
      (await screen.findByText(/Waiting for approval: your award of \$42,000\.00/, {}, SLOW)).textContent,
    ).toContain('has 0 of 1 approval');
    expect(screen.queryByRole('button', { name: /^Accept proposal/ })).toBeNull();
  });

  it('tells the buyer who declined the award and why', async () => {
    server.use(
      meHandler(),
      getWorkflowHandler(() => aWorkflow()),
      proposalsHandler(() => [aProposal()]),
      documentsHandler(() => []),
      rfpsHandler([anRfp()]),
      paymentsHandler([]),
      http.get('*/v2/approvals', () =>
        HttpResponse.json({
          approvals: [
            request({
              status: 'DECLINED',
              decline_reason: 'Over the Q3 budget',
              decided_by_name: 'Bea Approver',
            }),
          ],
          next_cursor: null,
        }),
      ),
    );
    renderApp(`/workflow/${WORKFLOW_ID}`, { cookies: signedInCookies() });
    expect(
      await screen.findByText(
        'Bea Approver declined your award of $42,000.00 to Demo Robotics Dealer: Over the Q3 budget',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    // The proposal is open again: the buyer may accept it again, which asks again.
    expect(
      await screen.findByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }, SLOW),
    ).toBeTruthy();
  });
});
