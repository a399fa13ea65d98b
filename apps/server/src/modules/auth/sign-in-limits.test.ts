import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createRateLimitStore } from '../../lib/rate-limits.ts';
import {
  bearer,
  freshAddress,
  freshEmail,
  registerCustomer,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { deviceCookieName } from './sign-in-limits.ts';

const minute = 60_000;
const clock = testClock();
const rateLimits = {
  loginAccount: { limit: 3, windowMs: 15 * minute, backoff: true },
  loginAddress: { limit: 5, windowMs: 15 * minute },
  loginAccountAnyAddress: { limit: 8, windowMs: 15 * minute, backoff: true },
  loginDevice: { limit: 3, windowMs: 15 * minute },
  passwordChange: { limit: 3, windowMs: 15 * minute, backoff: true },
};
const testApp = useTestApp({ now: clock.now, rateLimits });

function signIn(
  email: string,
  password: string,
  address: string,
  cookie?: string,
  app: FastifyInstance = testApp.app,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    remoteAddress: address,
    payload: { email, password },
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
}

/** The `name=value` of the device cookie a successful sign-in set. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find(({ name }) => name === deviceCookieName);
  if (cookie === undefined) throw new Error(`No device cookie in ${JSON.stringify(response.headers)}`);
  return `${cookie.name}=${cookie.value}`;
}

describe('sign-in limits', () => {
  it('counts attempts before the password check: 40 at once from one address, at most the limit get 401', async () => {
    const { user } = await registerCustomer(testApp.app);
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(user.email, `wrong-password-${i}`, address)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(37);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    for (const response of responses.filter(({ statusCode }) => statusCode === 429)) {
      expect(response.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many failed sign-ins; try again later',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('locks the account for that address only, even with the right password, then lets it in', async () => {
    const { user } = await registerCustomer(testApp.app);
    const attacker = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await signIn(user.email, `wrong-${i}-pw`, attacker)).statusCode).toBe(401);
    clock.advance(minute);
    const limited = await signIn(user.email.toUpperCase(), testPassword, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(14 * 60);
    // The owner, from another address and without a device cookie, still signs in.
    expect((await signIn(user.email, testPassword, freshAddress())).statusCode).toBe(200);
    clock.advance(14 * minute);
    expect((await signIn(user.email, testPassword, attacker)).statusCode).toBe(200);
  });

  it('backs off exponentially: each lock-out in a row lasts twice as long', async () => {
    const { user } = await registerCustomer(testApp.app);
    const attacker = freshAddress();
    const lockOut = async () => {
      for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong-password-1', attacker);
      return signIn(user.email, 'wrong-password-1', attacker);
    };
    expect(Number((await lockOut()).headers['retry-after'])).toBe(15 * 60);
    clock.advance(15 * minute);
    expect(Number((await lockOut()).headers['retry-after'])).toBe(30 * 60);
    clock.advance(30 * minute);
    expect(Number((await lockOut()).headers['retry-after'])).toBe(60 * 60);
  });

  it('limits unknown e-mails the same way as known ones', async () => {
    const email = freshEmail('ghost');
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'whatever-1', address)).statusCode).toBe(401);
    expect((await signIn(email, 'whatever-1', address)).statusCode).toBe(429);
  });

  it('does not use up the limits with successful sign-ins', async () => {
    const { user } = await registerCustomer(testApp.app);
    const address = freshAddress();
    // Nine attempts from one address, over its limit of 5 and the account's of 8; only 4 failed.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await signIn(user.email, 'wrong-password-1', address)).statusCode).toBe(401);
      }
      expect((await signIn(user.email, testPassword, address)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++)
      expect((await signIn(user.email, testPassword, address)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts, with Retry-After; other addresses go on', async () => {
    const address = freshAddress();
    const { user } = await registerCustomer(testApp.app);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(freshEmail('spray'), 'guess-1234', address)).statusCode).toBe(401);
    }
    const limited = await signIn(user.email, testPassword, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    expect((await signIn(user.email, testPassword, freshAddress())).statusCode).toBe(200);
  });

  it('lets the owner in from a known device while an attacker on the same address is locked out', async () => {
    const { user } = await registerCustomer(testApp.app);
    const shared = freshAddress();
    const first = await signIn(user.email, testPassword, shared);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find(({ name }) => name === deviceCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v2/auth' });
    const device = deviceCookie(first);

    // The attacker spends every attempt of the account, from its address and from others.
    for (let i = 0; i < 6; i++) await signIn(user.email, `guess-${i}-password`, shared);
    for (let i = 0; i < 8; i++) await signIn(user.email, `guess-${i}-password`, freshAddress());
    expect((await signIn(user.email, testPassword, shared)).statusCode).toBe(429);
    expect((await signIn(user.email, testPassword, freshAddress())).statusCode).toBe(429);

    // The owner's device is counted on its own.
    const owner = await signIn(user.email, testPassword, shared, device);
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await signIn(user.email, testPassword, freshAddress(), device)).statusCode).toBe(200);
  });

  it('takes no forged cookie nor another account’s cookie for a known device', async () => {
    const victim = await registerCustomer(testApp.app);
    const other = await registerCustomer(testApp.app);
    const otherDevice = deviceCookie(await signIn(other.user.email, testPassword, freshAddress()));
    const [name, value = ''] = otherDevice.split('=');
    const [, deviceId, mac] = value.split('.');
    const forged = `${name}=${victim.user.id}.${deviceId}.${mac}`;
    const address = freshAddress();
    for (const cookie of [otherDevice, forged]) {
      for (let i = 0; i < 2; i++) await signIn(victim.user.email, 'wrong-password-1', address, cookie);
    }
    // Counted per account and address, not per device: the fourth attempt is over the limit of 3.
    expect((await signIn(victim.user.email, testPassword, address, forged)).statusCode).toBe(429);
  });

  it('limits a known device too', async () => {
    const { user } = await registerCustomer(testApp.app);
    const device = deviceCookie(await signIn(user.email, testPassword, freshAddress()));
    for (let i = 0; i < 3; i++) {
      expect((await signIn(user.email, 'wrong-password-1', freshAddress(), device)).statusCode).toBe(401);
    }
    expect((await signIn(user.email, testPassword, freshAddress(), device)).statusCode).toBe(429);
  });
});

describe('POST /v2/auth/password limits', () => {
  it('counts current passwords before the check: 20 at once, at most the limit get 403', async () => {
    const session = await registerCustomer(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/v2/auth/password',
          headers: bearer(session.access_token),
          payload: { current_password: `guess-${i}-password`, new_password: 'a-new-password-2' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(17);
    // A stolen token guessing the password does not lock the owner out of signing in.
    expect((await signIn(session.user.email, testPassword, freshAddress())).statusCode).toBe(200);
  });
});

describe('limits in the database', () => {
  it('are shared by two app instances on one database', async () => {
    const database = await createTestDatabase();
    const options = { jobPollMs: 0, db: database.db, now: clock.now, rateLimits };
    const one = await buildApp(options);
    const two = await buildApp(options);
    try {
      const address = freshAddress();
      const email = freshEmail('shared');
      expect((await signIn(email, 'wrong-password-1', address, undefined, one)).statusCode).toBe(401);
      expect((await signIn(email, 'wrong-password-1', address, undefined, two)).statusCode).toBe(401);
      expect((await signIn(email, 'wrong-password-1', address, undefined, one)).statusCode).toBe(401);
      expect((await signIn(email, 'wrong-password-1', address, undefined, two)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });

  it('keep no address or e-mail, and forget expired rows', async () => {
    const database = await createTestDatabase();
    try {
      const store = createRateLimitStore({ db: database.db, now: clock.now, sweepEveryMs: 0 });
      const limiter = store.limiter('test', { limit: 2, windowMs: minute });
      await limiter.hit('someone@example.com');
      await limiter.hit('10.0.0.1');
      const rows = await database.db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
      expect(rows).toHaveLength(2);
      for (const { key } of rows) expect(key).toMatch(/^test:[\w-]{43}$/);
      // A row lives for its window and as long again (the back-off memory), then goes.
      clock.advance(2 * minute);
      await store.limiter('other', { limit: 1, windowMs: 10 * minute }).hit('x');
      const left = await database.db.query<{ key: string }>('SELECT key FROM rate_limits');
      expect(left.map(({ key }) => key.split(':')[0])).toEqual(['other']);
    } finally {
      await database.close();
    }
  });
});
