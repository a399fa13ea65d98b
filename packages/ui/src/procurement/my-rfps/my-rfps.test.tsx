import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { MyRfps, type MyRfpsProps } from './my-rfps';

const id = (n: number) => `3c9e4b1a-2d7f-4e8a-9b6c-00000000000${n}`;
const RFPS = [
  sampleRfp({ id: id(1), useCase: 'Draft one', status: 'DRAFT' }),
  sampleRfp({ id: id(2), useCase: 'Open one', status: 'SUBMITTED' }),
  sampleRfp({ id: id(3), useCase: 'Reviewed one', status: 'UNDER_REVIEW' }),
  sampleRfp({ id: id(4), useCase: 'Withdrawn one', status: 'REJECTED' }),
  sampleRfp({ id: id(5), useCase: 'Won one', status: 'APPROVED' }),
];

function setup(props: Partial<MyRfpsProps> = {}) {
  const onWithdraw = vi.fn(() => Promise.resolve());
  const onRetry = vi.fn();
  render(<MyRfps status="ready" rfps={RFPS} onWithdraw={onWithdraw} onRetry={onRetry} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), onWithdraw, onRetry };
}

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('MyRfps', () => {
  it('lists the RFPs with status, budget and the actions each status allows', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'RFP Management' })).toBeInTheDocument();
    expect(within(row('Draft one')).getByRole('link', { name: 'Draft one' })).toHaveAttribute(
      'href',
      `/rfp/details/${id(1)}`,
    );
    expect(within(row('Draft one')).getByRole('link', { name: 'Edit Draft one' })).toHaveAttribute(
      'href',
      `/rfp/edit/${id(1)}`,
    );
    expect(within(row('Draft one')).getByRole('link', { name: 'Submit Draft one' })).toHaveAttribute(
      'href',
      `/rfp/submit/${id(1)}`,
    );
    expect(within(row('Open one')).getByText('Submitted')).toBeInTheDocument();
    expect(within(row('Open one')).getByRole('button', { name: 'Withdraw Open one' })).toBeInTheDocument();
    expect(
      within(row('Reviewed one')).getByRole('button', { name: 'Withdraw Reviewed one' }),
    ).toBeInTheDocument();
    expect(
      within(row('Withdrawn one')).getByRole('link', { name: 'Resubmit Withdrawn one' }),
    ).toHaveAttribute('href', `/rfp/submit/${id(4)}`);
    expect(within(row('Won one')).queryByRole('button')).toBeNull();
    expect(within(row('Won one')).queryByRole('link', { name: /Edit|Submit/ })).toBeNull();
  });

  it('withdraws only after confirmation', async () => {
    const { user, onWithdraw } = setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw Open one' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw RFP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    expect(onWithdraw).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Withdraw Open one' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw RFP' }));
    expect(onWithdraw).toHaveBeenCalledWith(RFPS[1]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the failure', async () => {
    const { user } = setup({
      onWithdraw: () => Promise.reject(new Error('This RFP can no longer be withdrawn')),
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw Open one' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw RFP' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This RFP can no longer be withdrawn',
    );
  });

  it('shows loading, empty and failure states', async () => {
    const { rerender } = render(<MyRfps status="loading" onWithdraw={vi.fn()} onRetry={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your RFPs...');
    rerender(<MyRfps status="ready" rfps={[]} onWithdraw={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByText('No RFPs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Workflow' })).toHaveAttribute('href', '/workflow/new');
    rerender(<MyRfps status="error" onWithdraw={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch RFPs');
  });
});
