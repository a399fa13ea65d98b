import { randomUUID } from 'node:crypto';
import { base64url, decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { audience, issuer } from './access-token.ts';
import { cookieAuth } from './authenticators.ts';
import { loadAuthKeys } from './context.ts';
import { createSessionCache } from './session-cache.ts';

const secret = 'the-test-signing-secret-of-32-chars-or-more';
const clock = testClock();
let key: Uint8Array;
let session: Session;
const testApp = useTestApp({ now: clock.now, jwtSecret: secret });
beforeAll(async () => {
  key = (await loadAuthKeys(testApp.database.db, secret)).accessToken;
  session = await registerCustomer(testApp.app);
});

const me = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers });

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/** A token like the server's, with parts changed. */
function forge(
  changes: {
    claims?: Record<string, unknown>;
    alg?: string;
    key?: Uint8Array;
    iat?: number;
    exp?: number;
  } = {},
) {
  const iat = changes.iat ?? nowSeconds();
  const claims = {
    sub: session.user.id,
    sid: decodeJwt(session.access_token).sid,
    typ: 'access',
    iss: issuer,
    aud: audience,
    iat,
    exp: changes.exp ?? iat + 900,
    ...changes.claims,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: changes.alg ?? 'HS256', typ: 'JWT' })
    .sign(changes.key ?? key);
}

async function expectRejected(headers: Record<string, string>, label: string) {
  const response = await me(headers);
  expect(response.statusCode, label).toBe(401);
  expect(response.json().code, label).toBe('unauthenticated');
  expect(Object.keys(response.json()).sort(), label).toEqual(['code', 'message']);
}

describe('the access token', () => {
  it('carries sub, sid, iat, exp (15 minutes), iss, aud and typ, signed with HS256', () => {
    const [header] = session.access_token.split('.');
    expect(JSON.parse(new TextDecoder().decode(base64url.decode(header ?? '')))).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = decodeJwt(session.access_token);
    expect(claims).toEqual({
      sub: session.user.id,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      typ: 'access',
      iss: 'robomarket',
      aud: 'robomarket-api',
      iat: nowSeconds(),
      exp: nowSeconds() + 900,
    });
  });

  it('admits a well-formed token of a live session, and a token forged with the right key (the check is sound)', async () => {
    expect((await me(bearer(session.access_token))).statusCode).toBe(200);
    expect((await me(bearer(await forge()))).statusCode).toBe(200);
  });

  it('rejects every kind of bad credential with 401 unauthenticated', async () => {
    const otherKey = new TextEncoder().encode('another-secret-another-secret-another');
    const [header, payload, signature] = session.access_token.split('.');
    const claims = decodeJwt(session.access_token);
    const tamperedPayload = base64url.encode(JSON.stringify({ ...claims, sub: randomUUID() }));
    const flippedSignature = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: [string, Record<string, string>][] = [
      ['no header', {}],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['garbage', bearer('not.a.jwt')],
      ['alg none', bearer(new UnsecuredJWT({ ...claims }).encode())],
      [
        'alg none header on a real payload',
        bearer(`${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`),
      ],
      ['tampered payload', bearer(`${header}.${tamperedPayload}.${signature}`)],
      ['tampered signature', bearer(`${header}.${payload}.${flippedSignature}`)],
      ['other key', bearer(await forge({ key: otherKey }))],
      ['HS512 with the right key', bearer(await forge({ alg: 'HS512' }))],
      ['expired', bearer(await forge({ iat: nowSeconds() - 901, exp: nowSeconds() - 1 }))],
      ['wrong audience', bearer(await forge({ claims: { aud: 'someone-else' } }))],
      ['wrong issuer', bearer(await forge({ claims: { iss: 'evil' } }))],
      ['not an access token', bearer(await forge({ claims: { typ: 'refresh' } }))],
      ['no typ', bearer(await forge({ claims: { typ: undefined } }))],
      ['no sid', bearer(await forge({ claims: { sid: undefined } }))],
      ['no sub', bearer(await forge({ claims: { sub: undefined } }))],
      ['no exp', bearer(await forge({ claims: { exp: undefined } }))],
      ['no iat', bearer(await forge({ claims: { iat: undefined } }))],
      ['unknown sid', bearer(await forge({ claims: { sid: randomUUID() } }))],
      ['sid not a uuid', bearer(await forge({ claims: { sid: "x' OR '1'='1" } }))],
      ['refresh token as bearer', bearer(session.refresh_token)],
    ];
    for (const [label, headers] of cases) await expectRejected(headers, label);
  });

  it('rejects a token whose sid belongs to another user', async () => {
    const other = await registerCustomer(testApp.app);
    const mixed = await forge({ claims: { sid: decodeJwt(other.access_token).sid } });
    await expectRejected(bearer(mixed), 'sid of another user');
  });

  it('expires after 15 minutes by the server clock', async () => {
    const fresh = await registerCustomer(testApp.app);
    clock.advance(14 * 60_000);
    expect((await me(bearer(fresh.access_token))).statusCode).toBe(200);
    clock.advance(60_000 + 1000);
    await expectRejected(bearer(fresh.access_token), 'expired');
  });

  it('is refused everywhere a token is required (not only /me)', async () => {
    for (const [method, url] of [
      ['PATCH', '/v2/auth/me'],
      ['POST', '/v2/auth/password'],
      ['POST', '/v2/auth/logout'],
      ['GET', '/v2/business/list'],
      ['POST', '/v2/business'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: bearer('forged'), payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('reads the access token from the auth-token cookie for cookieAuth operations', async () => {
    const fresh = await registerCustomer(testApp.app);
    const request = (cookie: string) =>
      ({ headers: { cookie }, routeOptions: { config: {} } }) as unknown as Parameters<typeof cookieAuth>[0];
    const context = {
      db: testApp.database.db,
      now: clock.now,
      services: {
        auth: {
          keys: { accessToken: key },
          sessions: createSessionCache({ db: testApp.database.db, ttlMs: 5000, maxEntries: 10 }),
          settings: { requireVerifiedEmail: false },
        },
      },
    } as never;
    const admitted = request(`theme=dark; auth-token=${encodeURIComponent(fresh.access_token)}`);
    expect(await cookieAuth(admitted, context)).toBe(true);
    expect(admitted.user?.id).toBe(fresh.user.id);
    expect(await cookieAuth(request('theme=dark'), context)).toBe(false);
    await expect(cookieAuth(request('auth-token=forged'), context)).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

describe('the signing secret', () => {
  it('is generated once and kept in the database, so tokens survive a restart', async () => {
    const first = await buildApp({ jobPollMs: 0, db: testApp.database.db, now: clock.now });
    let token: string;
    try {
      const created = await registerCustomer(first);
      token = created.access_token;
    } finally {
      await first.close();
    }
    const second = await buildApp({ jobPollMs: 0, db: testApp.database.db, now: clock.now });
    try {
      const response = await second.inject({ method: 'GET', url: '/v2/auth/me', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    // A token of the generated secret means nothing to a server configured with JWT_SECRET.
    expect((await me(bearer(token))).statusCode).toBe(401);
    const [row] = await testApp.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM server_secrets',
    );
    expect(row?.count).toBe(1);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', async () => {
    await expect(buildApp({ jobPollMs: 0, db: testApp.database.db, jwtSecret: 'too-short' })).rejects.toThrow(
      /at least 32/,
    );
  });
});
