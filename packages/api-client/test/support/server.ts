// The msw server shared by the tests: requests without a handler are errors, and any that happened fail
// the test that made them (on top of msw's own 'error' strategy, whose network error the client would
// otherwise turn into retries and a vaguer failure).
import { type DefaultBodyType, type HttpResponseResolver, http, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { paths } from '../../src/schema.gen';

export const BASE_URL = 'https://api.robomarket.test';

export const server = setupServer();

const unhandled: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
});

afterEach(() => {
  server.resetHandlers();
  const seen = unhandled.splice(0);
  expect(seen, 'requests without a handler').toEqual([]);
});

afterAll(() => {
  server.close();
});

type ContractPaths = paths;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type MethodsOf<Path extends keyof ContractPaths> = {
  [M in Method]: [ContractPaths[Path][M & keyof ContractPaths[Path]]] extends [undefined] ? never : M;
}[Method];
type OperationOf<Path extends keyof ContractPaths, M extends Method> = NonNullable<
  ContractPaths[Path][M & keyof ContractPaths[Path]]
>;
type JsonRequestBody<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body extends DefaultBodyType } };
}
  ? Body
  : undefined;
type JsonResponseBodies<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Responses[Status] extends {
        content: { 'application/json': infer Body extends DefaultBodyType };
      }
        ? Body
        : undefined;
    }[keyof Responses]
  : never;

/**
 * An msw handler for one operation of the contract: the request body and every JSON answer are typed from
 * `paths`, so a mock cannot drift from openapi.yaml without failing type-checking.
 */
export function mockOperation<Path extends keyof ContractPaths, M extends MethodsOf<Path>>(
  method: M,
  path: Path,
  resolver: HttpResponseResolver<
    PathParams,
    JsonRequestBody<OperationOf<Path, M>>,
    JsonResponseBodies<OperationOf<Path, M>>
  >,
) {
  return http[method]<
    PathParams,
    JsonRequestBody<OperationOf<Path, M>>,
    JsonResponseBodies<OperationOf<Path, M>>
  >(`${BASE_URL}${String(path).replace(/\{(\w+)\}/g, ':$1')}`, resolver);
}
