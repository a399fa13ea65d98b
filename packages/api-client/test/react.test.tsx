// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError, type components, createClient } from '../src/index';
import {
  ApiClientProvider,
  createQueryHooks,
  productKeys,
  useCreateProduct,
  useJoinWaitlist,
  useListProducts,
  useQueryHooks,
} from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

afterEach(cleanup);

function renderWithClient(
  ui: ReactNode,
  client: ApiClient = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 }),
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{ui}</ApiClientProvider>
    </QueryClientProvider>,
  );
}

function JoinWaitlist() {
  const join = useJoinWaitlist();
  return (
    <div>
      <button type="button" onClick={() => join.mutate({ email: 'new@example.com' })}>
        Join Waitlist
      </button>
      {join.isSuccess && <p>Joined as {join.data.email}</p>}
      {join.error && (
        <p role="alert">
          {join.error.message} ({join.error.status}, {join.error.code})
        </p>
      )}
    </div>
  );
}

function Health() {
  const $api = useQueryHooks();
  const health = $api.useQuery('get', '/healthz');
  if (health.isPending) return <p>Checking…</p>;
  if (health.error) {
    return (
      <p role="alert">{health.error instanceof ApiError ? `ApiError ${health.error.status}` : 'raw body'}</p>
    );
  }
  return <p>Database: {health.data.database}</p>;
}

/** Uses a hook that needs the provider, without one. */
function Orphan() {
  useJoinWaitlist();
  return null;
}

describe('useJoinWaitlist', () => {
  it('posts the e-mail to /v2/waitlist/signup and exposes the answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return HttpResponse.json({ email: body.email, joined_at: '2025-01-01T00:00:00Z' });
      }),
    );
    renderWithClient(<JoinWaitlist />);

    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText('Joined as new@example.com')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'new@example.com' }]);
  });

  it('fails with an ApiError carrying the body message, code and status', async () => {
    server.use(
      mockOperation('post', '/v2/waitlist/signup', () =>
        HttpResponse.json(
          { code: 'rate_limited', message: 'Too many sign-ups, try again soon' },
          { status: 429 },
        ),
      ),
    );
    renderWithClient(<JoinWaitlist />);

    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-ups, try again soon (429, rate_limited)',
    );
  });
});

const aProduct = (id: string, name: string): components['schemas']['Product'] => ({
  id,
  name,
  description: 'Six axes',
  price: '12500.00',
  currency: 'EUR',
  category: 'ROBOT',
  condition: 'NEW',
  images: [],
  specifications: {},
  seller_id: '5f0e6a2b-1c1d-4e7a-8b0e-2a9c3d4e5f60',
  seller_name: 'Northgate Robotics',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function SellerProducts() {
  const list = useListProducts({ sellerId: 'seller-1', limit: 1 });
  if (list.isPending) return <p>Loading…</p>;
  if (list.error) return <p role="alert">{list.error.message}</p>;
  return (
    <div>
      <ul>
        {list.data.pages
          .flatMap((page) => page.products)
          .map((product) => (
            <li key={product.id}>{product.name}</li>
          ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" onClick={() => void list.fetchNextPage()}>
          Load more
        </button>
      )}
    </div>
  );
}

function Search() {
  const list = useListProducts({ q: 'welding arm', sort: 'price_asc', on_sale: true, category: 'ROBOT' });
  return <p>{list.data?.pages[0]?.products[0]?.name ?? 'Loading…'}</p>;
}

describe('useListProducts', () => {
  it('pages through listProducts with the filters and the last next_cursor', async () => {
    const queries: string[] = [];
    server.use(
      mockOperation('get', '/v2/products', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return query.get('cursor') === 'c2'
          ? HttpResponse.json({ products: [aProduct('p2', 'Painting arm')], next_cursor: null })
          : HttpResponse.json({ products: [aProduct('p1', 'Welding arm')], next_cursor: 'c2' });
      }),
    );
    renderWithClient(<SellerProducts />);

    expect(await screen.findByText('Welding arm')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Painting arm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queries).toEqual(['sellerId=seller-1&limit=1', 'sellerId=seller-1&limit=1&cursor=c2']);
  });

  it('sends the search, sort and sale filter with every page, keyed apart from other lists', async () => {
    const queries: string[] = [];
    server.use(
      mockOperation('get', '/v2/products', ({ request }) => {
        queries.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ products: [aProduct('p1', 'Welding arm')], next_cursor: null });
      }),
    );
    renderWithClient(<Search />);
    expect(await screen.findByText('Welding arm')).toBeTruthy();
    expect(queries).toEqual(['q=welding+arm&sort=price_asc&on_sale=true&category=ROBOT']);
    expect(productKeys.list({ q: 'a' })).not.toEqual(productKeys.list({ q: 'a', sort: 'price_asc' }));
  });

  it('keys each list under productKeys.lists(), so one invalidation refreshes them all', () => {
    expect(productKeys.list({ sellerId: 's' }).slice(0, 2)).toEqual(productKeys.lists());
    expect(productKeys.detail('p1').slice(0, 2)).toEqual(productKeys.details());
  });
});

function AddProduct({ onSuccess }: { onSuccess: (name: string) => void }) {
  const create = useCreateProduct({ onSuccess: (product) => onSuccess(product.name) });
  const {
    id: _id,
    seller_id: _s,
    seller_name: _n,
    created_at: _c,
    updated_at: _u,
    ...fields
  } = aProduct('p1', 'Welding arm');
  return (
    <button type="button" onClick={() => create.mutate(fields)}>
      Add
    </button>
  );
}

describe('mutation hooks', () => {
  it("run the caller's options, such as a feature's invalidation, after the operation", async () => {
    server.use(
      mockOperation('post', '/v2/products', async ({ request }) => {
        const body = await request.json();
        return HttpResponse.json({ ...aProduct('p9', body.name) }, { status: 201 });
      }),
    );
    const added: string[] = [];
    renderWithClient(<AddProduct onSuccess={(name) => added.push(name)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await expect.poll(() => added).toEqual(['Welding arm']);
  });
});

describe('query hooks', () => {
  it('serves typed data through the client of the provider', async () => {
    server.use(
      mockOperation('get', '/healthz', () => HttpResponse.json({ status: 'ok', database: 'pglite' })),
    );
    renderWithClient(<Health />);
    expect(await screen.findByText('Database: pglite')).toBeTruthy();
  });

  it('reports error answers as ApiError instances, status included', async () => {
    server.use(
      mockOperation('get', '/healthz', () =>
        HttpResponse.json({ code: 'forbidden', message: 'Not for you' }, { status: 403 }),
      ),
    );
    renderWithClient(<Health />);
    expect((await screen.findByRole('alert')).textContent).toBe('ApiError 403');
  });

  it('caches one hooks object per client', () => {
    const client = createClient({ baseUrl: BASE_URL, session: false });
    expect(createQueryHooks(client)).toBe(createQueryHooks(client));
    expect(createQueryHooks(client)).not.toBe(
      createQueryHooks(createClient({ baseUrl: BASE_URL, session: false })),
    );
  });
});

it('useApiClient outside a provider names the missing provider', () => {
  const queryClient = new QueryClient();
  expect(() =>
    render(
      <QueryClientProvider client={queryClient}>
        <Orphan />
      </QueryClientProvider>,
    ),
  ).toThrow('useApiClient() needs an <ApiClientProvider client={...}> above it.');
});
