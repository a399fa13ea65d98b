// The fuzz tests' requests (openapi.yaml's and openapi.legacy.yaml's): valid ones generated from an
// operation's JSON Schemas, invalid ones made from them on purpose, sent through `inject`.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '../../plugins/openapi/contract.ts';
import { freshAddress } from '../accounts.ts';
import { httpMethod } from '../authorization/actors.ts';
import { type FuzzRequest, type InvalidRequest, invalidRequests } from './mutations.ts';
import { type ArbitraryBuilder, isObject, type SchemaReader } from './schema-arbitrary.ts';

/** How many requests of each kind an operation gets. */
export interface SampleCounts {
  valid: number;
  invalid: number;
  /** Makes a generated valid request consistent where the schema cannot say so (a body id equal to the path's). */
  align?: (request: FuzzRequest) => FuzzRequest;
}

/** One generated request: valid, or invalid with what was broken. */
export type Sample = { kind: 'valid'; request: FuzzRequest } | ({ kind: 'invalid' } & InvalidRequest);

/** What requests are generated with: the contract's schemas, and multipart bodies for uploads. */
export interface Generators {
  reader: SchemaReader;
  builder: ArbitraryBuilder;
  multipart?: fc.Arbitrary<{ contentType: string; payload: Buffer }>;
}

/** Valid requests of an operation: every part generated from its schema. */
function validRequests(
  { builder, multipart: multipartBodies }: Generators,
  operation: ContractOperation,
  align: (request: FuzzRequest) => FuzzRequest,
): fc.Arbitrary<FuzzRequest> {
  const { schema, requestBody } = operation;
  const part = (partSchema: typeof schema.params) =>
    partSchema === undefined
      ? fc.constant({})
      : builder.valid(partSchema).map((value) => (isObject(value) ? value : {}));
  const body =
    schema.body === undefined
      ? fc.constant(undefined)
      : requestBody?.required
        ? builder.valid(schema.body)
        : fc.option(builder.valid(schema.body), { nil: undefined });
  const headers =
    schema.headers === undefined
      ? fc.constant(undefined)
      : builder
          .valid(schema.headers)
          .map((value) =>
            isObject(value)
              ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]))
              : undefined,
          );
  const multipart =
    requestBody?.contentTypes.includes('multipart/form-data') && multipartBodies !== undefined
      ? multipartBodies
      : fc.constant(undefined);
  return fc
    .record({ params: part(schema.params), query: part(schema.querystring), body, headers, multipart })
    .map(({ params, query, body: value, headers: declared, multipart: upload }) =>
      align({
        params: Object.fromEntries(Object.entries(params).map(([key, item]) => [key, String(item)])),
        query,
        body: value,
        ...(declared === undefined ? {} : { headers: declared }),
        ...(upload === undefined ? {} : { multipart: upload }),
      }),
    );
}

/** The operation's requests for one run: `counts.valid` valid ones, then `counts.invalid` invalid ones. */
export function samples(
  generators: Generators,
  operation: ContractOperation,
  counts: SampleCounts,
  seed: number,
): Sample[] {
  const { reader } = generators;
  const valid = validRequests(generators, operation, counts.align ?? ((request) => request));
  const schemas = {
    params: operation.schema.params,
    querystring: operation.schema.querystring,
    body: operation.schema.body,
    bodyRequired: operation.requestBody?.required === true,
  };
  const invalid = valid
    .map((request) => invalidRequests(reader, schemas, request))
    .filter((arbitrary): arbitrary is fc.Arbitrary<InvalidRequest> => arbitrary !== undefined)
    .chain((arbitrary) => arbitrary);
  const options = { seed };
  const validOnes = fc.sample(valid, { ...options, numRuns: counts.valid });
  const hasInvalid = fc
    .sample(valid, { ...options, numRuns: 1 })
    .some((request) => invalidRequests(reader, schemas, request));
  const invalidOnes =
    hasInvalid && counts.invalid > 0 ? fc.sample(invalid, { ...options, numRuns: counts.invalid }) : [];
  return [
    ...validOnes.map((request): Sample => ({ kind: 'valid', request })),
    ...invalidOnes.map((item): Sample => ({ kind: 'invalid', ...item })),
  ];
}

/** Sends a generated request to the operation, with the caller's `headers`. */
export function sendFuzzRequest(
  app: FastifyInstance,
  operation: ContractOperation,
  request: FuzzRequest,
  headers: Record<string, string>,
) {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    // A lone surrogate has no UTF-8 form, so no URL can carry it: it becomes U+FFFD, as a browser would send it.
    encodeURIComponent((request.params[name] ?? '').replace(/\p{Cs}/gu, '\uFFFD')),
  );
  // Arrays repeat the parameter (`status=A&status=B`), as the contract's clients send them.
  const query = Object.fromEntries(
    Object.entries(request.query).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
          : JSON.stringify(value),
    ]),
  );
  const declared = { ...headers, ...request.headers };
  if (request.multipart !== undefined && request.rawBody === undefined && request.body === undefined) {
    return app.inject({
      method: httpMethod(operation.method),
      url,
      query,
      remoteAddress: freshAddress(),
      headers: { ...declared, 'content-type': request.multipart.contentType },
      payload: request.multipart.payload,
    });
  }
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return app.inject({
    method: httpMethod(operation.method),
    url,
    query,
    remoteAddress: freshAddress(),
    headers: payload === undefined ? declared : { ...declared, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** `text`, cut to `length` characters for a report. */
export const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** A request in a line, for a failure's example. */
export function describeRequest(operation: ContractOperation, request: FuzzRequest): string {
  const parts = [`${operation.method} ${operation.path}`];
  if (Object.keys(request.params).length > 0)
    parts.push(`params ${clip(JSON.stringify(request.params), 200)}`);
  if (Object.keys(request.query).length > 0) parts.push(`query ${clip(JSON.stringify(request.query), 200)}`);
  if (request.rawBody !== undefined)
    parts.push(`raw body ${clip(JSON.stringify(request.rawBody.toString('latin1')), 200)}`);
  else if (request.body !== undefined) parts.push(`body ${clip(JSON.stringify(request.body), 200)}`);
  return parts.join(', ');
}
