import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  freshEmail,
  login,
  registerBusiness,
  registerCustomer,
  type Session,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, missingId, signInPlatformAdmin } from '../../test/requests.ts';
import { countInvitations } from './invitations-repository.ts';
import { countLinkRequests } from './link-requests-repository.ts';
import { lastAdminMessage } from './members.ts';
import { countBusinessRows } from './repository.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
let owner: Session;
let businessId: string;
let operator: Session;
beforeAll(async () => {
  owner = await registerBusiness(testApp.app, { company_name: 'Owner Robotics' });
  businessId = owner.memberships[0]?.business_id ?? '';
  operator = await signInPlatformAdmin(testApp, clock.now());
});

/** Signs in again (access tokens live 15 minutes; some tests move the clock further). */
const relogin = async (session: Session): Promise<Session> =>
  (await login(testApp.app, session.user.email, testPassword)).json();

beforeEach(async () => {
  owner = await relogin(owner);
  operator = await relogin(operator);
});

const { call } = testApp;

/** Everything the membership operations write, to assert that a refusal wrote nothing. */
const rows = async () => ({
  ...(await countBusinessRows(testApp.database.db)),
  invitations: await countInvitations(testApp.database.db),
  linkRequests: await countLinkRequests(testApp.database.db),
});

const invite = (session: Session | undefined, body: Record<string, unknown>) =>
  call('POST', '/v2/business/member', session, body);

