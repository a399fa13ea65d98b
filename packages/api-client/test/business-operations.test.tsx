// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  acceptInvitation,
  addBusinessMember,
  approveBusinessLinkRequest,
  chooseActingBusiness,
  type components,
  createClient,
  declineBusinessLinkRequest,
  declineInvitation,
  listBusinesses,
  listBusinessLinkRequests,
  listBusinessMembers,
  listMyInvitations,
  listSubsidiaries,
  removeBusinessMember,
  searchBusinesses,
  updateBusinessMember,
} from '../src/index';
import { ApiClientProvider, useListMyInvitations, useRemoveBusinessMember } from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const businessId = '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01';
const memberId = '5f0e6a2b-1c1d-4e7a-8b0e-2a9c3d4e5f60';
const requestId = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09';

const invitation: Schemas['BusinessInvitation'] = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  business_id: businessId,
  business_name: 'Demo Robotics Dealer',
  logo_url: null,
  email: 'ada@example.com',
  role: 'MEMBER',
  roles: ['PURCHASER', 'SALES'],
  spending_limit: null,
  status: 'PENDING',
  created_at: '2026-01-01T00:00:00Z',
  expires_at: '2026-01-15T00:00:00Z',
};
const member: Schemas['BusinessMember'] = {
  id: memberId,
  business_id: businessId,
  user_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'MEMBER',
  roles: ['PURCHASER', 'SALES'],
  spending_limit: null,
  joined_at: '2026-01-02T00:00:00Z',
};
const linkRequest: Schemas['BusinessLinkRequest'] = {
  id: requestId,
  business_id: memberId,
  business_name: 'Child Works',
  parent_business_id: businessId,
  requested_by_email: 'child@example.com',
  status: 'PENDING',
  created_at: '2026-01-01T00:00:00Z',
  decided_at: null,
};

