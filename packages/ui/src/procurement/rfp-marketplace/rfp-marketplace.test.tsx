import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { NO_FILTERS } from './rfp-filters';
import { RfpMarketplace, type RfpMarketplaceProps } from './rfp-marketplace';

const RFPS = [
  sampleRfp(),
  sampleRfp({
    id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    useCase: 'Medical Supply Delivery',
    industry: 'Healthcare',
    status: 'UNDER_REVIEW',
  }),
];

function setup(props: Partial<RfpMarketplaceProps> = {}) {
  const onRetry = vi.fn();
  const onFiltersChange = vi.fn();
  render(
    <RfpMarketplace
      status="ready"
      rfps={RFPS}
      onRetry={onRetry}
      filters={NO_FILTERS}
      onFiltersChange={onFiltersChange}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), onRetry, onFiltersChange };
}

describe('RfpMarketplace', () => {
  it('lists a card per RFP with what a seller needs and a link to respond', () => {
    setup();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Warehouse Automation' })).toBeInTheDocument();
    expect(first.getByText('Logistics')).toBeInTheDocument();
    expect(first.getByText(/Autonomous mobile robots/)).toBeInTheDocument();
    expect(first.getByText('$50,000 – $150,000')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2026 – Jun 30, 2026')).toBeInTheDocument();
    expect(first.getByText('Feb 10, 2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View Details & Respond/ })).toHaveAttribute(
      'href',
      '/rfp/respond/3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a',
    );
  });

  it('reports the filters as the list call takes them', async () => {
    const { user, onFiltersChange } = setup();
    await user.type(screen.getByLabelText('Industry'), ' logis ');
    await user.type(screen.getByLabelText('Minimum budget'), '40000');
    await user.type(screen.getByLabelText('Maximum budget'), '200000');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith({
      industry: 'logis',
      minBudget: '40000.00',
      maxBudget: '200000.00',
    });
  });

  it('reads budgets typed with commas between thousands, steps them by 1000 with the arrows, and refuses a decimal comma', async () => {
    const { user, onFiltersChange } = setup();
    await user.type(screen.getByLabelText('Minimum budget'), '30,000');
    await user.type(screen.getByLabelText('Maximum budget'), '150,000.5');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      industry: '',
      minBudget: '30000.00',
      maxBudget: '150000.50',
    });
    await user.type(screen.getByLabelText('Minimum budget'), '{ArrowUp}');
    expect(screen.getByLabelText('Minimum budget')).toHaveValue('31000');
    await user.clear(screen.getByLabelText('Maximum budget'));
    await user.type(screen.getByLabelText('Maximum budget'), '30.000,5');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByLabelText('Maximum budget')).toHaveAccessibleDescription(
      'Enter the maximum budget as an amount, e.g. 150,000 or 150000.50',
    );
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
  });

  it('explains a minimum above the maximum instead of filtering', async () => {
    const { user, onFiltersChange } = setup();
    await user.type(screen.getByLabelText('Minimum budget'), '90000');
    await user.type(screen.getByLabelText('Maximum budget'), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByLabelText('Maximum budget')).toHaveAccessibleDescription(
      'Maximum budget must be at least the minimum budget',
    );
    expect(onFiltersChange).not.toHaveBeenCalled();
  });

  it('shows the filters in force and clears them', async () => {
    const { user, onFiltersChange } = setup({
      filters: { industry: 'Health', minBudget: '5000.00', maxBudget: '' },
    });
    expect(screen.getByLabelText('Industry')).toHaveValue('Health');
    expect(screen.getByLabelText('Minimum budget')).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
  });

  it('keeps what a visitor typed until the filters change from outside, then shows those', async () => {
    const user = userEvent.setup({ delay: null });
    const props = { status: 'ready', rfps: RFPS, onRetry: vi.fn(), onFiltersChange: vi.fn() } as const;
    const { rerender } = render(<RfpMarketplace {...props} filters={NO_FILTERS} />, {
      wrapper: RoboMarketTheme,
    });
    await user.type(screen.getByLabelText('Industry'), 'logist');
    rerender(<RfpMarketplace {...props} filters={{ ...NO_FILTERS }} />);
    expect(screen.getByLabelText('Industry')).toHaveValue('logist');
    // Back to a shared link's filters.
    rerender(
      <RfpMarketplace {...props} filters={{ industry: 'Health', minBudget: '5000.00', maxBudget: '' }} />,
    );
    expect(screen.getByLabelText('Industry')).toHaveValue('Health');
    expect(screen.getByLabelText('Minimum budget')).toHaveValue('5000');
  });

  it("shows 'No matching RFPs found' when nothing matches", () => {
    setup({ rfps: [] });
    expect(screen.getByText('No matching RFPs found')).toBeInTheDocument();
  });

  it('announces loading', () => {
    setup({ status: 'loading', rfps: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading RFPs...');
  });

  it("says 'Failed to fetch RFPs' with a retry", async () => {
    const { user, onRetry } = setup({ status: 'error', rfps: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch RFPs');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loads more while there is more', async () => {
    const onLoadMore = vi.fn();
    const { user } = setup({ hasMore: true, onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
