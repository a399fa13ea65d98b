import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, missingId, signInPlatformAdmin } from '../../test/requests.ts';
import { countBusinessRows } from './repository.ts';

const clock = testClock();
let owner: Session;
let businessId: string;
let admin: Session;
const testApp = useTestApp({ now: clock.now });
beforeAll(async () => {
  owner = await registerBusiness(testApp.app, { company_name: 'Owner Robotics' });
  businessId = owner.memberships[0]?.business_id ?? '';
  admin = await signInPlatformAdmin(testApp, clock.now());
});

const { call } = testApp;

const rows = () => countBusinessRows(testApp.database.db);

/** Invites `session`'s e-mail to the business and accepts as them. */
async function addMember(admin: Session, business: string, session: Session, role = 'MEMBER') {
  const invited = await call('POST', '/v2/business/member', admin, {
    business_id: business,
    email: session.user.email,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call('POST', `/v2/business/invitations/${invited.json().id}/accept`, session);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('POST /v2/business', () => {
  it('lets any signed-in user create a business and makes them its ADMIN', async () => {
    const buyer = await registerCustomer(testApp.app);
    clock.advance(1000);
    const response = await call('POST', '/v2/business', buyer, {
      name: 'Buyer Holdings',
      business_type: 'parent_company',
      logo_url: 'https://cdn.example.com/logo.png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Buyer Holdings',
      logo_url: 'https://cdn.example.com/logo.png',
      business_type: 'parent_company',
      parent_business_id: null,
      billing_address: null,
      shipping_address: null,
      tax_id: null,
      created_at: clock.now().toISOString(),
    });
    const me = (await call('GET', '/v2/auth/me', buyer)).json();
    expect(me.memberships).toEqual([
      {
        id: expect.any(String),
        business_id: response.json().id,
        role: 'ADMIN',
        roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'],
        name: 'Buyer Holdings',
        logo_url: 'https://cdn.example.com/logo.png',
      },
    ]);
    // The platform role stays what it was.
    expect(me.role).toBe('customer');
  });

  it('links a subsidiary at once only for an ADMIN of the parent; others get an unlinked business', async () => {
    const created = await call('POST', '/v2/business', owner, {
      name: 'Owner Subsidiary',
      business_type: 'subsidiary',
      parent_business_id: businessId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().parent_business_id).toBe(businessId);

    const stranger = await registerBusiness(testApp.app);
    const body = { name: 'Hijack', business_type: 'subsidiary', parent_business_id: businessId };
    const asked = await call('POST', '/v2/business', stranger, body);
    const unknown = await call('POST', '/v2/business', stranger, { ...body, parent_business_id: missingId });
    for (const response of [asked, unknown]) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Hijack', parent_business_id: null });
    }
    expect(Object.keys(unknown.json())).toEqual(Object.keys(asked.json()));

    const member = await registerCustomer(testApp.app);
    await addMember(owner, businessId, member);
    const byMember = await call('POST', '/v2/business', member, body);
    expect(byMember.json().parent_business_id).toBeNull();

    const before = await rows();
    await expectError(
      await call('POST', '/v2/business', owner, { ...body, business_type: 'parent_company' }),
      400,
      'validation_failed',
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses bad input and no token, writing nothing', async () => {
    const before = await rows();
    for (const payload of [
      {},
      { name: '', business_type: 'parent_company' },
      { name: 'X', business_type: 'conglomerate' },
      { name: 'X', business_type: 'parent_company', logo_url: 'not a url' },
      { name: 'X', business_type: 'parent_company', owner_id: owner.user.id },
    ]) {
      await expectError(await call('POST', '/v2/business', owner, payload), 400, 'validation_failed');
    }
    await expectError(
      await call('POST', '/v2/business', undefined, { name: 'X', business_type: 'parent_company' }),
      401,
      'unauthenticated',
    );
    expect(await rows()).toEqual(before);
  });
});

describe('GET /v2/business', () => {
  it('shows a business to its members and to platform admins', async () => {
    const response = await call('GET', `/v2/business?id=${businessId}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: businessId,
      name: 'Owner Robotics',
      business_type: 'parent_company',
    });
    expect((await call('GET', `/v2/business?id=${businessId}`, admin)).json()).toEqual(response.json());
  });

  it('answers 404 to everyone else, exactly as for a business that does not exist', async () => {
    const other = await registerBusiness(testApp.app);
    const hidden = await call('GET', `/v2/business?id=${businessId}`, other);
    const missing = await call('GET', `/v2/business?id=${missingId}`, other);
    await expectError(hidden, 404, 'not_found');
    expect(hidden.json()).toEqual(missing.json());
    await expectError(await call('GET', `/v2/business?id=${businessId}`, undefined), 401, 'unauthenticated');
    await expectError(await call('GET', '/v2/business?id=nope', owner), 400, 'validation_failed');
    await expectError(await call('GET', '/v2/business', owner), 400, 'validation_failed');
  });
});

describe('GET /v2/business/list', () => {
  it('lists only the caller’s businesses, newest first, page by page', async () => {
    const lister = await registerBusiness(testApp.app, { company_name: 'List 1' });
    const names = ['List 1'];
    for (const name of ['List 2', 'List 3', 'List 4']) {
      clock.advance(1000);
      await call('POST', '/v2/business', lister, { name, business_type: 'parent_company' });
      names.push(name);
    }
    const first = await call('GET', '/v2/business/list?limit=3', lister);
    expect(first.statusCode).toBe(200);
    expect(first.json().businesses.map((b: { name: string }) => b.name)).toEqual([
      'List 4',
      'List 3',
      'List 2',
    ]);
    expect(first.json().next_cursor).toEqual(expect.any(String));
    const second = await call('GET', `/v2/business/list?limit=3&cursor=${first.json().next_cursor}`, lister);
    expect(second.json()).toEqual({
      businesses: [expect.objectContaining({ name: 'List 1' })],
      next_cursor: null,
    });

    const all = await call('GET', '/v2/business/list', lister);
    expect(all.json().businesses).toHaveLength(4);
    expect(all.json().next_cursor).toBeNull();
    const customer = await registerCustomer(testApp.app);
    expect((await call('GET', '/v2/business/list', customer)).json()).toEqual({
      businesses: [],
      next_cursor: null,
    });
  });

  it('refuses a cursor it did not make and limits out of range', async () => {
    for (const query of ['cursor=abc', 'cursor=WyJ4IiwieSJd', 'limit=0', 'limit=101']) {
      await expectError(await call('GET', `/v2/business/list?${query}`, owner), 400, 'validation_failed');
    }
  });
});