/** Invites `session` and accepts as them; returns the new membership. */
async function join(admin: Session, business: string, session: Session, role: 'ADMIN' | 'MEMBER' = 'MEMBER') {
  const invited = await invite(admin, { business_id: business, email: session.user.email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call('POST', `/v2/business/invitations/${invited.json().id}/accept`, session);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as { id: string; business_id: string; role: string };
}

const myInvitations = async (session: Session) =>
  (await call('GET', '/v2/business/invitations', session)).json().invitations as { id: string }[];

describe('invitations', () => {
  it('lets the invitee, and only the invitee, see and accept an invitation', async () => {
    const invitee = await registerCustomer(testApp.app);
    const other = await registerCustomer(testApp.app);
    const invited = await invite(owner, {
      business_id: businessId,
      email: ` ${invitee.user.email.toUpperCase()} `,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({
      id: expect.any(String),
      business_id: businessId,
      business_name: 'Owner Robotics',
      logo_url: null,
      email: invitee.user.email,
      role: 'MEMBER',
      roles: ['PURCHASER', 'SALES'],
      spending_limit: null,
      status: 'PENDING',
      created_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 14 * 86_400_000).toISOString(),
    });
    // Nothing joined yet: consent comes first.
    expect((await call('GET', '/v2/auth/me', invitee)).json().memberships).toEqual([]);
    expect((await call('GET', `/v2/business?id=${businessId}`, invitee)).statusCode).toBe(404);

    expect(await myInvitations(invitee)).toEqual([invited.json()]);
    expect(await myInvitations(other)).toEqual([]);
    const id = invited.json().id;
    expectError(await call('POST', `/v2/business/invitations/${id}/accept`, other), 404, 'not_found');
    expectError(await call('POST', `/v2/business/invitations/${id}/decline`, other), 404, 'not_found');
    expectError(await call('POST', `/v2/business/invitations/${id}/accept`, owner), 404, 'not_found');
    expectError(
      await call('POST', `/v2/business/invitations/${id}/accept`, undefined),
      401,
      'unauthenticated',
    );

    const accepted = await call('POST', `/v2/business/invitations/${id}/accept`, invitee);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      id: expect.any(String),
      business_id: businessId,
      role: 'MEMBER',
      roles: ['PURCHASER', 'SALES'],
      name: 'Owner Robotics',
      logo_url: null,
    });
    expect((await call('GET', '/v2/auth/me', invitee)).json().memberships).toEqual([accepted.json()]);
    expect((await call('GET', `/v2/business?id=${businessId}`, invitee)).statusCode).toBe(200);
    expect(await myInvitations(invitee)).toEqual([]);
    expectError(await call('POST', `/v2/business/invitations/${id}/accept`, invitee), 404, 'not_found');
  });

  it('gives an unknown e-mail exactly the answer an account’s e-mail gets', async () => {
    const known = await registerCustomer(testApp.app);
    const unknownEmail = freshEmail('nobody');
    const a = await invite(owner, { business_id: businessId, email: known.user.email });
    const b = await invite(owner, { business_id: businessId, email: unknownEmail });
    expect(b.statusCode).toBe(a.statusCode);
    const blank = (body: Record<string, unknown>) => ({ ...body, id: 'x', email: 'x' });
    expect(blank(b.json())).toEqual(blank(a.json()));
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());

    // The invitation waits for an account with that e-mail.
    const later = await registerCustomer(testApp.app, { email: unknownEmail });
    expect((await myInvitations(later)).map((i) => i.id)).toEqual([b.json().id]);
  });

  it('lets the invitee decline; a declined or expired invitation cannot be accepted', async () => {
    const invitee = await registerCustomer(testApp.app);
    const first = (await invite(owner, { business_id: businessId, email: invitee.user.email })).json();
    const declined = await call('POST', `/v2/business/invitations/${first.id}/decline`, invitee);
    expect(declined.statusCode).toBe(204);
    expect(await myInvitations(invitee)).toEqual([]);
    expectError(await call('POST', `/v2/business/invitations/${first.id}/accept`, invitee), 404, 'not_found');

    const second = (await invite(owner, { business_id: businessId, email: invitee.user.email })).json();
    expect(second.id).not.toBe(first.id);
    // Inviting again while pending renews the same invitation with the new role.
    clock.advance(1000);
    const renewed = (
      await invite(owner, { business_id: businessId, email: invitee.user.email, role: 'ADMIN' })
    ).json();
    expect(renewed).toMatchObject({ id: second.id, role: 'ADMIN', created_at: clock.now().toISOString() });
    clock.advance(15 * 86_400_000);
    const again = await relogin(invitee);
    expect(await myInvitations(again)).toEqual([]);
    expectError(await call('POST', `/v2/business/invitations/${second.id}/accept`, again), 404, 'not_found');
  });

  it('refuses non-admins, other businesses, members already and bad input, writing nothing', async () => {
    const member = await registerCustomer(testApp.app);
    await join(owner, businessId, member);
    const otherAdmin = await registerBusiness(testApp.app);
    const before = await rows();
    const target = freshEmail('target');
    const body = { business_id: businessId, email: target };
    expectError(await invite(member, body), 403, 'forbidden', 'Only an ADMIN of this business may do this');
    expectError(await invite(operator, body), 403, 'forbidden');
    expectError(await invite(otherAdmin, body), 404, 'not_found', 'Business not found');
    expectError(
      await invite(otherAdmin, { ...body, business_id: missingId }),
      404,
      'not_found',
      'Business not found',
    );
    expectError(await invite(undefined, body), 401, 'unauthenticated');
    expectError(
      await invite(owner, { ...body, email: member.user.email.toUpperCase() }),
      409,
      'conflict',
      'This e-mail belongs to a member of the business already',
    );
    expectError(await invite(owner, { ...body, email: owner.user.email }), 409, 'conflict');
    for (const bad of [
      { ...body, role: 'OWNER' },
      { ...body, email: 'not-an-email' },
      { ...body, business_id: 'nope' },
      { ...body, user_id: member.user.id },
      { business_id: businessId },
    ]) {
      expectError(await invite(owner, bad), 400, 'validation_failed');
    }
    for (const path of ['/v2/business/invitations/nope/accept', '/v2/business/invitations/nope/decline']) {
      expectError(await call('POST', path, member), 400, 'validation_failed');
    }
    expectError(await call('GET', '/v2/business/invitations?limit=0', member), 400, 'validation_failed');
    expectError(await call('GET', '/v2/business/invitations?cursor=abc', member), 400, 'validation_failed');
    expect(await rows()).toEqual(before);
  });

  it('limits each inviter to 20 invitations an hour (429 with Retry-After), whatever the e-mails', async () => {
    const busy = await registerBusiness(testApp.app);
    const busyId = busy.memberships[0]?.business_id;
    // Sent all at once: the count and the insert it guards are one locked step, so exactly 20 get through.
    const sent = await Promise.all(
      Array.from({ length: 26 }, () => invite(busy, { business_id: busyId, email: freshEmail('bulk') })),
    );
    const statuses = sent.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(6).fill(429)]);
    expect(await countInvitations(testApp.database.db)).toBeGreaterThanOrEqual(20);
    const before = await rows();
    const refused = await invite(busy, { business_id: busyId, email: freshEmail('bulk') });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toEqual(before);
    // Another inviter is not held back.
    expect((await invite(owner, { business_id: businessId, email: freshEmail('other') })).statusCode).toBe(
      201,
    );
    clock.advance(60 * 60 * 1000 + 1000);
    expect(
      (await invite(await relogin(busy), { business_id: busyId, email: freshEmail('bulk') })).statusCode,
    ).toBe(201);
  });
});

