import { toMinorUnits } from '@robomarket/api-client/money';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError } from '../../test/requests.ts';
import { countProducts } from './repository.ts';

// Catalogue search and browsing (issue 11 §1): q, sort, on_sale, compare_at_price, seller_name, trending.

interface Product {
  id: string;
  name: string;
  price: string;
  compare_at_price?: string;
  seller_id: string;
  seller_name: string;
  created_at: string;
}

const clock = testClock();
let acme: Session;
let hopper: Session;
let buyer: Session;
let otherBuyer: Session;
const catalogue: Product[] = [];

const testApp = useTestApp({ now: clock.now });
const { call } = testApp;

const seed = [
  { name: 'Atlas Gripper Arm', description: 'A six-axis arm with a soft gripper.', price: '24999.00' },
  {
    name: 'Lidar Puck',
    description: 'A 360 degree sensor for mobile robots.',
    price: '899.00',
    compare_at_price: '1099.00',
  },
  {
    name: 'Fleet Manager',
    description: 'Software that schedules a fleet.',
    price: '4999.00',
    category: 'SOFTWARE',
    specifications: { Protocol: 'VDA 5050', Licence: 'per robot' },
  },
  {
    name: 'Spare Battery',
    description: 'Swappable pack for the Atlas arm.',
    price: '899.00',
    compare_at_price: '999.00',
  },
  {
    name: 'Welding Cell',
    description: 'Turnkey welding with a gripper changer.',
    price: '120000.00',
    compare_at_price: '150000.00',
  },
  {
    name: 'Install Service',
    description: 'On-site installation by engineers.',
    price: '2500.00',
    category: 'SERVICE',
  },
  { name: 'Vision Kit', description: 'Cameras and lights.', price: '899.00' },
];

beforeAll(async () => {
  acme = await registerBusiness(testApp.app, { company_name: 'Acme Automation' });
  hopper = await registerBusiness(testApp.app, { company_name: 'Hopper Robotics' });
  buyer = await registerCustomer(testApp.app);
  otherBuyer = await registerCustomer(testApp.app);
  for (const [index, body] of seed.entries()) {
    // Pairs share a creation time, so ties must fall to the id.
    if (index % 2 === 0) clock.advance(1000);
    const response = await call('POST', '/v2/products', index % 3 === 0 ? hopper : acme, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    catalogue.push(response.json());
  }
  // Hopper's products as a seller with no business: the seller's own name.
  await testApp.database.db.query('UPDATE products SET business_id = NULL WHERE seller_id = $1', [
    hopper.user.id,
  ]);
});

const byName = (name: string) => {
  const product = catalogue.find((entry) => entry.name === name);
  if (product === undefined) throw new Error(`No product ${name}`);
  return product;
};

/** Every page of `query` with `limit`, following next_cursor; the names in order. */
async function allNames(query: string, limit: number, session: Session = buyer): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/v2/products?limit=${limit}${query}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
    const response = await call('GET', url, session);
    expect(response.statusCode, response.body).toBe(200);
    const body: { products: Product[]; next_cursor: string | null } = response.json();
    names.push(...body.products.map((product) => product.name));
    cursor = body.next_cursor;
  } while (cursor !== null);
  return names;
}

const minor = (price: string) => toMinorUnits(price) ?? -1n;

describe('seller_name', () => {
  it("is the business's name, else the seller's first and last name, on list, get, create and update", async () => {
    const listed: Product[] = (await call('GET', '/v2/products?limit=100', buyer)).json().products;
    for (const product of listed) {
      expect(product.seller_name).toBe(
        product.seller_id === acme.user.id ? 'Acme Automation' : 'Grace Hopper',
      );
    }
    const single = await call('GET', `/v2/products/${byName('Lidar Puck').id}`, buyer);
    expect(single.json().seller_name).toBe('Acme Automation');
    const updated = await call('PUT', `/v2/products/${byName('Vision Kit').id}`, hopper, {
      name: 'Vision Kit',
    });
    expect(updated.json().seller_name).toBe('Grace Hopper');
  });
});

