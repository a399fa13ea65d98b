import { describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from './contract.ts';
import { createValidatorCompiler } from './validation.ts';

const contract = loadContract(contractPath);
const parts = ['body', 'querystring', 'params', 'headers'] as const;

describe('createValidatorCompiler', () => {
  it('compiles every request schema of the contract (they compile lazily in the server, so here all at once)', () => {
    const compile = createValidatorCompiler(contract.sharedSchema);
    let compiled = 0;
    for (const operation of contract.operations) {
      for (const httpPart of parts) {
        const schema = operation.schema[httpPart];
        if (schema === undefined) continue;
        const validate = compile({ schema, httpPart, method: operation.method, url: operation.url });
        // The first call compiles; a schema Ajv refuses (a typo in a keyword or format) throws here.
        expect(() => validate({}), `${operation.operationId} ${httpPart}`).not.toThrow();
        compiled++;
      }
    }
    expect(compiled).toBeGreaterThan(contract.operations.length);
  });

  it('compiles a schema on its first use, once, and reports that use’s errors', () => {
    const compile = createValidatorCompiler(contract.sharedSchema);
    const schema = {
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: { email: { type: 'string', format: 'email' } },
    };
    const validate = compile({ schema, httpPart: 'body', method: 'POST', url: '/x' }) as ((
      data: unknown,
    ) => boolean) & { errors?: { keyword: string }[] | null };
    expect(validate.errors).toBeNull();
    expect(validate({ email: 'a@example.com' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ email: 'a@example.com', extra: 1 })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
    // A body that was never sent passes here (routes.ts decides whether one is required).
    expect(validate(undefined)).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('coerces query values to their declared types', () => {
    const compile = createValidatorCompiler(contract.sharedSchema);
    const schema = { type: 'object', properties: { limit: { type: 'integer', maximum: 100 } } };
    const validate = compile({ schema, httpPart: 'querystring', method: 'GET', url: '/x' }) as ((
      data: unknown,
    ) => boolean) & { errors?: { keyword: string }[] | null };
    const query = { limit: '20' };
    expect(validate(query)).toBe(true);
    expect(query.limit).toBe(20);
    expect(validate({ limit: '500' })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('maximum');
  });

  it('refuses a query number coercion makes infinite (`Infinity`, `1e400`), which `maximum` lets through', () => {
    const compile = createValidatorCompiler(contract.sharedSchema);
    const schema = {
      type: 'object',
      properties: {
        limit: { type: 'integer', maximum: 100 },
        ids: { type: 'array', items: { type: 'number' } },
      },
    };
    const validate = compile({ schema, httpPart: 'querystring', method: 'GET', url: '/x' }) as ((
      data: unknown,
    ) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
    for (const [query, field] of [
      [{ limit: 'Infinity' }, '/limit'],
      [{ limit: '1e400' }, '/limit'],
      [{ ids: ['1', '-1e400'] }, '/ids'],
    ] as const) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({ instancePath: field, message: 'must be a finite number' });
    }
    expect(validate({ limit: '20', ids: ['1.5'] })).toBe(true);
    expect(validate.errors).toBeNull();
  });
});
