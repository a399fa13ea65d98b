import { join } from 'node:path';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { useTestApp } from '../../test/app.ts';
import type { RouteHandlers } from './operation.ts';

const seen: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown } = {};
const logLines: string[] = [];

const operations: RouteHandlers = {
  getThing: {
    async handle(request) {
      const { thingId } = request.params as { thingId: number };
      seen.params = request.params;
      seen.query = request.query;
      if (thingId === 500) throw new Error('database password is hunter2');
      if (thingId === 409) throw new ApiError(409, 'conflict', 'The thing is busy');
      return {
        id: thingId,
        name: 'Arm',
        internal_note: 'not in the contract',
        created_at: new Date('2025-01-02T03:04:05.000Z'),
        parent: { id: 1, name: 'Base', secret: 'also dropped' },
      };
    },
  },
  replaceThing: {
    async handle(request) {
      seen.body = request.body;
      seen.headers = request.headers;
      return { id: (request.params as { thingId: number }).thingId, ...(request.body as object) };
    },
  },
  uploadPhoto: {
    async handle(request, reply) {
      seen.body = request.body;
      return reply.code(201).send();
    },
  },
  getPhoto: {
    async handle(_request, reply) {
      return reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    },
  },
  streamThingEvents: {
    async handle(_request, reply) {
      return reply.type('text/event-stream').send('event: ping\ndata: {}\n\n');
    },
  },
  createNote: {
    async handle(request, reply) {
      seen.body = request.body;
      const body = typeof request.body === 'string' ? { text: request.body } : request.body;
      return reply.code(201).send(body);
    },
  },
};

const hasHeader = (name: string, value: string) => async (request: FastifyRequest) =>
  request.headers[name] === value;