describe('q: full-text search', () => {
  it('finds words in the name, the description and the specification values, stemmed and as prefixes', async () => {
    expect((await allNames('&q=gripper', 10)).sort()).toEqual(['Atlas Gripper Arm', 'Welding Cell']);
    expect(await allNames('&q=grip', 10)).toHaveLength(2);
    expect(await allNames('&q=sensors', 10)).toEqual(['Lidar Puck']);
    expect(await allNames('&q=VDA%205050', 10)).toEqual(['Fleet Manager']);
    // Every word must match.
    expect(await allNames('&q=atlas%20battery', 10)).toEqual(['Spare Battery']);
    expect(await allNames('&q=nothing-like-this', 10)).toEqual([]);
  });

  it('ranks by relevance by default, the name above the description', async () => {
    const names = await allNames('&q=atlas', 10);
    expect(names).toEqual(['Atlas Gripper Arm', 'Spare Battery']);
    expect(await allNames('&q=atlas&sort=relevance', 1)).toEqual(names);
  });

  it('combines with the filters', async () => {
    expect(await allNames('&q=gripper&minPrice=100000.00', 10)).toEqual(['Welding Cell']);
    expect(await allNames('&q=gripper&on_sale=true', 10)).toEqual(['Welding Cell']);
    expect(await allNames(`&q=gripper&sellerId=${hopper.user.id}`, 10)).toEqual(['Atlas Gripper Arm']);
  });

  it('finds nothing for punctuation only, never a 500', async () => {
    for (const q of ['!!!', '%26%7C%21%3A*()', "'", '\\', ':*', '&', '<->', '   ']) {
      const response = await call('GET', `/v2/products?q=${encodeURIComponent(q)}`, buyer);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      // Only blanks is no search at all: the whole catalogue, newest first.
      if (q.trim() !== '') expect(response.json().products).toEqual([]);
    }
    // Words among operators are still found, the operators ignored.
    expect(await allNames(`&q=${encodeURIComponent('gripper & !(cell) |')}`, 10)).toEqual(['Welding Cell']);
  });

  it('refuses NUL bytes and over-long queries with a 400', async () => {
    expectError(await call('GET', '/v2/products?q=gripper%00', buyer), 400, 'validation_failed');
    expectError(await call('GET', `/v2/products?q=${'a'.repeat(1000)}`, buyer), 400, 'validation_failed');
    expectError(
      await call('GET', `/v2/products?q=${encodeURIComponent('a b '.repeat(60))}`, buyer),
      400,
      'validation_failed',
    );
    const longest = await call('GET', `/v2/products?q=${encodeURIComponent(`${'ab '.repeat(66)}ab`)}`, buyer);
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('refuses sort=relevance without q', async () => {
    expectError(await call('GET', '/v2/products?sort=relevance', buyer), 400, 'validation_failed');
  });
});

describe('sort with cursor pagination', () => {
  const priceThenId = (a: Product, b: Product) =>
    minor(a.price) === minor(b.price) ? (a.id < b.id ? -1 : 1) : minor(a.price) < minor(b.price) ? -1 : 1;

  it('pages price_asc and price_desc exactly, ties by id, at every page size', async () => {
    const ascending = [...catalogue].sort(priceThenId).map((product) => product.name);
    for (const limit of [1, 2, 3, 7, 100]) {
      expect(await allNames('&sort=price_asc', limit)).toEqual(ascending);
      expect(await allNames('&sort=price_desc', limit)).toEqual([...ascending].reverse());
    }
  });

  it('pages newest exactly, and saving biggest first with products not on sale last', async () => {
    const newest = [...catalogue]
      .sort((a, b) =>
        a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
      )
      .map((product) => product.name);
    const saving = (product: Product) =>
      product.compare_at_price === undefined ? 0n : minor(product.compare_at_price) - minor(product.price);
    const bySaving = [...catalogue]
      .sort((a, b) => (saving(a) === saving(b) ? (a.id < b.id ? 1 : -1) : saving(a) < saving(b) ? 1 : -1))
      .map((product) => product.name);
    for (const limit of [1, 2, 5]) {
      expect(await allNames('', limit)).toEqual(newest);
      expect(await allNames('&sort=newest', limit)).toEqual(newest);
      expect(await allNames('&sort=saving', limit)).toEqual(bySaving);
    }
    expect(await allNames('&sort=saving&on_sale=true', 2)).toEqual([
      'Welding Cell',
      'Lidar Puck',
      'Spare Battery',
    ]);
  });

  it('refuses a cursor of another sort, or one that was tampered with, with a 400', async () => {
    const cursorOf = async (query: string) =>
      (await call('GET', `/v2/products?limit=1${query}`, buyer)).json().next_cursor;
    const cursors: Record<string, string> = {
      newest: await cursorOf(''),
      price_asc: await cursorOf('&sort=price_asc'),
      price_desc: await cursorOf('&sort=price_desc'),
      saving: await cursorOf('&sort=saving'),
      trending: await cursorOf('&sort=trending'),
      relevance: await cursorOf('&q=atlas'),
    };
    for (const [sort, cursor] of Object.entries(cursors)) {
      for (const other of Object.keys(cursors)) {
        if (other === sort) continue;
        const q = other === 'relevance' ? '&q=atlas' : '';
        const response = await call(
          'GET',
          `/v2/products?sort=${other}${q}&cursor=${encodeURIComponent(cursor)}`,
          buyer,
        );
        expectError(response, 400, 'validation_failed', 'Invalid cursor');
      }
    }
    const forged = Buffer.from(
      JSON.stringify(['price_asc', '1; DROP TABLE products', catalogue[0]?.id]),
    ).toString('base64url');
    expectError(
      await call('GET', `/v2/products?sort=price_asc&cursor=${forged}`, buyer),
      400,
      'validation_failed',
    );
    expectError(await call('GET', '/v2/products?sort=cheapest', buyer), 400, 'validation_failed');
  });
});

describe('compare_at_price and on_sale', () => {
  it('is kept exact and listed only while on sale', async () => {
    const lidar = byName('Lidar Puck');
    expect(lidar.compare_at_price).toBe('1099.00');
    expect(byName('Atlas Gripper Arm')).not.toHaveProperty('compare_at_price');
    expect((await allNames('&on_sale=true', 2)).sort()).toEqual([
      'Lidar Puck',
      'Spare Battery',
      'Welding Cell',
    ]);
    expect(await allNames('&on_sale=false', 100)).toHaveLength(catalogue.length);
  });

  it('refuses a compare-at price not above the price with a 400 naming the field, writing nothing', async () => {
    const before = await countProducts(testApp.database.db);
    for (const compareAt of ['100.00', '99.99']) {
      const response = await call('POST', '/v2/products', acme, {
        name: 'Cheap',
        description: 'x',
        price: '100.00',
        compare_at_price: compareAt,
      });
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toEqual([
        { field: 'compare_at_price', message: 'must be more than the price' },
      ]);
    }
    expectError(
      await call('POST', '/v2/products', acme, {
        name: 'x',
        description: 'x',
        price: '1.00',
        compare_at_price: '2',
      }),
      400,
      'validation_failed',
    );
    expect(await countProducts(testApp.database.db)).toBe(before);

    const puck = byName('Lidar Puck');
    const path = `/v2/products/${puck.id}`;
    // A price raised to the stored "was" price, a "was" price lowered to the stored price, and both at once.
    for (const body of [
      { price: '1099.00' },
      { compare_at_price: '899.00' },
      { price: '50.00', compare_at_price: '40.00' },
    ]) {
      const response = await call('PUT', path, acme, body);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toEqual([
        { field: 'compare_at_price', message: 'must be more than the price' },
      ]);
    }
    const unchanged = (await call('GET', path, acme)).json();
    expect(unchanged).toMatchObject({ price: '899.00', compare_at_price: '1099.00' });
  });

  it('lets the seller change it and end the sale with null; not another seller', async () => {
    const vision = byName('Vision Kit');
    const path = `/v2/products/${vision.id}`;
    expectError(await call('PUT', path, acme, { compare_at_price: '999.00' }), 403, 'forbidden');
    const onSale = await call('PUT', path, hopper, { compare_at_price: '999.00' });
    expect(onSale.statusCode, onSale.body).toBe(200);
    expect(onSale.json().compare_at_price).toBe('999.00');
    expect(await allNames('&on_sale=true', 100)).toContain('Vision Kit');
    const ended = await call('PUT', path, hopper, { compare_at_price: null });
    expect(ended.json()).not.toHaveProperty('compare_at_price');
    expect(await allNames('&on_sale=true', 100)).not.toContain('Vision Kit');
  });
});

describe('trending', () => {
  const views = async (id: string) => {
    const rows = await testApp.database.db.query<{ views: number }>(
      'SELECT coalesce(sum(views), 0)::int AS views FROM product_views WHERE product_id = $1',
      [id],
    );
    return rows[0]?.views ?? 0;
  };
  const open = async (session: Session, product: Product) => {
    const response = await call('GET', `/v2/products/${product.id}`, session);
    expect(response.statusCode).toBe(200);
  };

  it('counts a view by a signed-in caller who is not the seller, one upsert a day', async () => {
    const install = byName('Install Service');
    await open(buyer, install);
    await open(otherBuyer, install);
    await open(buyer, install);
    await vi.waitFor(async () => expect(await views(install.id)).toBe(3));
    // The seller's own views do not count.
    await open(acme, install);
    await open(buyer, byName('Fleet Manager'));
    await vi.waitFor(async () => expect(await views(byName('Fleet Manager').id)).toBe(1));
    expect(await views(install.id)).toBe(3);
    const rows = await testApp.database.db.query('SELECT 1 FROM product_views WHERE product_id = $1', [
      install.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('orders by views in the last 7 days, ties newest first, and pages exactly', async () => {
    const { db } = testApp.database;
    const today = clock.now().toISOString().slice(0, 10);
    const day = (daysAgo: number) =>
      new Date(clock.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const vision = byName('Vision Kit');
    const welding = byName('Welding Cell');
    // Old views do not count; six days ago still does.
    await db.query('INSERT INTO product_views (product_id, day, views) VALUES ($1, $2, 50)', [
      vision.id,
      day(7),
    ]);
    await db.query('INSERT INTO product_views (product_id, day, views) VALUES ($1, $2, 2)', [
      welding.id,
      day(6),
    ]);
    await db.query(
      'INSERT INTO product_views (product_id, day, views) VALUES ($1, $2, 2) ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + 2',
      [welding.id, today],
    );
    const rest = catalogue
      .filter(
        (product) =>
          !['Welding Cell', 'Install Service', 'Fleet Manager', 'Lidar Puck'].includes(product.name),
      )
      .sort((a, b) =>
        a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
      )
      .map((product) => product.name);
    // Lidar Puck has the one view of the seller_name test, as many as Fleet Manager, which is newer.
    const expected = ['Welding Cell', 'Install Service', 'Fleet Manager', 'Lidar Puck', ...rest];
    for (const limit of [1, 2, 4, 100]) {
      expect(await allNames('&sort=trending', limit)).toEqual(expected);
    }
    expect(await allNames('&sort=trending&category=SERVICE', 1)).toEqual(['Install Service']);
  });
});
