import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { hasWorkflowFilters, WorkflowTable } from './workflow-table';

describe('WorkflowTable', () => {
  it('shows a row per workflow with its type, side and stage', () => {
    render(
      <WorkflowTable
        status="ready"
        onRetry={vi.fn()}
        workflows={[
          {
            id: 'a1',
            title: 'Welding cells',
            requestType: 'CUSTOM_ORDER',
            status: 'ORDER_CANCELLED',
            updatedAt: '2026-03-02T10:00:00Z',
            side: 'seller',
          },
        ]}
      />,
      { wrapper: RoboMarketTheme },
    );
    const row = within(screen.getByRole('table', { name: 'Workflows' })).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Custom order');
    expect(row?.textContent).toContain('Selling');
    expect(row?.textContent).toContain('Cancelled');
    expect(row?.textContent).toContain('Mar 2, 2026');
  });

  it('tells an empty list from one the filters emptied', () => {
    const { rerender } = render(<WorkflowTable status="ready" onRetry={vi.fn()} workflows={[]} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByText('No workflows yet')).toBeTruthy();
    rerender(
      <WorkflowTable status="ready" onRetry={vi.fn()} workflows={[]} filtered onClearFilters={vi.fn()} />,
    );
    expect(screen.getByText('No workflows match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('knows when a filter is set', () => {
    expect(hasWorkflowFilters({ statuses: [] })).toBe(false);
    expect(hasWorkflowFilters({ statuses: ['PRICE_AGREED'] })).toBe(true);
    expect(hasWorkflowFilters({ statuses: [], requestType: 'RFP' })).toBe(true);
  });
});
