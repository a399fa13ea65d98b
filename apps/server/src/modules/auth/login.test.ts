import { describe, expect, it } from 'vitest';
import {
  accountRows,
  freshEmail,
  login,
  registerBusiness,
  registerCustomer,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
// The rate limits are tested in sign-in-limits.test.ts.
const testApp = useTestApp({ now: clock.now });

describe('POST /v2/auth/login', () => {
  it('signs in with the e-mail in any case and answers the session with user and memberships', async () => {
    const registered = await registerBusiness(testApp.app, { company_name: 'Login Robotics' });
    const response = await login(testApp.app, `  ${registered.user.email.toUpperCase()}  `, testPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      user: { ...registered.user, email: registered.user.email },
      memberships: registered.memberships,
      acting_business_id: registered.memberships[0]?.business_id,
    });
    expect(body.memberships).toEqual([
      {
        id: expect.any(String),
        business_id: expect.any(String),
        role: 'ADMIN',
        roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'],
        name: 'Login Robotics',
        logo_url: null,
      },
    ]);
    // A new session, not the registration's.
    expect(body.refresh_token).not.toBe(registered.refresh_token);
    const [sessions] = await testApp.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM auth_sessions WHERE user_id = $1',
      [registered.user.id],
    );
    expect(sessions?.count).toBe(2);
  });

  it('answers unknown e-mail and wrong password with the same 401, writing nothing', async () => {
    const { user } = await registerCustomer(testApp.app);
    const before = await accountRows(testApp.database.db);
    const wrongPassword = await login(testApp.app, user.email, 'wrong-password-1');
    const unknownEmail = await login(testApp.app, freshEmail('nobody'), testPassword);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Invalid email or password' });
    }
    expect(wrongPassword.headers['content-type']).toBe(unknownEmail.headers['content-type']);
    expect(await accountRows(testApp.database.db)).toEqual(before);
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [
      { email: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.co', password: '' },
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/v2/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
