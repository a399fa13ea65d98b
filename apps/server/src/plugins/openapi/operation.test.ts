import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  OperationHandler,
  OperationRegistry,
  ParamsOf,
  QueryOf,
  RequestBodyOf,
  SuccessBodyOf,
} from './operation.ts';

// Type-level checks: `pnpm typecheck` fails if a line marked @ts-expect-error stops being an error, so a
// handler that answers the wrong shape, or a registry entry for an operation the contract lacks, cannot
// compile.

const health: OperationHandler<'getHealth'> = {
  handle: async () => ({ status: 'ok', database: 'pglite' }),
};

describe('handlers typed from the contract', () => {
  it('types body, params and query from the operation', () => {
    expectTypeOf<RequestBodyOf<'login'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<ParamsOf<'getProduct'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<QueryOf<'getBusiness'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RequestBodyOf<'getProduct'>>().toEqualTypeOf<undefined>();
    expectTypeOf<SuccessBodyOf<'getHealth'>>().toEqualTypeOf<{
      status: 'ok';
      database: 'pglite' | 'postgres';
    }>();
  });

  it('refuses a wrong answer and an operation the contract lacks', () => {
    const wrongAnswer: OperationHandler<'getHealth'> = {
      // @ts-expect-error getHealth answers {status: 'ok', database}
      handle: async () => ({ status: 'fine' }),
    };
    const registry: OperationRegistry = {
      getHealth: health,
      // @ts-expect-error not an operation of openapi.yaml
      getHealthz: health,
    };
    const mismatched: OperationRegistry = {
      // @ts-expect-error the handler of another operation
      login: health,
    };
    expect([wrongAnswer, registry, mismatched]).toHaveLength(3);
  });
});
