import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { USER_ID } from './auth-fixtures';

type Schemas = components['schemas'];

export const BUSINESS_ID = '3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607';

/** A business the user belongs to. */
export function aBusiness(overrides: Partial<Schemas['Business']> = {}): Schemas['Business'] {
  return {
    id: BUSINESS_ID,
    name: 'Acme Automation',
    logo_url: null,
    business_type: 'parent_company',
    parent_business_id: null,
    billing_address: null,
    shipping_address: null,
    tax_id: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A member of BUSINESS_ID; the signed-in user unless told. */
export function aMember(overrides: Partial<Schemas['BusinessMember']> = {}): Schemas['BusinessMember'] {
  return {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    business_id: BUSINESS_ID,
    user_id: USER_ID,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'ADMIN',
    roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'],
    spending_limit: null,
    joined_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An invitation to the signed-in user. */
export function anInvitation(
  overrides: Partial<Schemas['BusinessInvitation']> = {},
): Schemas['BusinessInvitation'] {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    business_id: BUSINESS_ID,
    business_name: 'Demo Robotics Dealer',
    logo_url: null,
    email: 'ada@example.com',
    role: 'MEMBER',
    roles: ['PURCHASER', 'SALES'],
    spending_limit: null,
    status: 'PENDING',
    created_at: '2026-01-01T00:00:00Z',
    expires_at: '2026-01-15T00:00:00Z',
    ...overrides,
  };
}

/** GET /v2/business/invitations answering `invitations` (none by default). */
export const invitationsHandler = (invitations: Schemas['BusinessInvitation'][] = []) =>
  http.get('*/v2/business/invitations', () => HttpResponse.json({ invitations, next_cursor: null }));

/** GET /v2/business/list answering `businesses`. */
export const businessesHandler = (businesses: Schemas['Business'][] = []) =>
  http.get('*/v2/business/list', () => HttpResponse.json({ businesses, next_cursor: null }));

/** GET /v2/business/{id}/members answering `members`. */
export const membersHandler = (members: Schemas['BusinessMember'][]) =>
  http.get('*/v2/business/:id/members', () => HttpResponse.json({ members, next_cursor: null }));

/** GET /v2/business/{id}/link-requests answering `requests`. */
export const linkRequestsHandler = (requests: Schemas['BusinessLinkRequest'][] = []) =>
  http.get('*/v2/business/:id/link-requests', () =>
    HttpResponse.json({ link_requests: requests, next_cursor: null }),
  );

/** A live publishable key of the business. */
export const aPublishableKey = (
  overrides: Partial<Schemas['PublishableKey']> = {},
): Schemas['PublishableKey'] => ({
  id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  business_id: BUSINESS_ID,
  key: 'pk_4nJ2y0bq3mVx7Qe9sLr1WcZ8tHk5uP6d',
  allowed_origins: ['https://www.northgate.example'],
  created_by: { id: USER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
  created_at: '2026-03-02T09:00:00Z',
  ...overrides,
});

/** GET /v2/business/keys answering `keys`. */
export const publishableKeysHandler = (keys: Schemas['PublishableKey'][] = []) =>
  http.get('*/v2/business/keys', () => HttpResponse.json({ keys, next_cursor: null }));

/** GET /v2/business/{id}/invitations answering `invitations` (none by default). */
export const sentInvitationsHandler = (invitations: Schemas['BusinessInvitation'][] = []) =>
  http.get('*/v2/business/:id/invitations', () => HttpResponse.json({ invitations, next_cursor: null }));

/** An event of BUSINESS_ID's audit log, by the signed-in user. */
export const anAuditEvent = (overrides: Partial<Schemas['AuditEvent']> = {}): Schemas['AuditEvent'] => ({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  action: 'invitation.sent',
  actor: { id: USER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
  subject_type: 'invitation',
  subject_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  details: { email: 'alan@example.com', roles: ['PURCHASER'] },
  created_at: '2026-03-02T09:00:00Z',
  ...overrides,
});
