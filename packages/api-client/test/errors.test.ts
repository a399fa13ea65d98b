import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createClient, unwrap } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

describe('ApiError', () => {
  it("defaults to code 'unknown', message 'Request failed' and status 0", () => {
    const error = new ApiError();
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', code: 'unknown', message: 'Request failed', status: 0 });
    expect(error.error).toBeUndefined();
  });

  it("builds answers' messages by the basic-client chain: message, else error text, else 'API error: {status}'", () => {
    expect(
      ApiError.fromResponse(409, { code: 'conflict', message: 'Already accepted', error: 'proposal' }),
    ).toMatchObject({ code: 'conflict', message: 'Already accepted', error: 'proposal', status: 409 });
    expect(ApiError.fromResponse(400, { code: 'validation_failed', error: 'email' })).toMatchObject({
      code: 'validation_failed',
      message: 'email',
      error: 'email',
    });
    expect(ApiError.fromResponse(502, '<html>Bad gateway</html>')).toMatchObject({
      code: 'unknown',
      message: 'API error: 502',
      status: 502,
    });
    expect(ApiError.fromResponse(500, { message: '' })).toMatchObject({ message: 'API error: 500' });
  });

  it("carries the body's field problems, keeping only well-formed entries", () => {
    const error = ApiError.fromResponse(400, {
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: [{ field: 'name', message: 'must be at most 200 characters' }, { field: 7 }, 'price'],
    });
    expect(error.fields).toEqual([{ field: 'name', message: 'must be at most 200 characters' }]);
    expect(new ApiError().fields).toEqual([]);
    expect(ApiError.fromResponse(400, { fields: 'name' }).fields).toEqual([]);
  });
});

describe('unwrap', () => {
  it('returns the data of a success and throws an ApiError built from the error body otherwise', async () => {
    server.use(
      mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
        const { email } = await request.json();
        if (email === 'bad') {
          return HttpResponse.json(
            { code: 'validation_failed', message: 'Enter a valid e-mail address', error: 'email' },
            { status: 400 },
          );
        }
        return HttpResponse.json({ email, joined_at: '2025-01-01T00:00:00Z' });
      }),
    );
    const client = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });

    const data = await unwrap(client.POST('/v2/waitlist/signup', { body: { email: 'ok@example.com' } }));
    expectTypeOf(data).toEqualTypeOf<{ email: string; joined_at: string }>();
    expect(data).toEqual({ email: 'ok@example.com', joined_at: '2025-01-01T00:00:00Z' });

    const failure = await unwrap(client.POST('/v2/waitlist/signup', { body: { email: 'bad' } })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'validation_failed',
      message: 'Enter a valid e-mail address',
      error: 'email',
      status: 400,
    });
  });
});