const testApp = useTestApp({
  contractPath: join(import.meta.dirname, '../../test/fixtures/contract.yaml'),
  operations,
  authenticators: {
    bearerAuth: hasHeader('authorization', 'Bearer good'),
    apiKey: hasHeader('x-api-key', 'key-1'),
  },
  logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('parameters', () => {
  it('coerces path and query parameters to their declared types and applies defaults', async () => {
    const response = await inject({ method: 'GET', url: '/things/7?include=parts' });
    expect(response.statusCode).toBe(200);
    expect(seen.params).toEqual({ thingId: 7 });
    expect(seen.query).toEqual({ include: ['parts'], limit: 20 });

    await inject({ method: 'GET', url: '/things/7?include=parts&include=owner&limit=5' });
    expect(seen.query).toEqual({ include: ['parts', 'owner'], limit: 5 });
  });

  it('rejects invalid path and query parameters, naming them', async () => {
    const badId = await inject({ method: 'GET', url: '/things/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({
      code: 'validation_failed',
      message: 'Thing id in the address must be an integer',
      error: 'params/thingId must be integer',
    });
    const badLimit = await inject({ method: 'GET', url: '/things/1?limit=500' });
    expect(badLimit.json().error).toBe('querystring/limit must be <= 100');
    // The message names the parameter in words and what to type; never the schema path.
    expect(badLimit.json().message).toBe('Limit must be at most 100');
    const badEnum = await inject({ method: 'GET', url: '/things/1?include=price' });
    expect(badEnum.json().error).toBe('querystring/include/0 must be equal to one of the allowed values');
    expect(badEnum.json().message).toMatch(/^Include 1 must be one of /);
  });

  it('requires declared headers', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/things/3',
      headers: { authorization: 'Bearer good', 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ name: 'Gripper' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('headers/idempotency-key is required');
  });
});

describe('bodies', () => {
  const put = (payload: string, headers: Record<string, string> = {}) =>
    inject({
      method: 'PUT',
      url: '/things/3',
      headers: {
        authorization: 'Bearer good',
        'idempotency-key': 'key-12345',
        'content-type': 'application/merge-patch+json',
        ...headers,
      },
      payload,
    });

  it('parses and validates JSON media types other than application/json', async () => {
    const ok = await put(JSON.stringify({ name: 'Gripper' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 3, name: 'Gripper' });
    expect(seen.body).toEqual({ name: 'Gripper' });

    const unknownField = await put(JSON.stringify({ name: 'Gripper', colour: 'red' }));
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error).toBe('body/colour is not allowed');

    const tooLong = await put(JSON.stringify({ name: 'x'.repeat(41) }));
    expect(tooLong.json().error).toBe('body/name must NOT have more than 40 characters');

    const wrongType = await put(JSON.stringify({ name: 'Gripper' }), { 'content-type': 'application/json' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('content-type must be application/merge-patch+json');
  });

  it('does not coerce body types', async () => {
    const response = await put(JSON.stringify({ name: 12 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('body/name must be string');
  });

  it('hands multipart bodies to the handler unvalidated', async () => {
    const boundary = 'xyz';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      'Content-Type: image/png',
      '',
      'PNGDATA',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await inject({
      method: 'POST',
      url: '/things/3/photo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(Buffer.isBuffer(seen.body)).toBe(true);
    expect(String(seen.body)).toContain('PNGDATA');
  });

  it('validates the JSON form of a body and passes its text form through', async () => {
    const json = await inject({ method: 'POST', url: '/notes', payload: { text: 'hi', due: null } });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({ text: 'hi', due: null });

    const badDate = await inject({
      method: 'POST',
      url: '/notes',
      payload: { text: 'hi', due: '2025-13-40' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe('body/due must match format "date"');

    const text = await inject({
      method: 'POST',
      url: '/notes',
      headers: { 'content-type': 'text/plain' },
      payload: 'plain note',
    });
    expect(text.statusCode).toBe(201);
    expect(seen.body).toBe('plain note');
  });
});

describe('responses', () => {
  it('serialises only the fields the contract declares, through references', async () => {
    const response = await inject({ method: 'GET', url: '/things/7' });
    expect(response.json()).toEqual({
      id: 7,
      name: 'Arm',
      created_at: '2025-01-02T03:04:05.000Z',
      parent: { id: 1, name: 'Base' },
    });
  });

  it('sends binary and event-stream responses as the handler made them', async () => {
    const photo = await inject({ method: 'GET', url: '/things/7/photo' });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const events = await inject({
      method: 'GET',
      url: '/things/7/events',
      headers: { 'x-api-key': 'key-1' },
    });
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.body).toBe('event: ping\ndata: {}\n\n');
  });

  it('answers an ApiError with its status and body', async () => {
    const response = await inject({ method: 'GET', url: '/things/409' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: 'The thing is busy' });
  });

  it('answers an unexpected error with 500 internal, no details, and logs it', async () => {
    const response = await inject({ method: 'GET', url: '/things/500' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
    const logged = logLines.map((line) => JSON.parse(line));
    expect(
      logged.some((entry) => entry.level === 50 && entry.err?.message === 'database password is hunter2'),
    ).toBe(true);
  });
});

describe('security', () => {
  const put = (headers: Record<string, string>, payload = JSON.stringify({ name: 'Gripper' })) =>
    inject({
      method: 'PUT',
      url: '/things/3',
      headers: { 'content-type': 'application/merge-patch+json', 'idempotency-key': 'key-12345', ...headers },
      payload,
    });

  it('refuses a secured operation without valid credentials, before validating the body', async () => {
    for (const headers of [{}, { authorization: 'Bearer bad' }] as Record<string, string>[]) {
      const response = await put(headers, '{"colour": "red"}');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Authentication required' });
    }
    expect((await put({ authorization: 'Bearer good' })).statusCode).toBe(200);
  });

  it('admits any one of alternative schemes', async () => {
    const url = '/things/1/events';
    expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url, headers: { authorization: 'Bearer good' } })).statusCode).toBe(
      200,
    );
    expect((await inject({ method: 'GET', url, headers: { 'x-api-key': 'key-1' } })).statusCode).toBe(200);
  });

  it('admits anyone where authentication is optional or absent', async () => {
    expect((await inject({ method: 'POST', url: '/notes', payload: { text: 'x' } })).statusCode).toBe(201);
    expect((await inject({ method: 'GET', url: '/things/1' })).statusCode).toBe(200);
  });

  it('admits nobody when a required scheme has no authenticator', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp({
      db: testApp.database.db,
      contractPath: join(import.meta.dirname, '../../test/fixtures/contract.yaml'),
      operations,
      authenticators: {},
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/things/1/events',
        headers: { 'x-api-key': 'key-1' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('operations without a handler', () => {
  it('answer 501 naming the operation, before validation', async () => {
    const response = await inject({ method: 'DELETE', url: '/unfinished' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      code: 'not_implemented',
      message: 'Operation deleteUnfinished is not implemented yet',
    });
  });
});
