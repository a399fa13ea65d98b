import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const testApp = useTestApp();

const signup = (payload: string, contentType = 'application/json') =>
  testApp.app.inject({
    method: 'POST',
    url: '/v2/waitlist/signup',
    headers: { 'content-type': contentType },
    payload,
  });

/** The error body: `code`, `message`, maybe `error`, nothing else, and no stack trace. */
function expectErrorBody(body: unknown, code: string): void {
  expect(body).toMatchObject({ code, message: expect.any(String) });
  for (const key of Object.keys(body as object))
    expect(['code', 'message', 'error', 'fields']).toContain(key);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/);
}

describe('request validation', () => {
  it('rejects an unknown body field with 400, naming it', async () => {
    const response = await signup(JSON.stringify({ email: 'ada@example.com', nickname: 'ada' }));
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'validation_failed');
    expect(response.json().error).toBe('body/nickname is not allowed');
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await signup('{"email": "ada@');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'validation_failed');
    expect(response.json().message).toBe('Malformed JSON body');
  });

  it('names the first invalid field of a bad email', async () => {
    const response = await signup(JSON.stringify({ email: 'not-an-email' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Email must be an e-mail address like name@example.com',
      error: 'body/email must match format "email"',
      fields: [{ field: 'email', message: 'must be an e-mail address like name@example.com' }],
    });
  });

  it('rejects a missing body and a missing field', async () => {
    const none = await testApp.app.inject({ method: 'POST', url: '/v2/waitlist/signup' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_failed', error: 'body is required' });

    const empty = await signup('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', error: 'body is required' });

    const noEmail = await signup('{}');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: 'validation_failed', error: 'body/email is required' });
  });

  it('rejects a body that is not an object', async () => {
    const response = await signup('"ada@example.com"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', error: 'body must be object' });
  });

  it('rejects a content type the operation does not declare with 415', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await signup('email=ada@example.com', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Unsupported content type',
        error: 'content-type must be application/json',
      });
    }
  });

  it('accepts a JSON content type with parameters', async () => {
    const response = await signup(
      JSON.stringify({ email: 'charset@example.com' }),
      'application/json; charset=utf-8',
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  it('answers 404 with the error body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v2/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Route GET /v2/no-such-thing not found' });
  });

  it('answers a wrong method with 404 and the error body', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/v2/waitlist/signup' });
    expect(get.statusCode).toBe(404);
    expectErrorBody(get.json(), 'not_found');
    const del = await testApp.app.inject({ method: 'DELETE', url: '/healthz' });
    expect(del.statusCode).toBe(404);
    expectErrorBody(del.json(), 'not_found');
  });

  it('serves no web app when no static folders are configured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json(), 'not_found');
  });
});