describe('members', () => {
  it('shows the members to members and platform admins, 404 to everyone else', async () => {
    const shop = await registerBusiness(testApp.app, { company_name: 'Members Shop' });
    const shopId = shop.memberships[0]?.business_id ?? '';
    const member = await registerCustomer(testApp.app);
    clock.advance(1000);
    await join(shop, shopId, member);
    const list = await call('GET', `/v2/business/${shopId}/members`, member);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      members: [
        {
          id: expect.any(String),
          business_id: shopId,
          user_id: member.user.id,
          email: member.user.email,
          first_name: 'Ada',
          last_name: 'Lovelace',
          role: 'MEMBER',
          roles: ['PURCHASER', 'SALES'],
          spending_limit: null,
          joined_at: clock.now().toISOString(),
        },
        expect.objectContaining({ user_id: shop.user.id, role: 'ADMIN' }),
      ],
      next_cursor: null,
    });
    const firstPage = (await call('GET', `/v2/business/${shopId}/members?limit=1`, shop)).json();
    expect(firstPage.members).toHaveLength(1);
    const secondPage = await call(
      'GET',
      `/v2/business/${shopId}/members?cursor=${firstPage.next_cursor}`,
      shop,
    );
    expect(secondPage.json().members.map((m: { user_id: string }) => m.user_id)).toEqual([shop.user.id]);
    expect((await call('GET', `/v2/business/${shopId}/members`, operator)).statusCode).toBe(200);
    const stranger = await registerBusiness(testApp.app);
    const hidden = await call('GET', `/v2/business/${shopId}/members`, stranger);
    expectError(hidden, 404, 'not_found');
    expect(hidden.json()).toEqual((await call('GET', `/v2/business/${missingId}/members`, stranger)).json());
    expectError(await call('GET', `/v2/business/${shopId}/members`, undefined), 401, 'unauthenticated');
    expectError(await call('GET', '/v2/business/nope/members', shop), 400, 'validation_failed');
  });

  it('lets a member leave, and never the last ADMIN', async () => {
    const shop = await registerBusiness(testApp.app);
    const shopId = shop.memberships[0]?.business_id ?? '';
    const member = await registerCustomer(testApp.app);
    const membership = await join(shop, shopId, member);
    expect((await call('DELETE', `/v2/business/${shopId}/members/${membership.id}`, member)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/v2/auth/me', member)).json().memberships).toEqual([]);
    expectError(await call('GET', `/v2/business/${shopId}/members`, member), 404, 'not_found');

    const own = shop.memberships[0]?.id;
    const before = await rows();
    expectError(
      await call('DELETE', `/v2/business/${shopId}/members/${own}`, shop),
      409,
      'conflict',
      lastAdminMessage,
    );
    expectError(
      await call('PATCH', `/v2/business/${shopId}/members/${own}`, shop, { role: 'MEMBER' }),
      409,
      'conflict',
      lastAdminMessage,
    );
    expect(await rows()).toEqual(before);
  });

  it('keeps one ADMIN when two ADMINs leave at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const shop = await registerBusiness(testApp.app);
      const shopId = shop.memberships[0]?.business_id ?? '';
      const second = await registerCustomer(testApp.app);
      const secondMembership = await join(shop, shopId, second, 'ADMIN');
      const [a, b] = await Promise.all([
        call('DELETE', `/v2/business/${shopId}/members/${shop.memberships[0]?.id}`, shop),
        call('DELETE', `/v2/business/${shopId}/members/${secondMembership.id}`, second),
      ]);
      expect([a?.statusCode, b?.statusCode].sort()).toEqual([204, 409]);
      const admins = await testApp.database.db.query(
        `SELECT 1 FROM business_members WHERE business_id = $1 AND 'ADMIN' = ANY (roles)`,
        [shopId],
      );
      expect(admins).toHaveLength(1);
    }
  });

  it('lets an ADMIN remove members and change roles; nobody else', async () => {
    const shop = await registerBusiness(testApp.app);
    const shopId = shop.memberships[0]?.business_id ?? '';
    const one = await registerCustomer(testApp.app);
    const two = await registerCustomer(testApp.app);
    const oneMembership = await join(shop, shopId, one);
    const twoMembership = await join(shop, shopId, two);
    const stranger = await registerBusiness(testApp.app);
    const before = await rows();
    const path = `/v2/business/${shopId}/members/${twoMembership.id}`;
    expectError(await call('DELETE', path, one), 403, 'forbidden');
    expectError(await call('PATCH', path, one, { role: 'ADMIN' }), 403, 'forbidden');
    expectError(await call('DELETE', path, stranger), 404, 'not_found', 'Business not found');
    expectError(await call('PATCH', path, stranger, { role: 'ADMIN' }), 404, 'not_found');
    expectError(await call('DELETE', path, operator), 403, 'forbidden');
    expectError(await call('DELETE', `/v2/business/${shopId}/members/${missingId}`, shop), 404, 'not_found');
    // A membership of another business is not a member of this one.
    expectError(
      await call('DELETE', `/v2/business/${shopId}/members/${stranger.memberships[0]?.id}`, shop),
      404,
      'not_found',
      'Member not found',
    );
    expectError(await call('PATCH', path, shop, { role: 'OWNER' }), 400, 'validation_failed');
    expectError(await call('PATCH', path, shop, {}), 400, 'validation_failed');
    expectError(await call('DELETE', `/v2/business/${shopId}/members/nope`, shop), 400, 'validation_failed');
    expect(await rows()).toEqual(before);

    const promoted = await call('PATCH', `/v2/business/${shopId}/members/${oneMembership.id}`, shop, {
      role: 'ADMIN',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: oneMembership.id, user_id: one.user.id, role: 'ADMIN' });
    // The new ADMIN removes a member; the first ADMIN may now step down.
    expect((await call('DELETE', path, one)).statusCode).toBe(204);
    const own = `/v2/business/${shopId}/members/${shop.memberships[0]?.id}`;
    expect((await call('PATCH', own, shop, { role: 'MEMBER' })).json().role).toBe('MEMBER');
    expect((await call('DELETE', own, shop)).statusCode).toBe(204);
  });
});

