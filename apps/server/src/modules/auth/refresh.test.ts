import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now, auth: { refreshGraceSeconds: 10 } });

const refresh = (token: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { refresh_token: token } });

const me = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers: bearer(token) });

const day = 24 * 60 * 60_000;

async function expectRefused(token: string, message: string) {
  const response = await refresh(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'unauthenticated', message });
}

describe('POST /v2/auth/refresh', () => {
  it('rotates: a new pair of the same session; the access token works', async () => {
    const session = await registerCustomer(testApp.app);
    clock.advance(60_000);
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect(pair.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeJwt(pair.access_token).sid).toBe(decodeJwt(session.access_token).sid);
    expect(decodeJwt(pair.access_token).iat).toBe(Math.floor(clock.now().getTime() / 1000));
    expect((await me(pair.access_token)).statusCode).toBe(200);
    // Only hashes are stored.
    const stored = await testApp.database.db.query<{ token_hash: string; used_at: Date | null }>(
      'SELECT token_hash, used_at FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE s.user_id = $1 ORDER BY t.created_at',
      [session.user.id],
    );
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.token_hash).join()).not.toContain(pair.refresh_token);
    expect(stored[0]?.used_at).toEqual(clock.now());
    expect(stored[1]?.used_at).toBeNull();
  });

  it('answers a used token again within the grace with the very same pair (concurrent tabs)', async () => {
    const session = await registerCustomer(testApp.app);
    const first = (await refresh(session.refresh_token)).json();
    clock.advance(4_000);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, expires_in: 896 });
    clock.advance(6_000);
    expect((await refresh(session.refresh_token)).json().refresh_token).toBe(first.refresh_token);
    // The child still rotates normally afterwards.
    const next = await refresh(first.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh_token).not.toBe(first.refresh_token);
  });

  it('serves two refreshes of one token sent at once with one pair', async () => {
    const session = await registerCustomer(testApp.app);
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(a?.json()).toEqual(b?.json());
    const [count] = await testApp.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE s.user_id = $1',
      [session.user.id],
    );
    expect(count?.count).toBe(2);
  });

  it('within the grace, follows a family that rotated twice to its current pair', async () => {
    const session = await registerCustomer(testApp.app);
    const child = (await refresh(session.refresh_token)).json();
    clock.advance(1_000);
    const grandchild = (await refresh(child.refresh_token)).json();
    clock.advance(1_000);
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().refresh_token).toBe(grandchild.refresh_token);
    expect(replay.json().access_token).toBe(grandchild.access_token);
  });

  it('after the grace, reuse revokes the whole family: its current tokens stop working', async () => {
    const session = await registerCustomer(testApp.app);
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: session.user.email, password: 'correct-horse-9' },
    });
    const child = (await refresh(session.refresh_token)).json();
    clock.advance(10_001);
    await expectRefused(
      session.refresh_token,
      'The refresh token was already used; the session has ended, sign in again',
    );
    await expectRefused(child.refresh_token, 'The session has ended; sign in again');
    expect((await me(child.access_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
    // Within the grace again? Still revoked.
    await expectRefused(session.refresh_token, 'The session has ended; sign in again');
    // The user's other session is untouched.
    expect((await me(other.json().access_token)).statusCode).toBe(200);
    expect((await refresh(other.json().refresh_token)).statusCode).toBe(200);
    const [row] = await testApp.database.db.query<{ revoked_reason: string }>(
      'SELECT revoked_reason FROM auth_sessions WHERE id = $1',
      [decodeJwt(session.access_token).sid],
    );
    expect(row?.revoked_reason).toBe('refresh_token_reuse');
  });

  it('ends 30 days after sign-in however often it rotated', async () => {
    const session = await registerCustomer(testApp.app);
    let token = session.refresh_token;
    for (let i = 0; i < 3; i++) {
      clock.advance(9 * day);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json().refresh_token;
    }
    clock.advance(3 * day - 1000);
    const lastDay = await refresh(token);
    expect(lastDay.statusCode).toBe(200);
    // The last access token of the family ends with it, not 15 minutes later.
    const lastAccess = lastDay.json().access_token;
    clock.advance(1000);
    await expectRefused(lastDay.json().refresh_token, 'The session has expired; sign in again');
    expect((await me(lastAccess)).statusCode).toBe(401);
  });

  it('refuses unknown and garbage tokens with 401, and malformed bodies with 400', async () => {
    const session = await registerCustomer(testApp.app);
    for (const token of ['garbage', `${session.refresh_token}x`, session.access_token, 'A'.repeat(43)]) {
      await expectRefused(token, 'Invalid refresh token');
    }
    for (const payload of [
      {},
      { refresh_token: '' },
      { refresh_token: 42 },
      { refresh_token: 'a', extra: 1 },
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
