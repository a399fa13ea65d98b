import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountRows,
  bearer,
  freshAddress,
  freshEmail,
  registerCustomer,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError } from '../../test/requests.ts';
import { namesFromEmail } from './auth.ts';

// The legacy sign-out, refresh and registration (issue 29), translated onto the v2 auth operations: the same
// tokens, the same limits, the old `role` mapped onto v2's `user_type`.
const minute = 60_000;
const testApp = useTestApp({
  rateLimits: { loginAccount: { limit: 4, windowMs: 15 * minute, backoff: true } },
});

function post(
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) {
  return testApp.app.inject({ method: 'POST', url, remoteAddress, headers, payload: payload as string });
}

function expectDeprecated(response: LightMyRequestResponse, successor: string) {
  expect(response.headers.deprecation).toBe('@1796083200');
  expect(response.headers.sunset).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
  expect(response.headers.link).toContain(`<${successor}>; rel="successor-version"`);
}

const me = (accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers: bearer(accessToken) });

describe('namesFromEmail', () => {
  it('takes the words of the local part, else the domain, as the names v2 requires', () => {
    expect(namesFromEmail('ada.lovelace@example.com')).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(namesFromEmail('grace_b-hopper@example.com')).toEqual({
      first_name: 'Grace',
      last_name: 'B Hopper',
    });
    expect(namesFromEmail('ada@acme.io')).toEqual({ first_name: 'Ada', last_name: 'Acme' });
    expect(namesFromEmail('...@acme.io')).toEqual({ first_name: '...', last_name: 'Acme' });
  });
});

describe('POST /auth/register', () => {
  it('registers role customer as a v2 CUSTOMER, answering the tokens the old client reads', async () => {
    const email = freshEmail('ada.lovelace');
    const response = await post('/auth/register', { email, password: testPassword, role: 'customer' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      access_token: expect.stringMatching(/\./),
      refresh_token: expect.any(String),
      user: { email, user_type: 'CUSTOMER', role: 'customer' },
    });
    expectDeprecated(response, '/v2/auth/register');
    const profile = (await me(body.access_token)).json();
    expect(profile).toMatchObject({ first_name: 'Ada', last_name: expect.stringMatching(/^Lovelace/) });
  });

  it.each([
    ['parent_dealership', 'parent_dealership'],
    ['child_dealership', 'child_dealership'],
  ])('registers role %s as a v2 BUSINESS with that role and a business', async (role, v2Role) => {
    const email = freshEmail('grace');
    const response = await post('/auth/register', {
      email,
      password: testPassword,
      role,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email, user_type: 'BUSINESS', role: v2Role });
    expect(body.memberships).toEqual([expect.objectContaining({ name: 'Grace Hopper', role: 'ADMIN' })]);
    const named = await post('/auth/register', {
      email: freshEmail('named'),
      password: testPassword,
      role,
      company_name: 'Hopper Robotics',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().memberships).toEqual([expect.objectContaining({ name: 'Hopper Robotics' })]);
  });

  it.each([
    ['a NUL in the e-mail', { email: 'a\u0000@example.com', password: testPassword, role: 'customer' }],
    [
      'a lone surrogate in a name',
      { email: 'b@example.com', password: testPassword, role: 'customer', first_name: '\ud800' },
    ],
    ['an unknown role', { email: 'c@example.com', password: testPassword, role: 'admin' }],
    ['no role', { email: 'd@example.com', password: testPassword }],
    [
      'a line break in a name',
      { email: 'e@example.com', password: testPassword, role: 'customer', last_name: 'A\nB' },
    ],
    ['a short password (v2 rule)', { email: 'f@example.com', password: 'x', role: 'customer' }],
    [
      'a company for a customer (v2 rule)',
      { email: 'g@example.com', password: testPassword, role: 'customer', company_name: 'Co' },
    ],
    ['an invalid e-mail (v2 rule)', { email: 'not-an-email', password: testPassword, role: 'customer' }],
  ])('refuses %s with 400 in the error shape, creating nothing', async (_case, body) => {
    const before = await accountRows(testApp.database.db);
    const response = await post('/auth/register', body);
    expectError(response, 400, 'validation_failed');
    expectDeprecated(response, '/v2/auth/register');
    expect(await accountRows(testApp.database.db)).toEqual(before);
  });

  it('answers an e-mail already registered with v2 409', async () => {
    const { user } = await registerCustomer(testApp.app);
    const before = await accountRows(testApp.database.db);
    const response = await post('/auth/register', {
      email: user.email,
      password: testPassword,
      role: 'customer',
    });
    expectError(response, 409, 'conflict');
    expect(await accountRows(testApp.database.db)).toEqual(before);
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  it('trades the refresh token for a new pair; the old one stops working', async () => {
    const session = await registerCustomer(testApp.app);
    const response = await post('/auth/refresh', { refresh_token: session.refresh_token });
    expect(response.statusCode, response.body).toBe(200);
    const pair = response.json();
    expect(pair).toMatchObject({
      access_token: expect.stringMatching(/\./),
      refresh_token: expect.any(String),
    });
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expectDeprecated(response, '/v2/auth/refresh');
    expect((await me(pair.access_token)).statusCode).toBe(200);
    expectError(await post('/auth/refresh', { refresh_token: 'not-a-token' }), 401, 'unauthenticated');
    expectError(await post('/auth/refresh', {}), 400, 'validation_failed');
    expectError(await post('/auth/refresh', { refresh_token: 'a\u0000' }), 400, 'validation_failed');
  });

  it("signs out: the session ends; without a token, 401; another user's session stays", async () => {
    const session = await registerCustomer(testApp.app);
    const headers = bearer(session.access_token);
    const response = await post('/auth/logout', { refresh_token: session.refresh_token }, headers);
    expect(response.statusCode, response.body).toBe(204);
    expectDeprecated(response, '/v2/auth/logout');
    expect((await me(session.access_token)).statusCode).toBe(401);
    expectError(
      await post('/auth/refresh', { refresh_token: session.refresh_token }),
      401,
      'unauthenticated',
    );
    expectError(await post('/auth/logout', undefined), 401, 'unauthenticated');
    // Another user's sign-out leaves this one's session alone.
    const other = await registerCustomer(testApp.app);
    const mine = await registerCustomer(testApp.app);
    expect((await post('/auth/logout', undefined, bearer(other.access_token))).statusCode).toBe(204);
    expect((await me(mine.access_token)).statusCode).toBe(200);
  });
});

describe('the sign-in limits', () => {
  it('counts a legacy and a v2 attempt against the same limit, each once', async () => {
    const { user } = await registerCustomer(testApp.app);
    const address = freshAddress();
    const attempt = (url: string) =>
      post(url, { email: user.email, password: 'wrong-password-1' }, {}, address);
    // The account's limit is 4 from one address: alternating generations, the fifth attempt is refused.
    for (const url of ['/auth/login', '/v2/auth/login', '/auth/login', '/v2/auth/login']) {
      expect((await attempt(url)).statusCode).toBe(401);
    }
    const limited = await attempt('/auth/login');
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectDeprecated(limited, '/v2/auth/login');
    expectError(await attempt('/v2/auth/login'), 429, 'rate_limited');
  });
});
