import { describe, expect, it } from 'vitest';
import {
  accountRows,
  bearer,
  freshEmail,
  register,
  registerBusiness,
  registerCustomer,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now, rateLimits: { register: { limit: 3, windowMs: 60_000 } } });

const rows = () => accountRows(testApp.database.db);

const customer = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: testPassword,
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_type: 'CUSTOMER',
  ...overrides,
});

const business = (overrides: Record<string, unknown> = {}) =>
  customer({
    user_type: 'BUSINESS',
    company_name: 'Acme Robots',
    business_type: 'parent_company',
    ...overrides,
  });

/** Expects a 400 that wrote nothing. */
async function expectRefused(body: Record<string, unknown>, error?: RegExp | string) {
  const before = await rows();
  const response = await register(testApp.app, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('validation_failed');
  if (error !== undefined) expect(response.json().error).toMatch(error);
  expect(await rows()).toEqual(before);
  return response.json();
}

describe('POST /v2/auth/register', () => {
  it('creates a customer, signs it in and answers 201 with the session', async () => {
    const email = freshEmail('Mixed.Case');
    const response = await register(
      testApp.app,
      customer({ email: `  ${email.toUpperCase()} `, phone_number: '+1 555 0100' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 900,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: email.toLowerCase(),
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '+1 555 0100',
        user_type: 'CUSTOMER',
        role: 'customer',
        created_at: clock.now().toISOString(),
      },
      memberships: [],
      acting_business_id: null,
    });
    const [stored] = await testApp.database.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users WHERE id = $1',
      [body.user.id],
    );
    expect(stored?.email).toBe(email.toLowerCase());
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored?.password_hash).not.toContain(testPassword);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/v2/auth/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email.toLowerCase());
  });

  it('creates a parent company with the user as its ADMIN, role parent_dealership', async () => {
    const before = await rows();
    const session = await registerBusiness(testApp.app, { company_name: 'Parent Robotics' });
    expect(session.user).toMatchObject({ user_type: 'BUSINESS', role: 'parent_dealership' });
    expect(session.memberships).toEqual([
      {
        id: expect.any(String),
        business_id: expect.any(String),
        role: 'ADMIN',
        roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'],
        name: 'Parent Robotics',
        logo_url: null,
      },
    ]);
    const [stored] = await testApp.database.db.query<Record<string, unknown>>(
      'SELECT name, business_type, parent_business_id FROM businesses WHERE id = $1',
      [session.memberships[0]?.business_id],
    );
    expect(stored).toEqual({
      name: 'Parent Robotics',
      business_type: 'parent_company',
      parent_business_id: null,
    });
    const after = await rows();
    expect(after).toMatchObject({
      users: (before.users ?? 0) + 1,
      businesses: (before.businesses ?? 0) + 1,
      members: (before.members ?? 0) + 1,
    });
  });

  it('creates a subsidiary unlinked, with a pending request to the parent it names', async () => {
    const parent = await registerBusiness(testApp.app);
    const parentId = parent.memberships[0]?.business_id;
    const child = await registerBusiness(testApp.app, {
      company_name: 'Child Robotics',
      business_type: 'subsidiary',
      parent_business_id: parentId,
    });
    expect(child.user.role).toBe('child_dealership');
    const [stored] = await testApp.database.db.query<Record<string, unknown>>(
      'SELECT business_type, parent_business_id FROM businesses WHERE id = $1',
      [child.memberships[0]?.business_id],
    );
    expect(stored).toEqual({ business_type: 'subsidiary', parent_business_id: null });
    const requests = await testApp.database.db.query<Record<string, unknown>>(
      'SELECT parent_business_id, status FROM business_link_requests WHERE business_id = $1',
      [child.memberships[0]?.business_id],
    );
    expect(requests).toEqual([{ parent_business_id: parentId, status: 'PENDING' }]);
    // A subsidiary without a parent is fine too.
    const orphan = await registerBusiness(testApp.app, { business_type: 'subsidiary' });
    expect(orphan.user.role).toBe('child_dealership');
  });

  it('answers a parent that does not exist exactly as one that does (nothing tells them apart)', async () => {
    const parent = await registerBusiness(testApp.app);
    const shape = (session: { memberships: { business_id: string }[]; user: Record<string, unknown> }) => ({
      status: 201,
      user: { ...session.user, id: 'x', email: 'x' },
      memberships: session.memberships.map((m) => ({ ...m, id: 'x', business_id: 'x' })),
    });
    const real = await register(
      testApp.app,
      business({ business_type: 'subsidiary', parent_business_id: parent.memberships[0]?.business_id }),
    );
    const missing = await register(
      testApp.app,
      business({ business_type: 'subsidiary', parent_business_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(real.statusCode).toBe(201);
    expect(missing.statusCode).toBe(201);
    expect(shape(missing.json())).toEqual(shape(real.json()));
    expect(Object.keys(missing.json()).sort()).toEqual(Object.keys(real.json()).sort());
  });

  it('refuses a parent for a parent company', async () => {
    const parent = await registerBusiness(testApp.app);
    await expectRefused(
      business({ parent_business_id: parent.memberships[0]?.business_id }),
      /parent_business_id/,
    );
  });

  it('needs company_name and business_type for a business and refuses them for a customer', async () => {
    const noCompany = await expectRefused(business({ company_name: undefined }), /company_name/);
    // The contract's own check names the field, for the form to show it next to it.
    expect(noCompany.fields).toEqual([{ field: 'company_name', message: 'is required' }]);
    const noType = await expectRefused(business({ business_type: undefined }), /business_type/);
    expect(noType.fields).toEqual([{ field: 'business_type', message: 'is required' }]);
    await expectRefused(customer({ company_name: 'Acme' }), /company_name/);
    await expectRefused(customer({ business_type: 'parent_company' }), /business_type/);
    await expectRefused(business({ business_type: 'holding' }), /business_type/);
  });

  it('never lets anyone sign up as an admin', async () => {
    for (const attempt of [
      customer({ user_type: 'ADMIN' }),
      customer({ user_type: 'admin' }),
      customer({ role: 'admin' }),
      business({ role: 'admin' }),
      customer({ user_type: 'CUSTOMER', is_admin: true }),
    ]) {
      await expectRefused(attempt);
    }
    const [admins] = await testApp.database.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE role = 'admin'",
    );
    expect(admins?.count).toBe(0);
  });

  it('answers 409 for an e-mail already registered, whatever its case or spaces', async () => {
    const email = freshEmail('taken');
    await registerCustomer(testApp.app, { email });
    const before = await rows();
    for (const again of [email, email.toUpperCase(), ` ${email.replace(/^t/, 'T')} `]) {
      const response = await register(testApp.app, business({ email: again }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'conflict',
        message: 'An account with this email already exists',
      });
    }
    // The business of the refused sign-up was rolled back with it.
    expect(await rows()).toEqual(before);
  });

  it('refuses weak passwords, saying what is needed', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890', 'abc 123']) {
      const body = await expectRefused(customer({ password }), 'body/password is too weak');
      expect(body.message).toBe(
        'Password must be at least 8 characters long and contain at least one letter and one digit',
      );
      expect(body.fields).toEqual([
        {
          field: 'password',
          message: 'must be at least 8 characters long and contain at least one letter and one digit',
        },
      ]);
    }
    await expectRefused(customer({ password: `a1${'x'.repeat(127)}` }), /password/);
  });

  it('refuses malformed input and unknown fields, writing nothing', async () => {
    await expectRefused(customer({ email: 'not-an-email' }), /^body\/email/);
    await expectRefused(customer({ first_name: '' }), /^body\/first_name/);
    await expectRefused(customer({ phone_number: 'call me' }), /^body\/phone_number/);
    await expectRefused(customer({ last_name: undefined }), /last_name/);
    await expectRefused(customer({ password_hash: 'x' }), 'body/password_hash is not allowed');
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const address = '203.0.113.9';
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/register',
        remoteAddress: address,
        payload: customer(),
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
    const before = await rows();
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBe(60);
    expect(await rows()).toEqual(before);
    clock.advance(60_000);
    expect((await send()).statusCode).toBe(201);
  });
});
