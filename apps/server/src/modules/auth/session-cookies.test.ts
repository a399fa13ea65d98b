import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, freshAddress, freshEmail, register, testClock, testPassword } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { deviceCookieName } from './sign-in-limits.ts';

// The browser session (DESIGN §3): with `X-Token-Delivery: cookie` the refresh token lives only in an
// HttpOnly cookie the server sets and clears; without it API clients keep the body delivery.

const clock = testClock();
// trustProxy: the https cases come through a proxy that says so in X-Forwarded-Proto.
const testApp = useTestApp({ now: clock.now, trustProxy: true, auth: { refreshGraceSeconds: 10 } });

const day = 24 * 60 * 60;
const cookieDelivery = { 'x-token-delivery': 'cookie' };
const overHttps = { 'x-forwarded-proto': 'https' };
/** No header, or `body`: the API clients' delivery. */
const bodyDeliveries: Record<string, string>[] = [{}, { 'x-token-delivery': 'body' }];

/**
 * The session cookies an answer sets. The device cookie a successful sign-in also sets belongs to the
 * sign-in limits (`sign-in-limits.test.ts`) and is left out here.
 */
const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.filter((line) => !line.startsWith(`${deviceCookieName}=`) && !line.startsWith('auth-token='));
};

/** The access-token cookie lines of an answer (document links), checked on their own. */
const accessCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.filter((line) => line.startsWith('auth-token='));
};

/** The refresh token a `Set-Cookie` answer put in the `refresh-token` cookie. */
function refreshCookieOf(response: LightMyRequestResponse): string {
  const found = setCookies(response)
    .map((line) => /^refresh-token=([^;]*);/.exec(line)?.[1])
    .find((value) => value !== undefined && value !== '');
  if (found === undefined) throw new Error(`no refresh-token cookie in ${JSON.stringify(response.headers)}`);
  return found;
}

const expectedSet = (token: string, maxAge: number, secure = false) => [
  `refresh-token=${token}; Max-Age=${maxAge}; Path=/v2/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  `session-hint=1; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`,
];

const expectedClear = (secure = false) => [
  `refresh-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/v2/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  `session-hint=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`,
];

const customer = (email = freshEmail('cookie')) => ({
  email,
  password: testPassword,
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_type: 'CUSTOMER',
});

function signInByCookie(email: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    remoteAddress: freshAddress(),
    headers: { ...cookieDelivery, ...headers },
    payload: { email, password: testPassword },
  });
}

/** A new account signed in with cookie delivery: its access token and its refresh cookie. */
async function browserSession(headers: Record<string, string> = {}) {
  const email = freshEmail('browser');
  const created = await register(testApp.app, customer(email));
  expect(created.statusCode).toBe(201);
  const response = await signInByCookie(email, headers);
  expect(response.statusCode).toBe(200);
  return {
    email,
    response,
    access: response.json().access_token as string,
    cookie: refreshCookieOf(response),
  };
}

function refreshByCookie(cookie: string | undefined, headers: Record<string, string> = cookieDelivery) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v2/auth/refresh',
    headers: {
      ...headers,
      ...(cookie === undefined ? {} : { cookie: `session-hint=1; refresh-token=${cookie}` }),
    },
  });
}

const me = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers: bearer(token) });

