import { describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from './contract.ts';
import { moneyQueryFields, normaliseMoneyQuery } from './money-query.ts';

const contract = loadContract(contractPath);
const document = contract.document as {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: unknown }[] }>>;
};

describe('money query parameters', () => {
  it('are every query parameter of the contract that is an amount, and only query parameters', () => {
    const money: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const parameter of operation.parameters ?? []) {
          const ref = JSON.stringify(parameter.schema ?? {});
          // An amount in a query string is typed by people: never the exact `Money` stored in bodies.
          expect(ref, `${method} ${path} ${parameter.name}`).not.toMatch(/schemas\/(Positive)?Money"/);
          if (ref.includes('schemas/MoneyQuery"')) {
            expect(parameter.in).toBe('query');
            money.push(`${method} ${path} ${parameter.name}`);
          }
        }
      }
    }
    expect(money).toEqual([
      'get /v2/products minPrice',
      'get /v2/products maxPrice',
      'get /v2/rfps minBudget',
      'get /v2/rfps maxBudget',
    ]);
    const products = contract.operations.find((operation) => operation.operationId === 'listProducts');
    expect(moneyQueryFields(products?.schema.querystring)).toEqual(['minPrice', 'maxPrice']);
  });

  it('are read as the two-decimal amount they stand for', () => {
    const cases: [string, string][] = [
      ['30000', '30000.00'],
      ['30,000', '30000.00'],
      ['30000.5', '30000.50'],
      ['30000.50', '30000.50'],
      ['  30,000.5 ', '30000.50'],
      ['0030000', '30000.00'],
      ['0', '0.00'],
      ['1,234,567,890,123.45', '1234567890123.45'],
    ];
    for (const [typed, money] of cases) {
      const query: Record<string, unknown> = { minPrice: typed, q: ' 30,000 ' };
      normaliseMoneyQuery(query, ['minPrice']);
      expect(query, typed).toEqual({ minPrice: money, q: ' 30,000 ' });
    }
  });

  it('have a pattern that lets through only what can be read as an amount', () => {
    const pattern = new RegExp(
      String((contract.sharedSchema.$defs.MoneyQuery as { pattern: string }).pattern),
      'u',
    );
    for (const typed of ['30000', '30,000', '30000.5', '30000.50', ' 30000 ', '9,999,999,999,999.99']) {
      expect(pattern.test(typed), typed).toBe(true);
    }
    for (const typed of [
      '1e5',
      '-1',
      '+1',
      '30.000,5',
      '30,00',
      '3,0000',
      'Infinity',
      'NaN',
      '30\u0000',
      '12345678901234',
      '10,000,000,000,000',
      '30000.505',
      '.5',
      '30.',
      '',
      '\u202e30000',
      '３００００',
    ]) {
      expect(pattern.test(typed), typed).toBe(false);
    }
  });
});
