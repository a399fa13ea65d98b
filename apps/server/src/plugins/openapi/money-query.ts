import { toMoneyString } from '@robomarket/api-client/money';
import type { ErrorObject } from 'ajv/dist/2020.js';

// The contract's schema for an amount in a query string, as a person types it (`30,000`, `30000.5`).
const MONEY_QUERY_REF = '#/$defs/MoneyQuery';

/** What a money query parameter must be, in words that follow its name ("minPrice" + " must be ..."). */
export const MONEY_QUERY_PROBLEM =
  'must be an amount such as 30000, 30,000 or 30000.50: digits, commas between thousands, a point before at most two decimals';

/** The names of the query parameters of a compiled query schema that are `MoneyQuery`. */
export function moneyQueryFields(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => {
      const ref = (property as { $ref?: unknown } | null)?.$ref;
      return typeof ref === 'string' && ref.endsWith(MONEY_QUERY_REF);
    })
    .map(([name]) => name);
}

/**
 * Rewrites a validated query object's money parameters as the contract's `Money` ("30,000" → "30000.00",
 * " 30000.5 " → "30000.50"), so handlers read the exact form. The contract's pattern has already refused
 * anything that is not an amount.
 */
export function normaliseMoneyQuery(data: unknown, fields: readonly string[]): void {
  if (typeof data !== 'object' || data === null) return;
  const query = data as Record<string, unknown>;
  for (const field of fields) {
    const value = query[field];
    if (typeof value !== 'string') continue;
    const money = toMoneyString(value);
    if (money !== undefined) query[field] = money;
  }
}

/** A failed money query parameter as one error, worded for people instead of by its pattern. */
export function moneyQueryError(
  errors: readonly ErrorObject[],
  fields: readonly string[],
): ErrorObject[] | null {
  const [first] = errors;
  const field = first?.instancePath.slice(1);
  if (first === undefined || field === undefined || !fields.includes(field)) return null;
  return [
    {
      instancePath: first.instancePath,
      schemaPath: first.schemaPath,
      keyword: 'moneyQuery',
      params: {},
      message: MONEY_QUERY_PROBLEM,
    },
  ];
}