describe('cookie delivery (browsers)', () => {
  it('login sets the HttpOnly refresh cookie and the hint, and leaves the refresh token out of the body', async () => {
    const { response, cookie, access } = await browserSession();
    expect(Object.keys(response.json()).sort()).toEqual([
      'access_token',
      'acting_business_id',
      'expires_in',
      'memberships',
      'token_type',
      'user',
    ]);
    expect(response.body).not.toContain(cookie);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookies(response)).toEqual(expectedSet(cookie, 30 * day));
    expect((await me(access)).statusCode).toBe(200);
  });

  it('sets the access token in HttpOnly cookies for document links and event streams only, and clears them on logout', async () => {
    const { response, access, cookie } = await browserSession();
    expect(accessCookies(response)).toEqual([
      `auth-token=${access}; Max-Age=900; Path=/api/documents; HttpOnly; SameSite=Strict`,
      `auth-token=${access}; Max-Age=900; Path=/v2/workflows; HttpOnly; SameSite=Strict`,
      `auth-token=${access}; Max-Age=900; Path=/v2/notifications/events; HttpOnly; SameSite=Strict`,
      `auth-token=${access}; Max-Age=900; Path=/v2/fleet; HttpOnly; SameSite=Strict`,
    ]);
    const refreshed = await refreshByCookie(cookie);
    const next = refreshed.json().access_token;
    expect(accessCookies(refreshed)).toEqual([
      `auth-token=${next}; Max-Age=900; Path=/api/documents; HttpOnly; SameSite=Strict`,
      `auth-token=${next}; Max-Age=900; Path=/v2/workflows; HttpOnly; SameSite=Strict`,
      `auth-token=${next}; Max-Age=900; Path=/v2/notifications/events; HttpOnly; SameSite=Strict`,
      `auth-token=${next}; Max-Age=900; Path=/v2/fleet; HttpOnly; SameSite=Strict`,
    ]);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/logout',
      headers: { ...bearer(next), ...cookieDelivery, cookie: `refresh-token=${refreshCookieOf(refreshed)}` },
      payload: {},
    });
    expect(logout.statusCode).toBe(204);
    expect(accessCookies(logout)).toEqual([
      'auth-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/api/documents; HttpOnly; SameSite=Strict',
      'auth-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/v2/workflows; HttpOnly; SameSite=Strict',
      'auth-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/v2/notifications/events; HttpOnly; SameSite=Strict',
      'auth-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/v2/fleet; HttpOnly; SameSite=Strict',
    ]);
  });

  it('adds Secure when the request came over https (X-Forwarded-Proto through a trusted proxy)', async () => {
    const { response, cookie } = await browserSession(overHttps);
    expect(setCookies(response)).toEqual(expectedSet(cookie, 30 * day, true));
    const refreshed = await refreshByCookie(cookie, { ...cookieDelivery, ...overHttps });
    expect(setCookies(refreshed)).toEqual(expectedSet(refreshCookieOf(refreshed), 30 * day, true));
    const refused = await refreshByCookie('not-a-token', { ...cookieDelivery, ...overHttps });
    expect(setCookies(refused)).toEqual(expectedClear(true));
  });

  it('register sets the cookies too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/register',
      remoteAddress: freshAddress(),
      headers: cookieDelivery,
      payload: customer(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().refresh_token).toBeUndefined();
    expect(setCookies(response)).toEqual(expectedSet(refreshCookieOf(response), 30 * day));
  });

  it('refresh reads the cookie, rotates it, answers only the access token, and keeps the session’s end', async () => {
    const { cookie, access } = await browserSession();
    clock.advance(day * 1000 + 500);
    const response = await refreshByCookie(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), expires_in: 900 });
    const next = refreshCookieOf(response);
    expect(next).not.toBe(cookie);
    expect(response.body).not.toContain(next);
    // 29 days and half a second left: the cookie lives no longer than the session.
    expect(setCookies(response)).toEqual(expectedSet(next, 29 * day - 1));
    expect(decodeJwt(body.access_token).sid).toBe(decodeJwt(access).sid);
    expect((await me(body.access_token)).statusCode).toBe(200);
  });

  it('never reads the cookie without X-Token-Delivery: cookie, so a script cannot get a token in a body', async () => {
    const { cookie } = await browserSession();
    for (const headers of bodyDeliveries) {
      const response = await refreshByCookie(cookie, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(setCookies(response)).toEqual([]);
    }
    // The cookie was not spent by those attempts.
    expect((await refreshByCookie(cookie)).statusCode).toBe(200);
  });

  it('refuses an unknown delivery with 400', async () => {
    const response = await refreshByCookie('x', { 'x-token-delivery': 'script' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 401 and clears the cookies when cookie delivery finds no cookie', async () => {
    const response = await refreshByCookie(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated', message: 'No refresh token available' });
    expect(setCookies(response)).toEqual(expectedClear());
  });

  it('within the grace, a spent cookie gets the same child again (two tabs)', async () => {
    const { cookie } = await browserSession();
    const first = await refreshByCookie(cookie);
    clock.advance(3_000);
    const second = await refreshByCookie(cookie);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).toBe(refreshCookieOf(first));
  });

  it('reuse of a spent cookie after the grace ends the session and clears the cookies', async () => {
    const { cookie, access } = await browserSession();
    const rotated = refreshCookieOf(await refreshByCookie(cookie));
    clock.advance(10_001);
    const reused = await refreshByCookie(cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      code: 'unauthenticated',
      message: 'The refresh token was already used; the session has ended, sign in again',
    });
    expect(setCookies(reused)).toEqual(expectedClear());
    const current = await refreshByCookie(rotated);
    expect(current.statusCode).toBe(401);
    expect(setCookies(current)).toEqual(expectedClear());
    expect((await me(access)).statusCode).toBe(401);
  });

  it('logout revokes the cookie’s session as well as the bearer’s, and clears the cookies', async () => {
    const first = await browserSession();
    // A second browser session of the same user: its cookie comes with the first session's bearer.
    const second = await signInByCookie(first.email);
    const secondCookie = refreshCookieOf(second);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/logout',
      headers: { ...bearer(first.access), ...cookieDelivery, cookie: `refresh-token=${secondCookie}` },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response)).toEqual(expectedClear());
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(second.json().access_token)).statusCode).toBe(401);
    expect((await refreshByCookie(first.cookie)).statusCode).toBe(401);
    expect((await refreshByCookie(secondCookie)).statusCode).toBe(401);
  });

  it('logout leaves alone a cookie of another user’s session', async () => {
    const mine = await browserSession();
    const theirs = await browserSession();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/logout',
      headers: { ...bearer(mine.access), cookie: `refresh-token=${theirs.cookie}` },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response)).toEqual(expectedClear());
    expect((await me(theirs.access)).statusCode).toBe(200);
    expect((await refreshByCookie(theirs.cookie)).statusCode).toBe(200);
  });
});

describe('body delivery (API clients) is unchanged', () => {
  it('login, refresh and logout carry the refresh token in bodies and set no session cookie', async () => {
    const email = freshEmail('api');
    await register(testApp.app, customer(email));
    for (const headers of bodyDeliveries) {
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/login',
        remoteAddress: freshAddress(),
        headers,
        payload: { email, password: testPassword },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(setCookies(login)).toEqual([]);

      const refreshed = await testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/refresh',
        headers,
        payload: { refresh_token: login.json().refresh_token },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 900,
      });
      expect(setCookies(refreshed)).toEqual([]);

      const refused = await testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/refresh',
        headers,
        payload: { refresh_token: 'not-a-token' },
      });
      expect(refused.statusCode).toBe(401);
      expect(setCookies(refused)).toEqual([]);

      const logout = await testApp.app.inject({
        method: 'POST',
        url: '/v2/auth/logout',
        headers: { ...headers, ...bearer(refreshed.json().access_token) },
        payload: { refresh_token: refreshed.json().refresh_token },
      });
      expect(logout.statusCode).toBe(204);
      expect(setCookies(logout)).toEqual([]);
    }
  });

  it('refresh without a token in the body is a 400', async () => {
    for (const payload of [undefined, {}]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        error: expect.stringContaining('refresh_token'),
      });
    }
  });
});
