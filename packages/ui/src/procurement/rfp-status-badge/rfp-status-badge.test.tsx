import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { RfpStatusBadge } from './rfp-status-badge';

function colourOf(status: string) {
  render(<RfpStatusBadge status={status} />, { wrapper: RoboMarketTheme });
  return screen.getByText((_, element) => element?.getAttribute('data-status') === status);
}

describe('RfpStatusBadge', () => {
  it.each([
    ['SUBMITTED', 'Submitted', 'blue'],
    ['UNDER_REVIEW', 'Under Review', 'orange'],
    ['APPROVED', 'Approved', 'green'],
    ['REJECTED', 'Rejected', 'red'],
    ['DRAFT', 'Draft', 'gray'],
  ])('shows %s as %s in %s', (status, label, colour) => {
    const badge = colourOf(status);
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-accent-color', colour);
  });

  it('shows an unknown status gray, as it came', () => {
    const badge = colourOf('ARCHIVED');
    expect(badge).toHaveTextContent('ARCHIVED');
    expect(badge).toHaveAttribute('data-accent-color', 'gray');
  });
});
