import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  registerBusiness,
  registerCustomer,
  signInAgain,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { type Method, useTestApp } from '../../test/app.ts';

const clock = testClock();
const testApp = useTestApp({
  now: clock.now,
  rateLimits: { passwordChange: { limit: 3, windowMs: 15 * 60_000 } },
});

const inject = (method: Method, url: string, token: string, payload?: object) =>
  testApp.call(method, url, { access_token: token }, payload);
const me = (token: string) => inject('GET', '/v2/auth/me', token);
const refresh = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { refresh_token: token } });

const signIn = (email: string) => signInAgain(testApp.app, email);

describe('POST /v2/auth/logout', () => {
  it('ends the session at once: its access and refresh tokens stop working; twice is fine', async () => {
    const session = await registerCustomer(testApp.app);
    const other = await signIn(session.user.email);
    const response = await inject('POST', '/v2/auth/logout', session.access_token);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const refused = await me(session.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'unauthenticated',
      message: 'The session has ended; sign in again',
    });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await inject('POST', '/v2/auth/logout', session.access_token)).statusCode).toBe(204);
    // The revoked token still opens nothing else.
    expect((await inject('GET', '/v2/business/list', session.access_token)).statusCode).toBe(401);
    // Another session of the same user goes on.
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('also ends the session of the refresh token sent, if it is the caller’s', async () => {
    const session = await registerCustomer(testApp.app);
    const second = await signIn(session.user.email);
    const stranger = await registerCustomer(testApp.app);
    const response = await inject('POST', '/v2/auth/logout', session.access_token, {
      refresh_token: second.refresh_token,
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);

    // Someone else's refresh token is left alone.
    const mine = await signIn(session.user.email);
    await inject('POST', '/v2/auth/logout', mine.access_token, { refresh_token: stranger.refresh_token });
    expect((await refresh(stranger.refresh_token)).statusCode).toBe(200);
  });

  it('takes an empty body, and refuses a JSON null or unknown fields', async () => {
    const session = await registerCustomer(testApp.app);
    const send = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/logout',
        headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['null', '{"token":"x"}', '{"refresh_token":""}']) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await send('{}')).statusCode).toBe(204);
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/v2/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Authentication required' });
  });
});

describe('GET and PATCH /v2/auth/me', () => {
  it('answers the user with their memberships', async () => {
    const session = await registerBusiness(testApp.app, {
      company_name: 'Me Robotics',
      phone_number: '+44 20 7946 0000',
    });
    const response = await me(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...session.user,
      memberships: session.memberships,
      acting_business_id: session.memberships[0]?.business_id,
      // Signed up, not yet confirmed (ADR 0097).
      email_verified: false,
    });
    expect(response.json()).toMatchObject({ phone_number: '+44 20 7946 0000', role: 'parent_dealership' });
  });

  it('changes only the fields sent; null removes the phone number', async () => {
    const session = await registerCustomer(testApp.app, { phone_number: '+1 555 0100' });
    clock.advance(1000);
    const renamed = await inject('PATCH', '/v2/auth/me', session.access_token, { first_name: 'Augusta' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...session.user, first_name: 'Augusta' });
    const cleared = await inject('PATCH', '/v2/auth/me', session.access_token, {
      last_name: 'King',
      phone_number: null,
    });
    expect(cleared.json()).toEqual({
      ...session.user,
      first_name: 'Augusta',
      last_name: 'King',
      phone_number: null,
    });
    const phoned = await inject('PATCH', '/v2/auth/me', session.access_token, {
      phone_number: '+33 1 23 45 67 89',
    });
    expect(phoned.json().phone_number).toBe('+33 1 23 45 67 89');
    expect((await me(session.access_token)).json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'King',
    });
  });

  it('refuses an empty change, unknown fields and fields that are not the profile’s', async () => {
    const session = await registerCustomer(testApp.app);
    for (const payload of [
      {},
      { email: 'new@example.com' },
      { role: 'admin' },
      { first_name: '' },
      { phone_number: 'x' },
    ]) {
      const response = await inject('PATCH', '/v2/auth/me', session.access_token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await me(session.access_token)).json()).toEqual({
      ...session.user,
      memberships: [],
      acting_business_id: null,
      email_verified: false,
    });
  });
});

describe('POST /v2/auth/password', () => {
  const change = (token: string, current: string, next: string) =>
    inject('POST', '/v2/auth/password', token, { current_password: current, new_password: next });

  it('changes the password and ends every other session; the caller’s goes on', async () => {
    const session = await registerCustomer(testApp.app);
    const laptop = await signIn(session.user.email);
    const phone = await signIn(session.user.email);
    clock.advance(1000);
    const response = await change(session.access_token, testPassword, 'a-new-password-2');
    expect(response.statusCode).toBe(204);
    for (const other of [laptop, phone]) {
      expect((await me(other.access_token)).statusCode).toBe(401);
      expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    }
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(401);
    expect((await login(testApp.app, session.user.email, 'a-new-password-2')).statusCode).toBe(200);
    const reasons = await testApp.database.db.query<{ revoked_reason: string | null }>(
      'SELECT revoked_reason FROM auth_sessions WHERE id = ANY($1::uuid[]) ORDER BY revoked_reason',
      [[laptop, phone, session].map((s) => decodeJwt(s.access_token).sid)],
    );
    expect(reasons.map((row) => row.revoked_reason)).toEqual(['password_change', 'password_change', null]);
  });

  it('answers a wrong current password with 403 (the session stays valid) and changes nothing', async () => {
    const session = await registerCustomer(testApp.app);
    const other = await signIn(session.user.email);
    const response = await change(session.access_token, 'not-my-password-1', 'a-new-password-2');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      message: 'The current password is wrong',
      error: 'body/current_password is wrong',
    });
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(200);
  });

  it('refuses a weak new password with 400, saying what is needed, and changes nothing', async () => {
    const session = await registerCustomer(testApp.app);
    for (const weak of ['short1', 'lettersonly', '123456789']) {
      const response = await change(session.access_token, testPassword, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Password must be at least 8 characters long and contain at least one letter and one digit',
        error: 'body/new_password is too weak',
        // The field for the form: "New password" + this message, next to that field.
        fields: [
          {
            field: 'new_password',
            message: 'must be at least 8 characters long and contain at least one letter and one digit',
          },
        ],
      });
    }
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(200);
  });

  it('counts current passwords per account: 429 with Retry-After, sign-in stays open', async () => {
    const session = await registerCustomer(testApp.app);
    for (let i = 0; i < 3; i++) {
      expect((await change(session.access_token, `guess-${i}-password`, 'a-new-password-2')).statusCode).toBe(
        403,
      );
    }
    const limited = await change(session.access_token, testPassword, 'a-new-password-2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    // A stolen access token guessing the password does not lock the owner out of signing in.
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(200);
    clock.advance(15 * 60_000);
    // The first access token has expired meanwhile: sign in again, now allowed, and change it.
    const again = await signIn(session.user.email);
    expect((await change(again.access_token, testPassword, 'a-new-password-2')).statusCode).toBe(204);
  });
});