describe('business fetchers', () => {
  it('invites by e-mail and lists, accepts and declines the invitee’s invitations', async () => {
    const seen: string[] = [];
    server.use(
      mockOperation('post', '/v2/business/member', async ({ request }) => {
        seen.push(JSON.stringify(await request.json()));
        return HttpResponse.json(invitation, { status: 201 });
      }),
      mockOperation('get', '/v2/business/invitations', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ invitations: [invitation], next_cursor: null });
      }),
      mockOperation('post', '/v2/business/invitations/{id}/accept', ({ params }) => {
        seen.push(`accept ${params.id}`);
        return HttpResponse.json({
          id: memberId,
          business_id: businessId,
          role: 'MEMBER',
          roles: ['PURCHASER', 'SALES'],
          name: 'Demo',
          logo_url: null,
        });
      }),
      mockOperation('post', '/v2/business/invitations/{id}/decline', ({ params }) => {
        seen.push(`decline ${params.id}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    expect(await addBusinessMember(api, { business_id: businessId, email: 'ada@example.com' })).toEqual(
      invitation,
    );
    expect(await listMyInvitations(api, { limit: 5 })).toEqual({
      invitations: [invitation],
      next_cursor: null,
    });
    expect((await acceptInvitation(api, invitation.id)).business_id).toBe(businessId);
    await expect(declineInvitation(api, invitation.id)).resolves.toBeUndefined();
    expect(seen).toEqual([
      JSON.stringify({ business_id: businessId, email: 'ada@example.com' }),
      '?limit=5',
      `accept ${invitation.id}`,
      `decline ${invitation.id}`,
    ]);
  });

  it('lists members and businesses, changes roles, and rejects the last ADMIN leaving with an ApiError', async () => {
    server.use(
      mockOperation('get', '/v2/business/list', () =>
        HttpResponse.json({ businesses: [], next_cursor: null }),
      ),
      mockOperation('get', '/v2/business/{id}/members', () =>
        HttpResponse.json({ members: [member], next_cursor: null }),
      ),
      mockOperation('patch', '/v2/business/{id}/members/{memberId}', async ({ request }) =>
        HttpResponse.json({ ...member, role: (await request.json()).role ?? member.role }),
      ),
      mockOperation('delete', '/v2/business/{id}/members/{memberId}', () =>
        HttpResponse.json({ code: 'conflict', message: 'A business needs an ADMIN' }, { status: 409 }),
      ),
    );
    const api = client();
    expect((await listBusinesses(api)).businesses).toEqual([]);
    expect((await listBusinessMembers(api, businessId)).members).toEqual([member]);
    expect((await updateBusinessMember(api, businessId, memberId, { role: 'ADMIN' })).role).toBe('ADMIN');
    const error = await removeBusinessMember(api, businessId, memberId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'A business needs an ADMIN' });
  });

  it('lists, approves and declines parent-link requests', async () => {
    server.use(
      mockOperation('get', '/v2/business/{id}/link-requests', () =>
        HttpResponse.json({ link_requests: [linkRequest], next_cursor: null }),
      ),
      mockOperation('post', '/v2/business/{id}/link-requests/{requestId}/approve', ({ params }) =>
        HttpResponse.json({ ...linkRequest, id: String(params.requestId), status: 'APPROVED' as const }),
      ),
      mockOperation('post', '/v2/business/{id}/link-requests/{requestId}/decline', () =>
        HttpResponse.json({ ...linkRequest, status: 'DECLINED' as const }),
      ),
    );
    const api = client();
    expect((await listBusinessLinkRequests(api, businessId)).link_requests).toEqual([linkRequest]);
    expect((await approveBusinessLinkRequest(api, businessId, requestId)).status).toBe('APPROVED');
    expect((await declineBusinessLinkRequest(api, businessId, requestId)).status).toBe('DECLINED');
  });

  it('chooses the acting business, searches businesses by name and reads a parent’s roll-up', async () => {
    const bodies: unknown[] = [];
    const queries: string[] = [];
    const figures = { totalSpend: '1500.00', activeWorkflows: 1, savings: '0.00' };
    server.use(
      mockOperation('put', '/v2/auth/me/business', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          id: member.user_id,
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone_number: null,
          user_type: 'BUSINESS' as const,
          role: 'parent_dealership' as const,
          created_at: '2026-01-01T00:00:00Z',
          memberships: [],
          acting_business_id: businessId,
          email_verified: true,
        });
      }),
      mockOperation('get', '/v2/business/search', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ businesses: [{ id: businessId, name: 'Meridian Holdings' }] });
      }),
      mockOperation('get', '/v2/business/{id}/subsidiaries', () =>
        HttpResponse.json({
          subsidiaries: [
            { business_id: businessId, name: 'North Works', ...figures, workflows: [], budget: null },
          ],
          total: { ...figures, currency: 'USD' as const },
          currency: 'USD' as const,
        }),
      ),
    );
    const api = client();
    expect((await chooseActingBusiness(api, { business_id: businessId })).acting_business_id).toBe(
      businessId,
    );
    expect(bodies).toEqual([{ business_id: businessId }]);
    expect((await searchBusinesses(api, { q: 'Meri' })).businesses).toEqual([
      { id: businessId, name: 'Meridian Holdings' },
    ]);
    expect(queries).toEqual(['?q=Meri']);
    expect((await listSubsidiaries(api, businessId)).total.totalSpend).toBe('1500.00');
  });
});

function Invitations() {
  const invitations = useListMyInvitations();
  const leave = useRemoveBusinessMember();
  if (invitations.isPending) return <p>Loading…</p>;
  return (
    <div>
      <ul>
        {invitations.data?.invitations.map((i) => (
          <li key={i.id}>{i.business_name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => leave.mutate({ id: businessId, memberId })}>
        Leave
      </button>
      {leave.error && <p role="alert">{leave.error.message}</p>}
    </div>
  );
}

describe('business hooks', () => {
  it('query the invitations and report a refused leave', async () => {
    server.use(
      mockOperation('get', '/v2/business/invitations', () =>
        HttpResponse.json({ invitations: [invitation], next_cursor: null }),
      ),
      mockOperation('delete', '/v2/business/{id}/members/{memberId}', () =>
        HttpResponse.json({ code: 'conflict', message: 'Last ADMIN' }, { status: 409 }),
      ),
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client()}>
          <Invitations />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Demo Robotics Dealer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Last ADMIN');
  });
});
