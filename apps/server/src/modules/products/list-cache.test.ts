import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import { openPostgres } from '../../db/postgres.ts';
import { bearer, registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { createListCache, listPageTtlMs } from './list-cache.ts';

interface Listed {
  id: string;
  name: string;
  price: string;
  seller_name: string;
}

/** The same database, counting the statements sent through it. */
function counting(db: Db): { db: Db; queries: () => number } {
  let queries = 0;
  return {
    db: {
      ...db,
      query: (sql, params, options) => {
        queries++;
        return db.query(sql, params, options);
      },
    },
    queries: () => queries,
  };
}

const clock = testClock();
// Instance A (`testApp`) and instance B share one database object; on PostgreSQL, instance C has a pool and a
// listening connection of its own on the same schema, as a server on another machine would.
const testApp = useTestApp({ now: clock.now });
let other: FastifyInstance;
let otherDb: ReturnType<typeof counting>;
let remote: { app: FastifyInstance; db: Db } | undefined;
let seller: Session;
let rival: Session;
let customer: Session;

beforeAll(async () => {
  otherDb = counting(testApp.database.db);
  other = await buildApp({ jobPollMs: 0, db: otherDb.db, now: clock.now });
  seller = await registerBusiness(testApp.app, { company_name: 'Cache Robotics' });
  rival = await registerBusiness(testApp.app, { company_name: 'Rival Robotics' });
  customer = await registerCustomer(testApp.app);
  const url = process.env.DATABASE_URL;
  if (testDatabaseKind === 'postgres' && url) {
    const [row] = await testApp.database.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const db = await openPostgres(url, { schema: row?.schema ?? 'public', maxConnections: 2 });
    remote = { db, app: await buildApp({ db, now: clock.now }) };
  }
  // Listening starts in the background; pages are kept once it is established.
  await within(10_000, async () => {
    await list(other);
    const before = otherDb.queries();
    await list(other);
    expect(otherDb.queries() - before).toBe(0);
  });
});
afterAll(async () => {
  await other.close();
  if (remote !== undefined) {
    await remote.app.close();
    await remote.db.close();
  }
});

const list = async (app: FastifyInstance, query = '', session: Session | null = customer) => {
  const response = await app.inject({
    method: 'GET',
    url: `/v2/products?limit=50${query}`,
    headers: session === null ? {} : bearer(session.access_token),
  });
  return response;
};
const products = async (app: FastifyInstance, query = '', session: Session | null = customer) => {
  const response = await list(app, query, session);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: Listed[] }).products;
};

