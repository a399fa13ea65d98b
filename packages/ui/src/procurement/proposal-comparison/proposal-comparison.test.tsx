import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { ProposalView } from '../../views/proposal-view';
import { ProposalComparison } from './proposal-comparison';

const base: ProposalView = {
  id: 'p1',
  sellerName: 'Acme',
  price: '42000.00',
  currency: 'USD',
  status: 'PENDING',
  structured_terms: {
    delivery_weeks: 6,
    warranty_years: 1,
    training_days: 5,
    sla_response_hours: 24,
    payment_terms: 'Net 30',
    compliance_certifications: ['CE Marking'],
    maintenance_included: true,
  },
  createdAt: '2026-03-06T10:00:00Z',
};
const other: ProposalView = {
  ...base,
  id: 'p2',
  sellerName: 'Beta',
  price: '39000.00',
  structured_terms: null,
};

describe('ProposalComparison', () => {
  it('sets the proposals side by side, a column per seller and a row per term', () => {
    render(
      <ProposalComparison
        proposals={[base, other]}
        requiredCertifications={['CE Marking', 'UL 3300 - Robot Safety']}
      />,
      { wrapper: RoboMarketTheme },
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Term', 'Acme', 'Beta']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(row('Price')).toBe('Price$42,000.00$39,000.00');
    expect(row('Delivery')).toBe('Delivery6 weeks—');
    expect(row('Warranty')).toBe('Warranty1 year—');
    expect(row('SLA response')).toBe('SLA response24 hours—');
    expect(row('Training')).toBe('Training5 days—');
    expect(row('Payment terms')).toBe('Payment termsNet 30—');
    expect(row('Maintenance')).toBe('MaintenanceIncluded—');
    expect(row('CE Marking')).toBe('CE MarkingCoveredNot covered');
    expect(row('UL 3300 - Robot Safety')).toBe('UL 3300 - Robot SafetyNot coveredNot covered');
  });

  it('is a region named by its heading', () => {
    render(<ProposalComparison proposals={[base, other]} />, { wrapper: RoboMarketTheme });
    expect(within(screen.getByRole('region', { name: 'Compare proposals' })).getByRole('table')).toBeTruthy();
  });
});