describe('parent link requests', () => {
  it('links a subsidiary only when an ADMIN of the parent approves', async () => {
    const child = await registerBusiness(testApp.app, {
      company_name: 'Child Works',
      business_type: 'subsidiary',
      parent_business_id: businessId,
    });
    const childId = child.memberships[0]?.business_id ?? '';
    expect((await call('GET', `/v2/business?id=${childId}`, child)).json().parent_business_id).toBeNull();

    const list = await call('GET', `/v2/business/${businessId}/link-requests`, owner);
    expect(list.statusCode, list.body).toBe(200);
    const request = list.json().link_requests.find((r: { business_id: string }) => r.business_id === childId);
    expect(request).toEqual({
      id: expect.any(String),
      business_id: childId,
      business_name: 'Child Works',
      parent_business_id: businessId,
      requested_by_email: child.user.email,
      status: 'PENDING',
      created_at: clock.now().toISOString(),
      decided_at: null,
    });

    const member = await registerCustomer(testApp.app);
    await join(owner, businessId, member);
    const stranger = await registerBusiness(testApp.app);
    const before = await rows();
    const approve = `/v2/business/${businessId}/link-requests/${request.id}/approve`;
    // The requester does not see the parent at all.
    expectError(await call('POST', approve, child), 404, 'not_found');
    expectError(await call('GET', `/v2/business/${businessId}/link-requests`, child), 404, 'not_found');
    expectError(await call('POST', approve, member), 403, 'forbidden');
    expectError(await call('GET', `/v2/business/${businessId}/link-requests`, member), 403, 'forbidden');
    expectError(await call('POST', approve, stranger), 404, 'not_found');
    expectError(await call('POST', approve, undefined), 401, 'unauthenticated');
    // A request is only found under the business it names.
    const strangerId = stranger.memberships[0]?.business_id;
    expectError(
      await call('POST', `/v2/business/${strangerId}/link-requests/${request.id}/approve`, stranger),
      404,
      'not_found',
      'Link request not found',
    );
    expectError(
      await call('POST', `/v2/business/${businessId}/link-requests/nope/approve`, owner),
      400,
      'validation_failed',
    );
    expect(await rows()).toEqual(before);
    expect((await call('GET', `/v2/business?id=${childId}`, child)).json().parent_business_id).toBeNull();

    const approved = await call('POST', approve, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id: request.id,
      status: 'APPROVED',
      decided_at: clock.now().toISOString(),
    });
    expect((await call('GET', `/v2/business?id=${childId}`, child)).json().parent_business_id).toBe(
      businessId,
    );
    expectError(await call('POST', approve, owner), 409, 'conflict');
    const pending = (await call('GET', `/v2/business/${businessId}/link-requests`, owner)).json()
      .link_requests;
    expect(pending.map((r: { id: string }) => r.id)).not.toContain(request.id);
  });

  it('lets the parent decline, and never lets the requester approve their own request', async () => {
    const parent = await registerBusiness(testApp.app, { company_name: 'Parent Co' });
    const parentId = parent.memberships[0]?.business_id ?? '';
    const child = await registerBusiness(testApp.app, {
      business_type: 'subsidiary',
      parent_business_id: parentId,
    });
    const childId = child.memberships[0]?.business_id ?? '';
    // Even once an ADMIN of the parent, the requester may not approve their own request.
    await join(parent, parentId, child, 'ADMIN');
    const [request] = (await call('GET', `/v2/business/${parentId}/link-requests`, child)).json()
      .link_requests;
    expectError(
      await call('POST', `/v2/business/${parentId}/link-requests/${request.id}/approve`, child),
      403,
      'forbidden',
    );
    const declined = await call(
      'POST',
      `/v2/business/${parentId}/link-requests/${request.id}/decline`,
      parent,
    );
    expect(declined.json()).toMatchObject({ status: 'DECLINED' });
    expect((await call('GET', `/v2/business?id=${childId}`, child)).json().parent_business_id).toBeNull();
    expect(
      (await call('GET', `/v2/business/${parentId}/link-requests`, parent)).json().link_requests,
    ).toEqual([]);
  });

  it('stores a request to a business that does not exist like any other; nobody ever sees it', async () => {
    const creator = await registerCustomer(testApp.app);
    const before = await rows();
    const created = await call('POST', '/v2/business', creator, {
      name: 'Orphan',
      business_type: 'subsidiary',
      parent_business_id: missingId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().parent_business_id).toBeNull();
    expect(await rows()).toMatchObject({ linkRequests: before.linkRequests + 1 });
    expectError(await call('GET', `/v2/business/${missingId}/link-requests`, creator), 404, 'not_found');
  });
});
