import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import {
  bearer,
  registerBusiness,
  registerCustomer,
  type Session,
  signInAgain,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { setRole } from './repository.ts';
import { createSessionCache } from './session-cache.ts';

/** The same database, counting the statements sent through it. */
function counting(db: Db): { db: Db; queries: () => number } {
  let queries = 0;
  return {
    db: {
      ...db,
      query: (sql, params) => {
        queries++;
        return db.query(sql, params);
      },
    },
    queries: () => queries,
  };
}

const clock = testClock();
// Instance A and instance B share one database, as two servers behind a load balancer would.
const testApp = useTestApp({ now: clock.now });
let other: FastifyInstance;
let otherDb: ReturnType<typeof counting>;
beforeAll(async () => {
  otherDb = counting(testApp.database.db);
  other = await buildApp({ jobPollMs: 0, db: otherDb.db, now: clock.now });
});
afterAll(() => other.close());

const onOther = (session: Pick<Session, 'access_token'>, url = '/v2/auth/me') =>
  other.inject({ method: 'GET', url, headers: bearer(session.access_token) });
const checkSeconds = 5;

const signIn = (email: string) => signInAgain(testApp.app, email);

describe('access tokens without a database round trip', () => {
  it('a product page costs one query once the session was checked', async () => {
    // Trending: the one order whose pages are never kept (`products/list-cache.ts`), so each is one query.
    const page20 = '/v2/products?limit=20&sort=trending';
    const buyer = await registerCustomer(testApp.app);
    expect((await onOther(buyer, page20)).statusCode).toBe(200);
    const before = otherDb.queries();
    for (let i = 0; i < 5; i++) {
      const page = await onOther(buyer, page20);
      expect(page.statusCode, page.body).toBe(200);
    }
    expect(otherDb.queries() - before).toBe(5);
    // Once the look-up is older than the bound, it is made again (one more query), then trusted again.
    clock.advance(checkSeconds * 1000);
    expect((await onOther(buyer, page20)).statusCode).toBe(200);
    expect(otherDb.queries() - before).toBe(7);
  });

  it('a token verified before still expires on time', async () => {
    const buyer = await registerCustomer(testApp.app);
    expect((await onOther(buyer)).statusCode).toBe(200);
    clock.advance(15 * 60_000 - 1000);
    expect((await onOther(buyer)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await onOther(buyer)).statusCode).toBe(401);
  });

  it('a logout on this instance ends the token here at once', async () => {
    const buyer = await registerCustomer(testApp.app);
    const me = () => testApp.call('GET', '/v2/auth/me', buyer);
    expect((await me()).statusCode).toBe(200);
    expect((await testApp.call('POST', '/v2/auth/logout', buyer)).statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
  });

  it('a logout on another instance ends the token everywhere within the bound', async () => {
    const buyer = await registerCustomer(testApp.app);
    expect((await onOther(buyer)).statusCode).toBe(200);
    expect((await testApp.call('POST', '/v2/auth/logout', buyer)).statusCode).toBe(204);
    clock.advance(checkSeconds * 1000 - 1);
    // Still inside the bound, instance B trusts what it looked up (this is what saves the round trip)...
    expect((await onOther(buyer)).statusCode).toBe(200);
    clock.advance(1);
    // ...and not a millisecond longer.
    const refused = await onOther(buyer);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'unauthenticated',
      message: 'The session has ended; sign in again',
    });
  });

  it('a password change ends the other sessions on every instance within the bound, not the caller’s', async () => {
    const seller = await registerBusiness(testApp.app);
    const phone = await signIn(seller.user.email);
    expect((await onOther(phone)).statusCode).toBe(200);
    expect((await onOther(seller)).statusCode).toBe(200);
    const changed = await testApp.call('POST', '/v2/auth/password', seller, {
      current_password: testPassword,
      new_password: 'another-horse-10',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    // On the instance that changed it: at once.
    expect((await testApp.call('GET', '/v2/auth/me', phone)).statusCode).toBe(401);
    clock.advance(checkSeconds * 1000);
    expect((await onOther(phone)).statusCode).toBe(401);
    expect((await onOther(seller)).statusCode).toBe(200);
  });

  it('a role changed elsewhere (the admin command) reaches every instance within the bound', async () => {
    const buyer = await registerCustomer(testApp.app);
    const create = () =>
      other.inject({
        method: 'POST',
        url: '/v2/products',
        headers: bearer(buyer.access_token),
        payload: { name: 'Arm', description: 'A robot arm', price: '100.00' },
      });
    expect((await create()).statusCode).toBe(403);
    await setRole(testApp.database.db, buyer.user.id, 'dealer', clock.now());
    clock.advance(checkSeconds * 1000);
    expect((await create()).statusCode).toBe(201);
  });

  it('another user’s session id in a token admits nobody, cached or not', async () => {
    const buyer = await registerCustomer(testApp.app);
    const stranger = await registerCustomer(testApp.app);
    expect((await onOther(buyer)).statusCode).toBe(200);
    expect((await onOther(stranger)).statusCode).toBe(200);
    const cache = createSessionCache({ db: testApp.database.db, ttlMs: 5000, maxEntries: 10 });
    const buyerSid = JSON.parse(
      Buffer.from(buyer.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ).sid;
    expect(await cache.get(buyerSid, buyer.user.id, clock.now())).toMatchObject({ id: buyer.user.id });
    expect(await cache.get(buyerSid, stranger.user.id, clock.now())).toBeUndefined();
  });
});

describe('createSessionCache', () => {
  it('holds at most maxEntries sessions, dropping the least recently checked', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => registerCustomer(testApp.app)));
    const ids = sessions.map((session) => ({
      sid: String(
        JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()).sid,
      ),
      user: session.user.id,
    }));
    const { db, queries } = counting(testApp.database.db);
    const cache = createSessionCache({ db, ttlMs: 5000, maxEntries: 2 });
    for (const { sid, user } of ids) await cache.get(sid, user, clock.now());
    expect(cache.size).toBe(2);
    expect(queries()).toBe(3);
    const [first, , third] = ids;
    if (first === undefined || third === undefined) throw new Error('three sessions');
    await cache.get(third.sid, third.user, clock.now());
    expect(queries()).toBe(3);
    await cache.get(first.sid, first.user, clock.now());
    expect(queries()).toBe(4);
    cache.forgetUser(third.user);
    expect(cache.size).toBe(1);
  });

  it('ttl 0 looks every request up', async () => {
    const buyer = await registerCustomer(testApp.app);
    const sid = String(
      JSON.parse(Buffer.from(buyer.access_token.split('.')[1] ?? '', 'base64url').toString()).sid,
    );
    const { db, queries } = counting(testApp.database.db);
    const cache = createSessionCache({ db, ttlMs: 0, maxEntries: 10 });
    await cache.get(sid, buyer.user.id, clock.now());
    await cache.get(sid, buyer.user.id, clock.now());
    expect(queries()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
