import { beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from '../../plugins/openapi/contract.ts';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { contractBreach, declaredResponses } from '../../test/fuzz/contract-checks.ts';
import { SchemaReader } from '../../test/fuzz/schema-arbitrary.ts';
import { isoTime } from './list-json.ts';
import { insertProduct } from './repository.ts';

// The list's products are written as JSON from the columns' texts (`list-json.ts`) rather than by the
// contract's serialiser: each must read back exactly as `GET /v2/products/{id}` (the serialiser's) writes it, for any
// text the table can hold, and the page must keep the contract's schema.

const contract = loadContract(contractPath);
const reader = new SchemaReader(contract.sharedSchema);
const listOperation = contract.operations.find((operation) => operation.operationId === 'listProducts');

const awkward = [
  'Quotes " and \\ backslashes \\" and a slash /',
  'Lines\nand\ttabs\r\nand a form feed \f and a backspace \b',
  'Controls \u0001\u001f and DEL \u007f',
  'Non-ASCII: Größe, 日本語, emoji 🤖, a line separator \u2028 and a paragraph separator \u2029',
  '</script><script>alert(1)</script> & <b>',
  ' leading and trailing spaces ',
];

const testApp = useTestApp();
let seller: Session;
const ids: string[] = [];

beforeAll(async () => {
  seller = await registerBusiness(testApp.app);
  const { db } = testApp.database;
  // Straight into the table, so the text is what it can hold rather than what the contract's input admits.
  const prices = [1n, 10n, 100n, 12_345n, 1_250_000n, 999_999_999_999_999n];
  for (const [index, priceMinor] of prices.entries()) {
    const product = await insertProduct(
      db,
      {
        sellerId: seller.user.id,
        businessId: null,
        name: awkward[index % awkward.length] ?? '',
        description: awkward[(index + 1) % awkward.length] ?? '',
        priceMinor,
        compareAtMinor: index === 1 || index === 3 ? priceMinor * 3n : null,
        currency: 'EUR',
        category: 'PART',
        condition: 'USED',
        images:
          index % 2 === 0
            ? []
            : ['https://example.com/a.png', 'https://example.com/%C3%BC/b.jpg?size=2&fmt=%22x%22'],
        specifications:
          index % 2 === 0
            ? {}
            : {
                'a "quoted" key': 'value with \\ and \n',
                'emoji 🤖': '</script>',
                [awkward[index % awkward.length] ?? 'k']: awkward[(index + 2) % awkward.length] ?? 'v',
              },
      },
      new Date(Date.UTC(2026, 2, 2, 9, 0, index)),
    );
    ids.push(product.id);
  }
  // Microseconds the API does not show: reading the column truncates them to milliseconds, and so must the list.
  await db.query(
    `UPDATE products SET created_at = created_at + interval '0.123999 seconds',
                         updated_at = updated_at + interval '1 day 0.000999 seconds' WHERE id = $1`,
    [ids[0]],
  );
});

describe("GET /v2/products written from the columns' texts", () => {
  it('writes every product as GET /v2/products/{id} does', async () => {
    const page = await testApp.call('GET', '/v2/products?limit=50', seller);
    expect(page.statusCode).toBe(200);
    const listed: unknown[] = page.json().products;
    expect(listed).toHaveLength(ids.length);
    // The same bytes as the serialiser's but for the stored JSON's own spacing (`["a", "b"]` from jsonb).
    for (const product of listed) {
      const id = (product as { id: string }).id;
      const single = await testApp.call('GET', `/v2/products/${id}`, seller);
      expect(single.statusCode).toBe(200);
      expect(product).toStrictEqual(single.json());
    }
    const first = listed.find((product) => (product as { id: string }).id === ids[0]);
    expect(first).toMatchObject({
      price: '0.01',
      created_at: '2026-03-02T09:00:00.123Z',
      updated_at: '2026-03-03T09:00:00.000Z',
    });
    expect(listed.map((product) => (product as { price: string }).price).sort()).toStrictEqual(
      ['0.01', '0.10', '1.00', '123.45', '12500.00', '9999999999999.99'].sort(),
    );
  });

  it("keeps the contract's schema and content type, on every page", async () => {
    if (listOperation === undefined) throw new Error('listProducts is not in the contract');
    const declared = declaredResponses(contract, listOperation);
    let url = '/v2/products?limit=4';
    let pages = 0;
    for (;;) {
      const page = await testApp.call('GET', url, seller);
      expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(contractBreach(reader, declared, page)).toBeUndefined();
      pages += 1;
      const cursor: string | null = page.json().next_cursor;
      if (cursor === null) break;
      url = `/v2/products?limit=4&cursor=${encodeURIComponent(cursor)}`;
    }
    expect(pages).toBe(2);
  });

  it('answers an empty page as an empty list', async () => {
    const page = await testApp.call('GET', '/v2/products?category=SERVICE', seller);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('{"products":[],"next_cursor":null}');
  });
});

describe('isoTime', () => {
  it('writes what toISOString writes for the Date node-postgres reads, milliseconds truncated', () => {
    for (const [text, iso] of [
      ['2026-03-02 09:00:00', '2026-03-02T09:00:00.000Z'],
      ['2026-03-02 09:00:00.1', '2026-03-02T09:00:00.100Z'],
      ['2026-03-02 09:00:00.12', '2026-03-02T09:00:00.120Z'],
      ['2026-03-02 09:00:00.123', '2026-03-02T09:00:00.123Z'],
      ['2026-03-02 09:00:00.123999', '2026-03-02T09:00:00.123Z'],
      ['1999-12-31 23:59:59.999999', '1999-12-31T23:59:59.999Z'],
      ['0999-01-01 00:00:00', '0999-01-01T00:00:00.000Z'],
    ] as const) {
      expect(isoTime(text)).toBe(iso);
    }
  });

  it('refuses a text that is no UTC timestamp', () => {
    expect(() => isoTime('infinity')).toThrow('Unexpected timestamp text infinity');
  });
});
