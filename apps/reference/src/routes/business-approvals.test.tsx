import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

type Schemas = components['schemas'];

// The screen's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const BUSINESS_ID = '7a1b2c3d-0000-4000-8000-00000000b001';
const membership = (roles: Schemas['BusinessRole'][]): Schemas['Membership'] => ({
  id: '7a1b2c3d-0000-4000-8000-00000000m001',
  business_id: BUSINESS_ID,
  role: roles.includes('ADMIN') ? 'ADMIN' : 'MEMBER',
  roles,
  name: 'Meridian Automation',
  logo_url: null,
});

const WAITING: Schemas['ApprovalRequest'] = {
  id: '7a1b2c3d-0000-4000-8000-00000000a001',
  business_id: BUSINESS_ID,
  subject_type: 'proposal',
  subject_id: '7a1b2c3d-0000-4000-8000-00000000p001',
  workflow_id: '7a1b2c3d-0000-4000-8000-00000000w001',
  title: 'Warehouse picking robots',
  seller_name: 'Seller Robotics',
  amount: '30000.00',
  currency: 'USD',
  requested_by: '7a1b2c3d-0000-4000-8000-00000000u002',
  requested_by_name: 'Pat Purchaser',
  reasons: ['member_limit'],
  required_approvals: 1,
  approvals: [],
  status: 'PENDING',
  decline_reason: null,
  decided_by_name: null,
  can_decide: true,
  created_at: '2026-03-02T09:00:00Z',
  expires_at: '2026-03-09T09:00:00Z',
  decided_at: null,
};

const page = (approvals: Schemas['ApprovalRequest'][]): Schemas['ApprovalRequestList'] => ({
  approvals,
  next_cursor: null,
});

describe('/business/approvals', () => {
  it('lets an approver approve an award waiting for them', { timeout: 20_000 }, async () => {
    let approved = false;
    const keys: (string | null)[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['APPROVER'])] })),
      http.get('*/v2/approvals', ({ request }) => {
        const scope = new URL(request.url).searchParams.get('scope');
        if (scope === 'requested') return HttpResponse.json(page([]));
        return HttpResponse.json(page(approved ? [] : [WAITING]));
      }),
      http.post('*/v2/approvals/:id/approve', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        approved = true;
        return HttpResponse.json({ ...WAITING, status: 'APPROVED', can_decide: false });
      }),
    );
    const { user } = renderApp('/business/approvals', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' }, SLOW)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Warehouse picking robots' }, SLOW);
    expect(card.textContent).toContain('$30,000.00');
    expect(card.textContent).toContain('Accepted by Pat Purchaser');
    await user.click(within(card).getByRole('button', { name: 'Approve Warehouse picking robots' }));
    expect(await screen.findByText('Award approved', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Nothing to approve')).toHaveLength(2), SLOW);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
  });

  it('declines with a reason, and keeps the reason when the decline fails', async () => {
    const reasons: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['APPROVER'])] })),
      http.get('*/v2/approvals', ({ request }) =>
        HttpResponse.json(
          page(new URL(request.url).searchParams.get('scope') === 'requested' ? [] : [WAITING]),
        ),
      ),
      http.post('*/v2/approvals/:id/decline', async ({ request }) => {
        reasons.push(await request.json());
        return HttpResponse.json(errorBody('conflict', 'The proposal is no longer waiting for approval'), {
          status: 409,
        });
      }),
    );
    const { user } = renderApp('/business/approvals', { cookies: signedInCookies() });
    const card = await screen.findByRole('article', { name: 'Warehouse picking robots' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Decline Warehouse picking robots' }));
    await user.type(within(card).getByLabelText('Reason for declining'), 'Over the Q3 budget');
    await user.click(within(card).getByRole('button', { name: 'Decline award' }));
    expect((await within(card).findByRole('alert', {}, SLOW)).textContent).toContain(
      'The proposal is no longer waiting for approval',
    );
    expect(reasons).toEqual([{ reason: 'Over the Q3 budget' }]);
    expect((within(card).getByLabelText('Reason for declining') as HTMLTextAreaElement).value).toBe(
      'Over the Q3 budget',
    );
  });

  it("shows a member without APPROVER only their own awards, with the approver's reason", async () => {
    const asked: string[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['PURCHASER'])] })),
      http.get('*/v2/approvals', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('scope') ?? '');
        return HttpResponse.json(
          page([
            {
              ...WAITING,
              can_decide: false,
              status: 'DECLINED',
              decline_reason: 'Over the Q3 budget',
              decided_by_name: 'Ada Approver',
            },
          ]),
        );
      }),
    );
    renderApp('/business/approvals', { cookies: signedInCookies() });
    const card = await screen.findByRole('article', { name: 'Warehouse picking robots' }, SLOW);
    expect(card.textContent).toContain('Declined by Ada Approver: Over the Q3 budget');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting for your approval' })).toBeNull();
    expect(asked).toEqual(['requested']);
  });

  it('shows a load failure with Try Again', async () => {
    let fail = true;
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['APPROVER'])] })),
      http.get('*/v2/approvals', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'Your role does not allow this'), { status: 403 })
          : HttpResponse.json(page([])),
      ),
    );
    const { user } = renderApp('/business/approvals', { cookies: signedInCookies() });
    const [alert] = await screen.findAllByRole('alert', {}, SLOW);
    expect(alert?.textContent).toContain('Your role does not allow this');
    fail = false;
    const [retry] = screen.getAllByRole('button', { name: 'Try Again' });
    if (retry) await user.click(retry);
    await waitFor(() => expect(screen.getAllByText('Nothing to approve').length).toBeGreaterThan(0), SLOW);
  });
});

describe('/business/settings/approvals', () => {
  const RULES: Schemas['ApprovalRules'] = {
    currency: 'USD',
    threshold: null,
    steps: [],
    expires_after_days: 7,
  };

  it('lets an ADMIN add a step of two approvals above 50,000 and save', async () => {
    const saved: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['ADMIN'])] })),
      http.get('*/v2/business/:id/approval-rules', () => HttpResponse.json(RULES)),
      http.put('*/v2/business/:id/approval-rules', async ({ request, params }) => {
        expect(params.id).toBe(BUSINESS_ID);
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body as Schemas['ApprovalRules']);
      }),
    );
    const { user } = renderApp('/business/settings/approvals', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approval settings' }, SLOW)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add a step' }, SLOW));
    await user.type(screen.getByLabelText('Above (step 1)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Approval rules saved', {}, SLOW)).toBeTruthy();
    expect(saved).toEqual([{ ...RULES, steps: [{ above: '50000.00', approvals: 2 }] }]);
  });

  it('shows other members the rules read-only', async () => {
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['PURCHASER'])] })),
      http.get('*/v2/business/:id/approval-rules', () =>
        HttpResponse.json({ ...RULES, threshold: '100000.00' }),
      ),
    );
    renderApp('/business/settings/approvals', { cookies: signedInCookies() });
    expect(
      await screen.findByText('Every award above $100,000.00 waits for approval.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
  });
});
