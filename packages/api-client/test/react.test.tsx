// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError, createClient } from '../src/index';
import { ApiClientProvider, createQueryHooks, useJoinWaitlist, useQueryHooks } from '../src/react/index';
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
