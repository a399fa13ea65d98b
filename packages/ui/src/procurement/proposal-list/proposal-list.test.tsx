import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProposalView } from '../../views/proposal-view';
import { ProposalList, type ProposalListProps } from './proposal-list';

const proposal = (id: string, sellerName: string, status: string, price = '1000.00'): ProposalView => ({
  id,
  sellerName,
  price,
  currency: 'USD',
  status,
  structured_terms: {
    delivery_weeks: 4,
    warranty_years: 1,
    training_days: 5,
    sla_response_hours: 24,
    payment_terms: 'Net 30',
    compliance_certifications: [],
    maintenance_included: true,
  },
  createdAt: '2026-03-06T10:00:00Z',
});

const PROPOSALS = [proposal('p1', 'Acme', 'PENDING', '42000.00'), proposal('p2', 'Beta', 'REJECTED')];

function setup(props: Partial<ProposalListProps> = {}) {
  render(<ProposalList status="ready" proposals={PROPOSALS} {...props} />, { wrapper: RoboMarketTheme });
  return userEvent.setup({ delay: null });
}

describe('ProposalList', () => {
  it('shows price, seller, status and delivery', () => {
    setup();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('$42,000.00');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Acme');
    expect(rows[0]).toHaveTextContent('Delivery: 4 weeks · Sent Mar 6, 2026');
    expect(rows[1]).toHaveTextContent('Rejected');
  });

  it('offers Accept on pending proposals to the buyer only', async () => {
    const onAccept = vi.fn().mockResolvedValue(undefined);
    const user = setup({ canAccept: true, onAccept });
    expect(screen.getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Accept proposal from Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('No other proposal is pending.');
    expect(onAccept).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    expect(onAccept).toHaveBeenCalledWith('p1');
  });

  it('offers no Accept to a seller', () => {
    setup({ canAccept: false, onAccept: vi.fn() });
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it("shows the accept under way, then 'Failed to accept proposal'", async () => {
    let fail: (reason: Error) => void = () => {};
    const onAccept = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const user = setup({
      canAccept: true,
      onAccept,
      proposals: [proposal('p1', 'Acme', 'PENDING'), proposal('p3', 'Gamma', 'PENDING')],
    });
    await user.click(screen.getByRole('button', { name: 'Accept proposal from Acme' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );
    expect(screen.getByRole('button', { name: 'Accepting... proposal from Acme' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept proposal from Gamma' })).toBeDisabled();
    fail(new Error('This proposal is no longer pending'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to accept proposal: This proposal is no longer pending',
    );
    expect(screen.getByRole('button', { name: 'Accept proposal from Acme' })).toBeEnabled();
  });

  it('has loading, empty and error states', () => {
    const { rerender } = render(<ProposalList status="loading" />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('status')).toHaveTextContent('Loading proposals...');
    rerender(<ProposalList status="ready" proposals={[]} />);
    expect(screen.getByText('No proposals yet')).toBeInTheDocument();
    rerender(<ProposalList status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load proposals');
  });
});
