import { readdir, readFile } from 'node:fs/promises';
import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as root from '../src/index';
import {
  ApiError,
  changePassword,
  type components,
  createClient,
  createProduct,
  deleteProduct,
  getMe,
  getProduct,
  joinWaitlist,
  listProducts,
  login,
  registerUser,
  updateMe,
  updateProduct,
} from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });

const product: Schemas['Product'] = {
  id: '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01',
  name: 'Welding arm',
  description: 'Six axes',
  price: '12500.00',
  currency: 'EUR',
  category: 'ROBOT',
  condition: 'NEW',
  images: [],
  seller_name: 'Northgate Robotics',
  specifications: {},
  seller_id: '5f0e6a2b-1c1d-4e7a-8b0e-2a9c3d4e5f60',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const user: Schemas['User'] = {
  id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  email: 'grace@acme.example',
  user_type: 'CUSTOMER',
  role: 'customer',
  first_name: 'Grace',
  last_name: 'Hopper',
  phone_number: null,
  created_at: '2026-01-01T00:00:00Z',
};

const session: Schemas['AuthSession'] = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'Bearer',
  expires_in: 900,
  user,
  memberships: [],
  acting_business_id: null,
};

describe('operation fetchers', () => {
  it('joinWaitlist posts the body and resolves to the entry', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return HttpResponse.json({ email: body.email, joined_at: '2026-01-01T00:00:00Z' });
      }),
    );
    const entry = await joinWaitlist(client(), { email: 'a@b.example' });
    expect(entry).toEqual({ email: 'a@b.example', joined_at: '2026-01-01T00:00:00Z' });
    expect(bodies).toEqual([{ email: 'a@b.example' }]);
    expectTypeOf(entry).toEqualTypeOf<Schemas['WaitlistSignupResponse']>();
  });

  it('login and registerUser resolve to the session without signing it in', async () => {
    server.use(
      mockOperation('post', '/v2/auth/login', () => HttpResponse.json(session)),
      mockOperation('post', '/v2/auth/register', () => HttpResponse.json(session, { status: 201 })),
    );
    const api = createClient({ baseUrl: BASE_URL, session: { tokenDelivery: 'body' }, retryDelayMs: 0 });
    expect(await login(api, { email: user.email, password: 'pw-123456789' })).toEqual(session);
    expect(
      await registerUser(api, {
        user_type: 'CUSTOMER',
        email: user.email,
        password: 'pw-123456789',
        first_name: 'Grace',
        last_name: 'Hopper',
      }),
    ).toEqual(session);
    expect(api.session.getAccessToken()).toBeNull();
    expectTypeOf(login).returns.resolves.toEqualTypeOf<Schemas['AuthSession']>();
    expectTypeOf(registerUser).returns.resolves.toEqualTypeOf<Schemas['AuthSession']>();
  });

  it('login rejects a refused sign-in with an ApiError carrying the server message', async () => {
    server.use(
      mockOperation('post', '/v2/auth/login', () =>
        HttpResponse.json({ code: 'unauthenticated', message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const failure = login(client(), { email: user.email, password: 'wrong-password' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Invalid email or password',
    });
  });

  it('getMe, updateMe and changePassword call the account operations', async () => {
    const patches: unknown[] = [];
    const passwords: unknown[] = [];
    server.use(
      mockOperation('get', '/v2/auth/me', () =>
        HttpResponse.json({ ...user, memberships: [], acting_business_id: null, email_verified: true }),
      ),
      mockOperation('patch', '/v2/auth/me', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...user, first_name: 'Ada' });
      }),
      mockOperation('post', '/v2/auth/password', async ({ request }) => {
        passwords.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    expect(await getMe(api)).toMatchObject({ email: user.email, memberships: [] });
    expect(await updateMe(api, { first_name: 'Ada' })).toMatchObject({ first_name: 'Ada' });
    expect(
      await changePassword(api, { current_password: 'old-password', new_password: 'new-password-1' }),
    ).toBeUndefined();
    expect(patches).toEqual([{ first_name: 'Ada' }]);
    expect(passwords).toEqual([{ current_password: 'old-password', new_password: 'new-password-1' }]);
    expectTypeOf(getMe).returns.resolves.toEqualTypeOf<Schemas['CurrentUser']>();
    expectTypeOf(updateMe).returns.resolves.toEqualTypeOf<Schemas['User']>();
    expectTypeOf(changePassword).returns.resolves.toEqualTypeOf<void>();
  });

  it('changePassword rejects a wrong current password with the 403 ApiError', async () => {
    server.use(
      mockOperation('post', '/v2/auth/password', () =>
        HttpResponse.json({ code: 'forbidden', message: 'Current password is incorrect' }, { status: 403 }),
      ),
    );
    await expect(
      changePassword(client(), { current_password: 'wrong-password', new_password: 'new-password-1' }),
    ).rejects.toMatchObject({ status: 403, message: 'Current password is incorrect' });
  });

  it('listProducts sends the query and resolves to the page', async () => {
    const queries: string[] = [];
    server.use(
      mockOperation('get', '/v2/products', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ products: [product], next_cursor: null });
      }),
    );
    const page = await listProducts(client(), { sellerId: product.seller_id, limit: 5 });
    expect(page).toEqual({ products: [product], next_cursor: null });
    expect(await listProducts(client())).toEqual(page);
    expect(queries).toEqual([`?sellerId=${product.seller_id}&limit=5`, '']);
    expectTypeOf(page).toEqualTypeOf<Schemas['ProductList']>();
  });

  it('getProduct, createProduct, updateProduct and deleteProduct address the product by id', async () => {
    const seen: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      mockOperation('get', '/v2/products/{id}', ({ params }) => {
        seen.push(`GET ${String(params.id)}`);
        return params.id === product.id
          ? HttpResponse.json(product)
          : HttpResponse.json({ code: 'not_found', message: 'Product not found' }, { status: 404 });
      }),
      mockOperation('post', '/v2/products', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(product, { status: 201 });
      }),
      mockOperation('put', '/v2/products/{id}', async ({ params, request }) => {
        seen.push(`PUT ${String(params.id)}`);
        bodies.push(await request.json());
        return HttpResponse.json({ ...product, name: 'Painting arm' });
      }),
      mockOperation('delete', '/v2/products/{id}', ({ params }) => {
        seen.push(`DELETE ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    expect(await getProduct(api, product.id)).toEqual(product);
    await expect(getProduct(api, 'f00d0000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    const { id: _id, seller_id: _seller, created_at: _c, updated_at: _u, ...fields } = product;
    expect(await createProduct(api, fields)).toEqual(product);
    expect(await updateProduct(api, product.id, { name: 'Painting arm' })).toMatchObject({
      name: 'Painting arm',
    });
    expect(await deleteProduct(api, product.id)).toBeUndefined();
    expect(seen).toEqual([
      `GET ${product.id}`,
      'GET f00d0000-0000-4000-8000-000000000000',
      `PUT ${product.id}`,
      `DELETE ${product.id}`,
    ]);
    expect(bodies).toEqual([fields, { name: 'Painting arm' }]);
    expectTypeOf(getProduct).returns.resolves.toEqualTypeOf<Schemas['Product']>();
    expectTypeOf(createProduct).returns.resolves.toEqualTypeOf<Schemas['Product']>();
    expectTypeOf(updateProduct).returns.resolves.toEqualTypeOf<Schemas['Product']>();
  });
});

// The layout a new operation copies: src/operations/<kebab-operation-id>.ts exporting the camel-case
// operationId, listed in src/index.ts; a React binding, when there is one, at src/react/operations/.
describe('operation files', () => {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const camel = (file: string) =>
    file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

  it('names each fetcher file after its operationId and exports it from the package root', async () => {
    const contract = await readFile(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
    const operationIds = [...contract.matchAll(/operationId: (\w+)/g)].map((match) => match[1]);
    const files = (await readdir(new URL('../src/operations/', import.meta.url))).filter(
      (name) => name !== 'types.ts',
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const operationId = camel(file);
      expect(operationIds, file).toContain(operationId);
      expect(kebab(operationId)).toBe(file.replace(/\.ts$/, ''));
      expect(root, `src/index.ts exports ${operationId}`).toHaveProperty(operationId);
    }
  });

  it('names each React binding after an operation that has a fetcher', async () => {
    const fetchers = await readdir(new URL('../src/operations/', import.meta.url));
    const bindings = (await readdir(new URL('../src/react/operations/', import.meta.url))).filter(
      (name) => !['types.ts', 'query-keys.ts'].includes(name),
    );
    for (const file of bindings) expect(fetchers, file).toContain(file);
  });
});
