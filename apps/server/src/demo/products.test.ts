import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sellerRoleValues } from '@robomarket/api-client/enums';
import { toMinorUnits } from '@robomarket/api-client/money';
import { describe, expect, it } from 'vitest';
import { bearer, login } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { demoAccounts, demoPassword, demoSellers, seedDemoData } from './index.ts';
import { type DemoProduct, demoImagePath, loadDemoCatalogue, parseDemoCatalogue } from './products.ts';

const testApp = useTestApp({ demoData: true });

const imagesDir = join(import.meta.dirname, '../../demo-images');
const demoCatalogue = await loadDemoCatalogue();
const imageName = /^[a-z0-9-]{1,80}\.(png|jpg|webp)$/;
const maxImageBytes = 40 * 1024;

async function signIn(email: string) {
  const response = await login(testApp.app, email, demoPassword);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function listProducts(query: string) {
  const buyer = await signIn('buyer@robomarket.dev');
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/v2/products?limit=100${query}`,
    headers: bearer(buyer.access_token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().products as { name: string; seller_id: string; images: string[] }[];
}

/** Width and height of a WebP file (lossy, lossless or extended), or undefined when it is not one. */
function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP' || bytes.readUInt32LE(4) !== bytes.length - 8)
    return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

const count = (products: readonly DemoProduct[], key: (product: DemoProduct) => string) =>
  new Set(products.map(key)).size;

describe('the demo catalogue', () => {
  it('has a few dozen products of every category and condition from several sellers', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(36);
    expect(demoCatalogue.length).toBeLessThanOrEqual(48);
    expect(new Set(demoCatalogue.map((product) => product.category))).toEqual(
      new Set(['ROBOT', 'PART', 'ACCESSORY', 'SOFTWARE', 'SERVICE']),
    );
    expect(new Set(demoCatalogue.map((product) => product.condition))).toEqual(
      new Set(['NEW', 'USED', 'REFURBISHED']),
    );
    expect(count(demoCatalogue, (product) => product.seller)).toBe(demoSellers.length);
    expect(demoSellers.length).toBeGreaterThanOrEqual(4);
    for (const seller of demoSellers) {
      const theirs = demoCatalogue.filter((product) => product.seller === seller.key);
      expect(theirs.length, seller.key).toBeGreaterThanOrEqual(5);
      // Each seller offers more than one kind of thing.
      expect(
        count(theirs, (product) => product.category),
        seller.key,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(count(demoCatalogue, (product) => product.name)).toBe(demoCatalogue.length);
  });

  it('prices every product in exact money greater than zero, and describes it', () => {
    for (const product of demoCatalogue) {
      const minor = toMinorUnits(product.price);
      expect(minor, product.name).toBeDefined();
      expect((minor ?? 0n) > 0n, product.name).toBe(true);
      expect(product.description.length, product.name).toBeGreaterThan(80);
      expect(Object.keys(product.specifications).length, product.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts several products on sale, each at a price below the one it was', () => {
    const onSale = demoCatalogue.filter((product) => product.compareAt !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(6);
    for (const product of onSale) {
      const was = toMinorUnits(product.compareAt ?? '');
      const now = toMinorUnits(product.price);
      expect(was !== undefined && now !== undefined && was > now, product.name).toBe(true);
    }
  });

  it('gives every product a picture; every picture is a small 800 × 600 WebP in the demo folder', async () => {
    const referenced = new Set<string>();
    for (const product of demoCatalogue) {
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.name).toBeLessThanOrEqual(3);
      for (const image of product.images) {
        const path = demoImagePath(image);
        expect(path).toMatch(/^\/api\/images\/demo-/);
        const name = path.slice('/api/images/'.length);
        expect(name).toMatch(imageName);
        expect(referenced.has(name), `${name} is used twice`).toBe(false);
        referenced.add(name);
      }
    }
    // Some products have a gallery.
    expect(demoCatalogue.filter((product) => product.images.length > 1).length).toBeGreaterThanOrEqual(5);
    // The folder's README says what it holds; every other file is a picture.
    const files = (await readdir(imagesDir)).filter((file) => !file.startsWith('.') && file !== 'README.md');
    // Every file is used and every picture used is there.
    expect(new Set(files)).toEqual(referenced);
    for (const file of files) {
      const bytes = await readFile(join(imagesDir, file));
      expect(bytes.length, file).toBeLessThanOrEqual(maxImageBytes);
      expect(webpSize(bytes), file).toEqual({ width: 800, height: 600 });
    }
  });

  it('is checked as it is read: an entry that is not a demo product stops the seeding, naming it', () => {
    const [first] = demoCatalogue;
    expect(parseDemoCatalogue([first])).toEqual([first]);
    expect(() => parseDemoCatalogue({})).toThrow('The demo catalogue is not a list');
    for (const [change, problem] of [
      [{ seller: 'nobody' }, 'names no demo seller (nobody)'],
      [{ name: ' ' }, 'needs a name and a description'],
      [{ price: '0.00' }, 'has a bad price'],
      [{ price: 'free' }, 'has a bad price'],
      [{ compareAt: first?.price }, 'has a bad compare-at price'],
      [{ category: 'TOY' }, 'has an unknown category'],
      [{ condition: 'BROKEN' }, 'has an unknown condition'],
      [{ specifications: { Payload: 10 } }, 'needs specifications as names and texts'],
      [{ images: [] }, 'needs pictures'],
      [{ images: ['Arm.webp'] }, 'needs pictures'],
      [{ colour: 'red' }, 'has an unknown field colour'],
    ] as const) {
      expect(() => parseDemoCatalogue([first, { ...first, ...change }])).toThrow(
        `Demo product 2 of catalogue.json ${problem}`,
      );
    }
  });

  it('does not recognise a file that is not a WebP', () => {
    expect(webpSize(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 not a picture at all'))).toBeUndefined();
    expect(webpSize(Buffer.alloc(64))).toBeUndefined();
  });
});

describe('the demo catalogue on a first start', () => {
  it('lists every demo product under its seller, newest first, with its pictures and exact price', async () => {
    const products = await listProducts('');
    expect(products.length).toBe(demoCatalogue.length);
    for (const seller of demoSellers) {
      const session = await signIn(seller.account.email);
      const theirs = await listProducts(`&sellerId=${session.user.id}`);
      expect(theirs).toEqual(
        demoCatalogue
          .filter((product) => product.seller === seller.key)
          .map((product) =>
            expect.objectContaining({
              name: product.name,
              description: product.description,
              price: product.price,
              ...(product.compareAt === undefined ? {} : { compare_at_price: product.compareAt }),
              currency: 'USD',
              category: product.category,
              condition: product.condition,
              images: product.images.map(demoImagePath),
              specifications: product.specifications,
              seller_id: session.user.id,
            }),
          ),
      );
    }
  });

  it('has sellers of every seller role, each a business of its own, one the subsidiary of another', async () => {
    const roles = new Map<string, string>();
    const businesses = new Map<string, string>();
    for (const seller of demoSellers) {
      const session = await signIn(seller.account.email);
      expect(session.user.user_type).toBe('BUSINESS');
      roles.set(seller.key, session.user.role);
      expect(session.memberships).toEqual([
        expect.objectContaining({ role: 'ADMIN', name: seller.account.company_name }),
      ]);
      businesses.set(seller.key, session.memberships[0].business_id);
    }
    expect(new Set(roles.values())).toEqual(new Set(sellerRoleValues));
    expect(roles.get('demo')).toBe('parent_dealership');
    expect(roles.get('northgate')).toBe('dealer');
    const dealers = await listProducts('&sellerType=dealer');
    expect(dealers.length).toBe(demoCatalogue.filter((product) => product.seller === 'northgate').length);

    const rows = await testApp.database.db.query<{ id: string; parent_business_id: string | null }>(
      'SELECT id, parent_business_id FROM businesses',
    );
    const parents = new Map(rows.map((row) => [row.id, row.parent_business_id]));
    expect(parents.get(businesses.get('meridian-services') ?? '')).toBe(businesses.get('meridian'));
    const products = await testApp.database.db.query<{ seller_id: string; business_id: string | null }>(
      'SELECT DISTINCT seller_id, business_id FROM products',
    );
    expect(products.length).toBe(demoSellers.length);
    expect(new Set(products.map((row) => row.business_id))).toEqual(new Set(businesses.values()));
  });

  it('changes nothing when seeded again', async () => {
    const snapshot = () =>
      testApp.database.db.query(
        `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM businesses) AS businesses,
           (SELECT count(*)::int FROM business_members) AS members, (SELECT count(*)::int FROM workflows) AS workflows,
           (SELECT string_agg(p::text, '|' ORDER BY p.id) FROM products p) AS products`,
      );
    const before = await snapshot();
    expect(before[0]).toMatchObject({ users: demoAccounts.length, businesses: demoSellers.length });
    expect(await seedDemoData(testApp.database.db, new Date())).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