async function createProduct(name: string, price = '100.00', session = seller): Promise<Listed> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/v2/products',
    headers: bearer(session.access_token),
    payload: { name, description: 'Kept pages test.', price, category: 'ROBOT', condition: 'NEW' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Waits (on the real clock; the app's clock stands still, so no kept page expires) until `check` passes. */
async function within(ms: number, check: () => Promise<void>) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Lets the copies of a write's notification that travel on other connections arrive (PostgreSQL: the listening
 * connection and idle pooled ones, a few milliseconds after the write); each empties the kept pages again.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('kept product list pages on one instance', () => {
  it('keeps a page: asked again it costs no query, and a write is in the very next list', async () => {
    await createProduct('Kept arm');
    await settle();
    const first = await list(other);
    const before = otherDb.queries();
    const again = await list(other);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(otherDb.queries() - before).toBe(0);

    // Written through instance A on the same database: instance B hears it before the write answers.
    const added = await createProduct('Fresh arm');
    expect((await products(other)).map(({ id }) => id)).toContain(added.id);
    expect(otherDb.queries() - before).toBe(1);
  });

  it('shows a new, changed or deleted product in the very next list of the instance that wrote it', async () => {
    await products(testApp.app);
    const added = await createProduct('Read-your-writes gripper', '250.00');
    expect((await products(testApp.app)).map(({ id }) => id)).toContain(added.id);

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/v2/products/${added.id}`,
      headers: bearer(seller.access_token),
      payload: { price: '199.99', name: 'Renamed gripper' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = (await products(testApp.app)).find(({ id }) => id === added.id);
    expect(listed).toMatchObject({ price: '199.99', name: 'Renamed gripper' });

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/v2/products/${added.id}`,
      headers: bearer(seller.access_token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await products(testApp.app)).map(({ id }) => id)).not.toContain(added.id);
  });

  it('shows a business renamed in the database at once', async () => {
    const added = await createProduct('Renamed seller arm');
    expect((await products(testApp.app)).find(({ id }) => id === added.id)?.seller_name).toBe(
      'Cache Robotics',
    );
    await testApp.database.db.query('UPDATE businesses SET name = $1 WHERE id = $2', [
      'Cache Robotics Ltd',
      seller.memberships[0]?.business_id,
    ]);
    expect((await products(testApp.app)).find(({ id }) => id === added.id)?.seller_name).toBe(
      'Cache Robotics Ltd',
    );
    expect((await products(other)).find(({ id }) => id === added.id)?.seller_name).toBe('Cache Robotics Ltd');
  });

  it("shows a seller's own name changed through the API at once, for products without a business", async () => {
    const added = await createProduct('Own name arm');
    await testApp.database.db.query('UPDATE products SET business_id = NULL WHERE id = $1', [added.id]);
    expect((await products(testApp.app)).find(({ id }) => id === added.id)?.seller_name).toBe('Grace Hopper');
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: '/v2/auth/me',
      headers: bearer(seller.access_token),
      payload: { first_name: 'Amazing', last_name: 'Grace' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await products(testApp.app)).find(({ id }) => id === added.id)?.seller_name).toBe(
      'Amazing Grace',
    );
  });

  it('filters by seller type afresh after a role change', async () => {
    const added = await createProduct('Dealer arm', '100.00', rival);
    const dealers = async () => (await products(testApp.app, '&sellerType=dealer')).map(({ id }) => id);
    expect(await dealers()).not.toContain(added.id);
    await testApp.database.db.query("UPDATE users SET role = 'dealer' WHERE id = $1", [rival.user.id]);
    expect(await dealers()).toContain(added.id);
    await testApp.database.db.query("UPDATE users SET role = 'parent_dealership' WHERE id = $1", [
      rival.user.id,
    ]);
    expect(await dealers()).not.toContain(added.id);
  });

  it('reads Trending afresh on every request: views change it without any notification', async () => {
    const first = await createProduct('Trending one');
    clock.advance(1);
    const second = await createProduct('Trending two');
    const trending = async () =>
      (await products(testApp.app, '&sort=trending'))
        .map(({ id }) => id)
        .filter((id) => id === first.id || id === second.id);
    expect(await trending()).toEqual([second.id, first.id]);
    await testApp.database.db.query(
      "INSERT INTO product_views (product_id, day, views) VALUES ($1, '2026-03-02', 5)",
      [first.id],
    );
    expect(await trending()).toEqual([first.id, second.id]);
  });

  it('serves a change nobody was told of within the time limit, never later', async () => {
    const added = await createProduct('Unannounced arm', '300.00');
    await settle();
    await products(testApp.app);
    await testApp.database.db.exec('ALTER TABLE products DISABLE TRIGGER products_catalogue_change');
    try {
      await testApp.database.db.query('UPDATE products SET price_minor = 29900 WHERE id = $1', [added.id]);
      // Unheard: the kept page is still served (this is the cache at work)...
      expect((await products(testApp.app)).find(({ id }) => id === added.id)?.price).toBe('300.00');
      clock.advance(listPageTtlMs);
      // ...until it is as old as the limit.
      expect((await products(testApp.app)).find(({ id }) => id === added.id)?.price).toBe('299.00');
    } finally {
      await testApp.database.db.exec('ALTER TABLE products ENABLE TRIGGER products_catalogue_change');
    }
  });

  it('gives every caller allowed to list the same page, and still refuses bad credentials', async () => {
    await createProduct('Same for all arm');
    const asCustomer = await list(testApp.app);
    const asSeller = await list(testApp.app, '', seller);
    const asOtherBusiness = await list(testApp.app, '', rival);
    const asVisitor = await list(testApp.app, '', null);
    expect(asSeller.body).toBe(asCustomer.body);
    expect(asOtherBusiness.body).toBe(asCustomer.body);
    expect(asVisitor.body).toBe(asCustomer.body);
    // A kept page is behind the same checks: a bad token is refused, not treated as a visitor.
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products?limit=50',
      headers: bearer(`${customer.access_token}x`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps one page per normalised query, and bad input is a 400 whatever is kept', async () => {
    const ids = async (query: string) => (await products(testApp.app, query)).map(({ id }) => id);
    const cheap = await createProduct('Cheap kept arm', '5.00');
    expect(await ids('&maxPrice=10.00')).toEqual([cheap.id]);
    expect(await ids('&q=%20kept%20')).toEqual(await ids('&q=kept'));
    expect(await ids(`&sellerId=${seller.user.id.toUpperCase()}`)).toEqual(
      await ids(`&sellerId=${seller.user.id}`),
    );
    expect(await ids('&maxPrice=4.99')).toEqual([]);
    for (const query of ['&minPrice=20&maxPrice=10', '&sort=relevance', '&maxPrice=abc', '&cursor=nope']) {
      const response = await list(testApp.app, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('kept product list pages on two servers (PostgreSQL)', () => {
  it('a write on one server shows in a list on another within a second', async () => {
    const target = remote;
    if (target === undefined) throw new Error('No second server');
    const added = await createProduct('Across servers arm', '410.00');
    await within(1000, async () => {
      expect((await products(target.app)).map(({ id }) => id)).toContain(added.id);
    });
    await products(target.app);
    await testApp.app.inject({
      method: 'PUT',
      url: `/v2/products/${added.id}`,
      headers: bearer(seller.access_token),
      payload: { price: '420.00' },
    });
    // The app clock stands still, so only the notification can make the kept page go.
    await within(1000, async () => {
      expect((await products(target.app)).find(({ id }) => id === added.id)?.price).toBe('420.00');
    });
    await testApp.app.inject({
      method: 'DELETE',
      url: `/v2/products/${added.id}`,
      headers: bearer(seller.access_token),
    });
    await within(1000, async () => {
      expect((await products(target.app)).map(({ id }) => id)).not.toContain(added.id);
    });
  });
});

describe('createListCache', () => {
  const make = () => {
    const at = testClock();
    const cache = createListCache({ ttlMs: 1000, maxEntries: 2, now: at.now });
    cache.listening(true);
    let loads = 0;
    const load = (body: string) => async () => {
      loads++;
      return body;
    };
    return { at, cache, load, loads: () => loads };
  };

  it('keeps a page for the time limit, shares a pending load, and forgets on a change', async () => {
    const { at, cache, load, loads } = make();
    const [a, b] = await Promise.all([cache.page('k', load('one')), cache.page('k', load('two'))]);
    expect([a, b, loads()]).toEqual(['one', 'one', 1]);
    at.advance(999);
    expect(await cache.page('k', load('two'))).toBe('one');
    at.advance(1);
    expect(await cache.page('k', load('two'))).toBe('two');
    cache.changed();
    expect(cache.size).toBe(0);
    expect(await cache.page('k', load('three'))).toBe('three');
  });

  it('keeps nothing loaded across a change, nor a failure, nor while changes may go unheard', async () => {
    const { cache, load } = make();
    let release: (body: string) => void = () => {};
    const pending = cache.page('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.changed();
    release('before the change');
    expect(await pending).toBe('before the change');
    expect(await cache.page('k', load('after'))).toBe('after');

    await expect(cache.page('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.page('f', load('up'))).toBe('up');

    cache.listening(false);
    expect(cache.size).toBe(0);
    expect(await cache.page('k', load('x'))).toBe('x');
    expect(await cache.page('k', load('y'))).toBe('y');
  });

  it('holds at most maxEntries pages, the earliest loaded going first', async () => {
    const { cache, load } = make();
    await cache.page('a', load('a'));
    await cache.page('b', load('b'));
    await cache.page('c', load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.page('a', load('a2'))).toBe('a2');
    expect(await cache.page('c', load('c2'))).toBe('c');
  });
});
