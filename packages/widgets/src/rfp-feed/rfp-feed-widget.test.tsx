import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEED_LIMIT, feedLimit, publicRfps } from './feed-options';
import { RoboMarketRfpFeed } from './rfp-feed-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An open RFP as GET /v2/rfps answers it. */
function rfp(overrides: Record<string, unknown> = {}) {
  return {
    id: '3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a',
    workflowId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    title: 'Warehouse Automation',
    useCase: 'Warehouse Automation',
    description: 'Autonomous mobile robots to move pallets between receiving and storage.',
    industry: 'Logistics',
    status: 'SUBMITTED',
    technicalRequirements: { payload: 500, batteryLife: 8, certifications: ['CE Marking'], customSpecs: [] },
    budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
    timeline: { startDate: '2026-03-01', endDate: '2026-06-30', milestones: [] },
    createdAt: '2026-02-10T09:30:00Z',
    updatedAt: '2026-02-12T16:00:00Z',
    ...overrides,
  };
}

/** Answers GET /v2/rfps with `answer`; any other request fails the test. */
function stubApi(answer: (url: URL) => Response | Promise<Response>) {
  const requests: { url: URL; headers: Headers; credentials: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      if (request.method !== 'GET' || url.pathname !== '/v2/rfps') {
        throw new Error(`unexpected request ${request.method} ${request.url}`);
      }
      requests.push({ url, headers: request.headers, credentials: request.credentials });
      return answer(url);
    }),
  );
  return requests;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('RoboMarketRfpFeed', () => {
  it('lists open RFPs with what a seller needs and a link to respond on RoboMarket in a new tab', async () => {
    const requests = stubApi(() =>
      json(200, {
        rfps: [
          rfp(),
          rfp({
            id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
            useCase: 'Medical Supply Delivery',
            industry: 'Healthcare',
            status: 'UNDER_REVIEW',
          }),
        ],
        next_cursor: null,
      }),
    );
    render(
      <RoboMarketRfpFeed
        apiBase="https://api.robomarket.example/"
        publishableKey="pk_test_123"
        industry="  logistics "
        limit="3"
      />,
    );

    const list = await screen.findByRole('list', { name: 'Open requests for proposals' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: 'Warehouse Automation' })).toBeTruthy();
    expect(first.getByText('Logistics')).toBeTruthy();
    expect(first.getByText('$50,000 – $150,000')).toBeTruthy();
    expect(first.getByText('Mar 1, 2026 – Jun 30, 2026')).toBeTruthy();
    expect(first.getByText('Feb 10, 2026')).toBeTruthy();
    const link = first.getByRole('link', { name: /View Details & Respond/ });
    expect(link.getAttribute('href')).toBe(
      'https://api.robomarket.example/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.origin).toBe('https://api.robomarket.example');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      industry: 'logistics',
      limit: '3',
    });
    expect(requests[0]?.headers.get('X-Publishable-Key')).toBe('pk_test_123');
    // A partner page's visitors are nobody to RoboMarket: no token, no cookies.
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.credentials).not.toBe('include');
  });

  it('shows no buyer identity, and no RFP that is not open, whatever the answer carries', async () => {
    stubApi(() =>
      json(200, {
        rfps: [
          rfp({
            buyer: { email: 'jane.buyer@acme.example', name: 'Jane Buyer' },
            buyerId: 'b0b0b0b0-0000-4000-8000-000000000000',
            businessName: 'Acme Foods Inc.',
          }),
          rfp({ id: '11111111-2222-4333-8444-555555555555', useCase: 'Secret draft', status: 'DRAFT' }),
        ],
        next_cursor: null,
      }),
    );
    render(<RoboMarketRfpFeed apiBase="https://api.robomarket.example" />);

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const text = document.body.textContent ?? '';
    for (const secret of [
      'jane.buyer@acme.example',
      'Jane Buyer',
      'Acme Foods',
      'b0b0b0b0',
      'Secret draft',
    ]) {
      expect(text).not.toContain(secret);
      expect(document.body.innerHTML).not.toContain(secret);
    }
  });

  it("says 'No matching RFPs found' when nothing matches", async () => {
    stubApi(() => json(200, { rfps: [], next_cursor: null }));
    render(<RoboMarketRfpFeed apiBase="https://api.robomarket.example" industry="Space mining" />);
    expect(await screen.findByText('No matching RFPs found')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('announces loading until the answer comes', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<RoboMarketRfpFeed apiBase="https://api.robomarket.example" />);
    expect(screen.getByRole('status').textContent).toBe('Loading open RFPs...');
    answer(json(200, { rfps: [rfp()], next_cursor: null }));
    await screen.findByRole('list');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the API cannot be reached in words for people, and Try again asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let reachable = false;
    const requests = stubApi(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return json(200, { rfps: [rfp()], next_cursor: null });
    });
    render(<RoboMarketRfpFeed apiBase="https://api.robomarket.example" industry="logistics" />);

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain("We couldn't reach RoboMarket. Check your connection and try again.");
    expect(alert.textContent).not.toContain('Max retries');
    expect(warn).toHaveBeenCalled();

    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(requests.at(-1)?.url.searchParams.get('industry')).toBe('logistics');
  });

  it("shows the API's refusal", async () => {
    stubApi(() => json(400, { code: 'validation_failed', message: 'industry is too long' }));
    render(<RoboMarketRfpFeed apiBase="https://api.robomarket.example" />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('industry is too long'));
  });

  it('links to the page origin when no API base is given', async () => {
    stubApi(() => json(200, { rfps: [rfp()], next_cursor: null }));
    render(<RoboMarketRfpFeed />);
    const link = await screen.findByRole('link', { name: /View Details & Respond/ });
    expect(link.getAttribute('href')).toBe(
      `${window.location.origin}/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a`,
    );
  });
});

describe('feedLimit', () => {
  it.each([
    [undefined, DEFAULT_FEED_LIMIT],
    ['', DEFAULT_FEED_LIMIT],
    ['ten', DEFAULT_FEED_LIMIT],
    ['2.5', DEFAULT_FEED_LIMIT],
    ['3', 3],
    [' 12 ', 12],
    ['0', 1],
    ['-4', 1],
    ['500', 100],
    [7, 7],
  ])('%j → %i', (value, expected) => {
    expect(feedLimit(value)).toBe(expected);
  });
});

describe('publicRfps', () => {
  it('keeps only the contract’s fields of open RFPs', () => {
    const [kept] = publicRfps([rfp({ buyer: { email: 'jane@acme.example' } }) as never]);
    expect(kept && 'buyer' in kept).toBe(false);
  });
});
