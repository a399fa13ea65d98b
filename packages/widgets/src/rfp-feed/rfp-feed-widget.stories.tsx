// The mock answers with the contract's shapes, so a change to openapi.yaml breaks this story's types.
import type { components } from '@robomarket/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ROOT_ATTRIBUTE } from '../internal/shadow-styles';
import { mount } from '../runtime';
import { RoboMarketRfpFeed } from './rfp-feed-widget';

type Rfp = components['schemas']['Rfp'];
type RfpList = components['schemas']['RfpList'];
type ApiError = components['schemas']['Error'];

// A partner's content column.
const atSectionWidth: Decorator = (Story) => (
  <div style={{ width: 880, maxWidth: '100%' }}>
    <Story />
  </div>
);

function openRfp(id: string, useCase: string, industry: string, overrides: Partial<Rfp> = {}): Rfp {
  return {
    id,
    workflowId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    title: useCase,
    useCase,
    description: `${useCase}: robots for two shifts a day, integrated with the site's existing systems.`,
    industry,
    status: 'SUBMITTED',
    technicalRequirements: { payload: 500, batteryLife: 8, certifications: ['CE Marking'], customSpecs: [] },
    budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
    timeline: { startDate: '2026-03-01', endDate: '2026-06-30', milestones: [] },
    createdAt: '2026-02-10T09:30:00Z',
    updatedAt: '2026-02-10T09:30:00Z',
    ...overrides,
  };
}

/** The marketplace, newest first. */
const MARKETPLACE: Rfp[] = [
  openRfp('3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a', 'Warehouse Automation', 'Logistics'),
  openRfp('5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', 'Medical Supply Delivery', 'Healthcare', {
    status: 'UNDER_REVIEW',
    budget: { min: '20000.00', max: '60000.00', currency: 'USD' },
    createdAt: '2026-02-08T12:00:00Z',
  }),
  openRfp('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Cold Storage Picking', 'Food & Beverage Logistics', {
    createdAt: '2026-02-01T08:00:00Z',
  }),
];

const asked: URLSearchParams[] = [];

/** GET /v2/rfps as the contract answers callers without credentials: industry contains, limit, newest first. */
const marketplace = (rfps: Rfp[] = MARKETPLACE) =>
  http.get<never, never, RfpList>('/v2/rfps', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const industry = query.get('industry')?.toLowerCase() ?? '';
    const limit = Number(query.get('limit') ?? 20);
    const matching = rfps.filter((rfp) => rfp.industry.toLowerCase().includes(industry));
    return HttpResponse.json({ rfps: matching.slice(0, limit), next_cursor: null });
  });

const meta = {
  title: 'Widgets/RoboMarketRfpFeed',
  // Its appearance is its own argument, not Storybook's: one screenshot per story (tests/visual/stories-setup.ts).
  parameters: { visual: { ownAppearance: true } },
  component: RoboMarketRfpFeed,
  args: { apiBase: '', appearance: 'light' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['light', 'dark'] },
    accentColor: { control: 'select', options: [undefined, 'indigo', 'teal', 'amber', 'crimson', 'grass'] },
    industry: { control: 'text' },
    limit: { control: 'number' },
  },
  decorators: [atSectionWidth],
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(marketplace());
  },
} satisfies Meta<typeof RoboMarketRfpFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open RFPs with a link each to respond on RoboMarket, in a new tab. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Open requests for proposals' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 3, name: 'Warehouse Automation' })).toBeVisible();
    await expect(first.getByText('$50,000 – $150,000')).toBeVisible();
    await expect(first.getByText('Mar 1, 2026 – Jun 30, 2026')).toBeVisible();
    await expect(first.getByText('Feb 10, 2026')).toBeVisible();
    const link = first.getByRole('link', { name: /View Details & Respond/ });
    await expect(link).toHaveAttribute(
      'href',
      `${window.location.origin}/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(asked.at(-1)?.get('limit')).toBe('5');
  },
};

/** `industry` and `limit` go to the API as the contract's filters. */
export const FilteredByIndustry: Story = {
  args: { industry: 'logistics', limit: 1 },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Warehouse Automation' })).toBeVisible();
    await expect(canvas.queryByText('Medical Supply Delivery')).toBeNull();
    await expect(asked.at(-1)?.get('industry')).toBe('logistics');
    await expect(asked.at(-1)?.get('limit')).toBe('1');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v2/rfps', async () => {
        await delay('infinite');
        return HttpResponse.json({ rfps: [], next_cursor: null });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading open RFPs...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { industry: 'Space mining' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No matching RFPs found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A failing server: describeFailure's words and Try again, which asks again. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get<never, never, ApiError | RfpList>('/v2/rfps', () => {
        calls += 1;
        // The client retries a 5xx twice; the fourth call is Try again.
        if (calls <= 3) return HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 });
        return HttpResponse.json({ rfps: MARKETPLACE, next_cursor: null });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
    await expect(alert).not.toHaveTextContent('boom');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { appearance: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await expect(canvasElement.querySelector('.radix-themes.dark')).not.toBeNull();
  },
};

// Partners choose the accent, here Northgate Robotics' amber (dark button text).
export const AmberAccent: Story = {
  args: { accentColor: 'amber' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await waitFor(() => expect(canvasElement.querySelector('[data-accent-color="amber"]')).not.toBeNull());
  },
};

/** What `<robomarket-rfp-feed industry="logistics" limit="2">` shows: the widget rendered by the runtime into a shadow root. */
function InShadowRoot() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const widget = mount('robomarket-rfp-feed', root, {
      apiBase: window.location.origin,
      publishableKey: undefined,
      appearance: 'light',
      accentColor: undefined,
      attributes: { industry: 'logistics', limit: '2' },
    });
    return () => widget.unmount();
  }, []);
  return <div ref={host} data-testid="shadow-host" />;
}

export const ShadowDom: Story = {
  render: () => <InShadowRoot />,
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('shadow-host');
    const shadow = await waitFor(() => {
      const root = host.shadowRoot?.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
      if (!root) throw new Error('not mounted yet');
      return within(root);
    });
    const list = await shadow.findByRole('list', {}, { timeout: 5000 });
    // Two of the marketplace's RFPs have "logistics" in their industry; the element asked for at most 2.
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Warehouse Automation', 'Cold Storage Picking']);
    await expect(asked.at(-1)?.get('industry')).toBe('logistics');
    await expect(asked.at(-1)?.get('limit')).toBe('2');
  },
};
