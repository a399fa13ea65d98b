import { type components, REFRESH_TOKEN_COOKIE, SESSION_HINT_COOKIE } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];

/** An unsigned JWT with the given claims; the client only reads claims, the server would verify them. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** An access token for `sub` that is an hour away from expiry, so no refresh is due. */
export function accessTokenFor(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeAccessToken({ sub, iat: now, exp: now + 3600, sid: 'session-1' });
}

export const USER_ID = '7c1e8f0a-3b7d-4c59-9a51-0d3c2b1f4e21';

/** The signed-in user as GET /v2/auth/me answers. */
export function aCurrentUser(overrides: Partial<Schemas['CurrentUser']> = {}): Schemas['CurrentUser'] {
  return {
    id: USER_ID,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone_number: null,
    user_type: 'CUSTOMER',
    role: 'customer',
    created_at: '2025-01-15T09:30:00Z',
    memberships: [],
    email_verified: true,
    ...overrides,
    // The business acted for is the first membership unless the override names another (or none).
    acting_business_id:
      overrides.acting_business_id !== undefined
        ? overrides.acting_business_id
        : (overrides.memberships?.[0]?.business_id ?? null),
  };
}

/** A login or registration answer for `user`, as a browser gets it: the refresh token is in the cookie. */
export function anAuthSession(user: Schemas['CurrentUser'] = aCurrentUser()): Schemas['AuthSession'] {
  const { memberships, acting_business_id, email_verified: _verified, ...plainUser } = user;
  return {
    access_token: accessTokenFor(user.id),
    token_type: 'Bearer',
    expires_in: 900,
    user: plainUser,
    memberships,
    acting_business_id,
  };
}

/**
 * The cookies a previous visit left behind when the user stayed signed in, both set by the server: the
 * HttpOnly refresh cookie (the fake server answers an access token for `sub`) and the hint.
 */
export function signedInCookies(sub = USER_ID): Record<string, string> {
  return { [REFRESH_TOKEN_COOKIE]: `refresh-${sub}`, [SESSION_HINT_COOKIE]: '1' };
}

/** An error body as the contract shapes it. */
export function errorBody(code: Schemas['Error']['code'], message: string): Schemas['Error'] {
  return { code, message };
}

/** GET /v2/auth/me answering `user`; the bearer header it received is kept in `seen`. */
export function meHandler(user: Schemas['CurrentUser'] = aCurrentUser(), seen: string[] = []) {
  return http.get('*/v2/auth/me', ({ request }) => {
    seen.push(request.headers.get('Authorization') ?? '');
    return HttpResponse.json(user);
  });
}
