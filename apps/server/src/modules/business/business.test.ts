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
      created_at: clock.now().toISOString(),
    });
    const me = (await call('GET', '/v2/auth/me', buyer)).json();
    expect(me.memberships).toEqual([
      {
        id: expect.any(String),
        business_id: response.json().id,
        role: 'ADMIN',
        name: 'Buyer Holdings',
        logo_url: 'https://cdn.example.com/logo.png',
      },
    ]);
    // The platform role stays what it was.
    expect(me.role).toBe('customer');
  });

  it('creates a subsidiary under a parent only for an ADMIN of the parent', async () => {
    const created = await call('POST', '/v2/business', owner, {
      name: 'Owner Subsidiary',
      business_type: 'subsidiary',
      parent_business_id: businessId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().parent_business_id).toBe(businessId);

    const before = await rows();
    const stranger = await registerBusiness(testApp.app);
    const strangerRows = await rows();
    const body = { name: 'Hijack', business_type: 'subsidiary', parent_business_id: businessId };
    await expectError(
      await call('POST', '/v2/business', stranger, body),
      404,
      'not_found',
      'Business not found',
    );
    const member = await registerCustomer(testApp.app);
    await call('POST', '/v2/business/member', owner, { business_id: businessId, email: member.user.email });
    const afterMember = await rows();
    await expectError(await call('POST', '/v2/business', member, body), 403, 'forbidden');
    await expectError(
      await call('POST', '/v2/business', owner, { ...body, business_type: 'parent_company' }),
      400,
      'validation_failed',
    );
    await expectError(
      await call('POST', '/v2/business', owner, { ...body, parent_business_id: missingId }),
      404,
      'not_found',
    );
    expect(strangerRows.businesses).toBe(before.businesses + 1);
    expect(await rows()).toEqual(afterMember);
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

describe('POST /v2/business/member', () => {
  it('lets an ADMIN add a registered user by e-mail, as MEMBER unless told', async () => {
    const newcomer = await registerCustomer(testApp.app);
    const response = await call('POST', '/v2/business/member', owner, {
      business_id: businessId,
      email: ` ${newcomer.user.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      business_id: businessId,
      role: 'MEMBER',
      name: 'Owner Robotics',
      logo_url: null,
    });
    expect((await call('GET', `/v2/business?id=${businessId}`, newcomer)).statusCode).toBe(200);
    expect((await call('GET', '/v2/auth/me', newcomer)).json().memberships).toEqual([response.json()]);

    const second = await registerCustomer(testApp.app);
    const asAdmin = await call('POST', '/v2/business/member', owner, {
      business_id: businessId,
      email: second.user.email,
      role: 'ADMIN',
    });
    expect(asAdmin.json().role).toBe('ADMIN');
    // The new ADMIN may add members in turn.
    const third = await registerCustomer(testApp.app);
    expect(
      (
        await call('POST', '/v2/business/member', second, {
          business_id: businessId,
          email: third.user.email,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses everyone else, telling apart only what they may see; writes nothing', async () => {
    const member = await registerCustomer(testApp.app);
    await call('POST', '/v2/business/member', owner, { business_id: businessId, email: member.user.email });
    const target = await registerCustomer(testApp.app);
    const otherAdmin = await registerBusiness(testApp.app);
    const before = await rows();
    const add = (session: Session | undefined, body: Record<string, unknown>) =>
      call('POST', '/v2/business/member', session, {
        business_id: businessId,
        email: target.user.email,
        ...body,
      });

    await expectError(await add(otherAdmin, {}), 404, 'not_found', 'Business not found');
    await expectError(
      await add(otherAdmin, { business_id: missingId }),
      404,
      'not_found',
      'Business not found',
    );
    await expectError(await add(member, {}), 403, 'forbidden', 'Only an ADMIN of this business may do this');
    await expectError(await add(admin, {}), 403, 'forbidden');
    await expectError(await add(undefined, {}), 401, 'unauthenticated');
    await expectError(
      await add(owner, { email: 'nobody-here@example.com' }),
      404,
      'not_found',
      'No user with this email',
    );
    await expectError(
      await add(owner, { email: member.user.email }),
      409,
      'conflict',
      'This user is already a member of the business',
    );
    await expectError(await add(owner, { email: owner.user.email }), 409, 'conflict');
    await expectError(await add(owner, { role: 'OWNER' }), 400, 'validation_failed');
    await expectError(await add(owner, { email: 'not-an-email' }), 400, 'validation_failed');
    expect(await rows()).toEqual(before);
    // The other business's admin still sees nothing of this one.
    expect((await call('GET', `/v2/business?id=${businessId}`, otherAdmin)).statusCode).toBe(404);
  });
});
