// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  type components,
  createClient,
  createPublishableKey,
  listPublishableKeys,
  revokePublishableKey,
} from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const businessId = '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01';
const key: components['schemas']['PublishableKey'] = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  business_id: businessId,
  key: 'pk_4nJ2y0bq3mVx7Qe9sLr1WcZ8tHk5uP6d',
  allowed_origins: ['https://www.partner.example'],
  created_by: {
    id: '4f5a6b7c-8d9e-4f0a-8b1c-2d3e4f5a6b7c',
    name: 'Grace Hopper',
    email: 'grace@example.com',
  },
  created_at: '2026-03-02T09:00:00Z',
};

describe('publishable key fetchers', () => {
  it('creates, lists and revokes keys, and passes the refusals on as ApiErrors', async () => {
    const seen: string[] = [];
    server.use(
      mockOperation('post', '/v2/business/keys', async ({ request }) => {
        seen.push(JSON.stringify(await request.json()));
        return HttpResponse.json(key, { status: 201 });
      }),
      mockOperation('get', '/v2/business/keys', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ keys: [key], next_cursor: null });
      }),
      mockOperation('delete', '/v2/business/keys/{id}', ({ params }) => {
        seen.push(`revoke ${params.id}`);
        if (params.id !== key.id)
          return HttpResponse.json(
            { code: 'not_found', message: 'Publishable key not found' },
            { status: 404 },
          );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    const body = { business_id: businessId, allowed_origins: ['https://www.partner.example'] };
    expect(await createPublishableKey(api, body)).toEqual(key);
    expect(await listPublishableKeys(api, { business_id: businessId, limit: 10 })).toEqual({
      keys: [key],
      next_cursor: null,
    });
    await expect(revokePublishableKey(api, key.id)).resolves.toBeUndefined();
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(revokePublishableKey(api, missing)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([
      JSON.stringify(body),
      `?business_id=${businessId}&limit=10`,
      `revoke ${key.id}`,
      `revoke ${missing}`,
    ]);
  });
});
