import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { ContractError, isPublic, loadContract, parseContract, toFastifyPath } from './contract.ts';

const fixture = loadContract(join(import.meta.dirname, '../../test/fixtures/contract.yaml'));
const byId = (id: string) => {
  const operation = fixture.operations.find((item) => item.operationId === id);
  if (operation === undefined) throw new Error(`no ${id}`);
  return operation;
};

describe('loadContract', () => {
  it('lists every operation with its method and Fastify path, in file order then method order', () => {
    expect(
      fixture.operations.map(({ operationId, method, url }) => `${operationId} ${method} ${url}`),
    ).toEqual([
      'getThing GET /things/:thingId',
      'replaceThing PUT /things/:thingId',
      'getPhoto GET /things/:thingId/photo',
      'uploadPhoto POST /things/:thingId/photo',
      'streamThingEvents GET /things/:thingId/events',
      'createNote POST /notes',
      'deleteUnfinished DELETE /unfinished',
    ]);
  });

  it('builds params, query and header schemas, resolving parameter references', () => {
    const { schema } = byId('getThing');
    expect(schema.params).toEqual({
      type: 'object',
      properties: { thingId: { type: 'integer', minimum: 1 } },
      required: ['thingId'],
    });
    expect(schema.querystring).toEqual({
      type: 'object',
      properties: {
        include: { type: 'array', items: { type: 'string', enum: ['parts', 'owner'] } },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
    });
    expect(schema.headers).toEqual({ type: 'object', properties: { 'x-trace': { type: 'string' } } });
    expect(byId('replaceThing').schema.headers).toEqual({
      type: 'object',
      properties: { 'idempotency-key': { type: 'string', minLength: 8 } },
      required: ['idempotency-key'],
    });
  });

  it('points component references into the shared schema and resolves response references', () => {
    expect(byId('getThing').schema.response).toEqual({
      '200': { $ref: 'openapi#/$defs/Thing' },
      '404': { $ref: 'openapi#/$defs/Error' },
    });
    expect(byId('createNote').schema.response?.['4xx']).toEqual({ $ref: 'openapi#/$defs/Error' });
  });

  it('drops OpenAPI-only keywords and extensions, but keeps properties that share their names', () => {
    const thing = fixture.sharedSchema.$defs.Thing as Record<string, unknown>;
    expect(thing).not.toHaveProperty('discriminator');
    expect(thing).not.toHaveProperty('x-owner');
    expect(Object.keys(thing.properties as object)).toContain('example');
    expect((thing.properties as Record<string, unknown>).parent).toEqual({ $ref: 'openapi#/$defs/Thing' });
    const note = byId('createNote').schema.body as {
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(note.content['application/json']?.schema.properties).toEqual({
      text: { type: 'string', minLength: 1 },
      due: { type: ['string', 'null'], format: 'date' },
    });
  });

  it('validates only JSON bodies: multipart and text bodies get no schema', () => {
    expect(byId('replaceThing').schema.body).toEqual({ $ref: 'openapi#/$defs/ThingInput' });
    expect(byId('replaceThing').requestBody).toEqual({
      required: true,
      contentTypes: ['application/merge-patch+json'],
    });
    expect(byId('uploadPhoto').schema.body).toBeUndefined();
    expect(byId('uploadPhoto').requestBody).toEqual({
      required: true,
      contentTypes: ['multipart/form-data'],
    });
    expect(Object.keys((byId('createNote').schema.body as { content: object }).content)).toEqual([
      'application/json',
    ]);
    expect(byId('createNote').requestBody?.required).toBe(false);
  });

  it('sets no response schema for binary and event-stream responses', () => {
    expect(byId('getPhoto').schema.response).toBeUndefined();
    expect(byId('streamThingEvents').schema.response).toBeUndefined();
    expect(byId('uploadPhoto').schema.response).toBeUndefined();
  });

  it('takes security from the operation, else from the document', () => {
    expect(byId('replaceThing').security).toEqual([{ bearerAuth: [] }]);
    expect(isPublic(byId('replaceThing'))).toBe(false);
    expect(byId('streamThingEvents').security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(isPublic(byId('getThing'))).toBe(true);
    // `[{}]`: authentication is optional.
    expect(isPublic(byId('createNote'))).toBe(true);
  });

  it('reads the real contract', () => {
    const contract = loadContract(contractPath);
    const ids = contract.operations.map((operation) => operation.operationId);
    expect(ids).toContain('getHealth');
    expect(ids).toContain('joinWaitlist');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('contract errors', () => {
  const base = { openapi: '3.1.0', info: { title: 't', version: '1' } };

  it('refuses other OpenAPI versions', () => {
    expect(() => parseContract({ ...base, openapi: '3.0.3', paths: {} })).toThrow(ContractError);
  });

  it('refuses an operation without operationId, and a duplicate one', () => {
    const responses = { '200': { description: 'ok' } };
    expect(() => parseContract({ ...base, paths: { '/a': { get: { responses } } } })).toThrow(
      /no operationId/,
    );
    expect(() =>
      parseContract({
        ...base,
        paths: {
          '/a': { get: { operationId: 'same', responses } },
          '/b': { get: { operationId: 'same', responses } },
        },
      }),
    ).toThrow(/used twice/);
  });

  it('refuses unresolved and external references', () => {
    const withRef = (ref: string) => ({
      ...base,
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } },
            },
          },
        },
      },
    });
    expect(() => parseContract(withRef('#/components/schemas/Missing'))).toThrow(/Unresolved reference/);
    expect(() => parseContract(withRef('other.yaml#/Thing'))).toThrow(ContractError);
  });

  it('converts path templates', () => {
    expect(toFastifyPath('/v2/workflows/{workflowId}/documents/{name}')).toBe(
      '/v2/workflows/:workflowId/documents/:name',
    );
    expect(() => toFastifyPath('/v2/things/{thing-id}')).toThrow(ContractError);
  });
});
