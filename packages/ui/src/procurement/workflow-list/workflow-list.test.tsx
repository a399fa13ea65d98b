import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { WorkflowList, type WorkflowListProps } from './workflow-list';

const WORKFLOWS = [
  { id: 'a1', title: 'Palletising cell', status: 'REQUEST_CREATED', updatedAt: '2026-03-01T10:00:00Z' },
  { id: 'b2', title: 'Spare grippers', status: 'PAYMENT_PENDING', updatedAt: '2026-12-24T23:30:00Z' },
];

function setup(props: Partial<WorkflowListProps> = {}) {
  const onRetry = vi.fn();
  render(<WorkflowList status="ready" onRetry={onRetry} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), onRetry };
}

describe('WorkflowList', () => {
  it('shows a row per workflow: a link to its page, the next-action hint and the en-US date', () => {
    setup({ workflows: WORKFLOWS, id: 'workflows' });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Palletising cell' })).toHaveAttribute(
      'href',
      '/workflow/a1',
    );
    expect(rows[0]).toHaveTextContent('Waiting for seller matching');
    expect(rows[0]).toHaveTextContent('Mar 1, 2026');
    expect(rows[1]).toHaveTextContent('Payment needed');
    expect(rows[1]).toHaveTextContent('Dec 24, 2026');
    expect(screen.getByRole('region', { name: 'Active Workflows' })).toHaveAttribute('id', 'workflows');
  });

  it('shows the unread count of a workflow with unread messages, and none at 0', () => {
    setup({
      workflows: WORKFLOWS.map((workflow, index) => ({ ...workflow, unreadMessages: index === 0 ? 4 : 0 })),
    });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('4 unread messages')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent(/unread/);
  });

  it('announces loading', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading workflows...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty state', () => {
    setup({ workflows: [] });
    expect(screen.getByText('No workflows yet')).toBeInTheDocument();
  });

  it("says 'Failed to load workflows' with Retry", async () => {
    const { user, onRetry } = setup({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load workflows');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
