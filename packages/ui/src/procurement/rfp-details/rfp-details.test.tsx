import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { RfpDetails, type RfpDetailsProps } from './rfp-details';

function setup(props: Partial<RfpDetailsProps> = {}) {
  render(<RfpDetails status="ready" rfp={sampleRfp()} {...props} />, { wrapper: RoboMarketTheme });
  return userEvent.setup({ delay: null });
}

describe('RfpDetails', () => {
  it('shows the RFP: use case as title, status, overview, requirements, milestones and the sidebar', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Automation' })).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toHaveAttribute('data-accent-color', 'blue');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText(/Autonomous mobile robots/)).toBeInTheDocument();
    expect(screen.getByText('Logistics')).toBeInTheDocument();
    expect(screen.getByText('$50,000 – $150,000')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026 – Jun 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Site survey', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No proposals received yet')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'RFP information' });
    expect(within(sidebar).getByText('Feb 10, 2026')).toBeInTheDocument();
    expect(within(sidebar).getByText('Feb 12, 2026')).toBeInTheDocument();
    expect(within(sidebar).getByText('3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['DRAFT', true, true],
    ['REJECTED', false, true],
    ['SUBMITTED', false, false],
    ['UNDER_REVIEW', false, false],
    ['APPROVED', false, false],
  ] as const)('in %s offers Edit RFP: %s, Submit RFP: %s', (status, edit, submit) => {
    setup({ rfp: sampleRfp({ status }) });
    expect(screen.queryByRole('link', { name: 'Edit RFP' }) !== null).toBe(edit);
    expect(screen.queryByRole('link', { name: 'Submit RFP' }) !== null).toBe(submit);
  });

  it('links Edit RFP and Submit RFP to their pages', () => {
    setup({ rfp: sampleRfp({ status: 'DRAFT' }) });
    const id = '3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a';
    expect(screen.getByRole('link', { name: 'Edit RFP' })).toHaveAttribute('href', `/rfp/edit/${id}`);
    expect(screen.getByRole('link', { name: 'Submit RFP' })).toHaveAttribute('href', `/rfp/submit/${id}`);
  });

  it('offers no actions to a viewer who does not manage it', () => {
    setup({ rfp: sampleRfp({ status: 'DRAFT' }), canManage: false });
    expect(screen.queryByRole('link', { name: 'Edit RFP' })).toBeNull();
  });

  it('announces loading', () => {
    setup({ status: 'loading', rfp: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading RFP...');
  });

  it("says 'RFP not found' with the way back", () => {
    setup({ status: 'not-found', rfp: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'RFP not found' })).toBeInTheDocument();
    expect(screen.getByText('RFP not found. Please check the URL and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch RFP data' with Try Again", async () => {
    const onRetry = vi.fn();
    const user = setup({
      status: 'error',
      rfp: undefined,
      error: 'Something went wrong on our side. Try again.',
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch RFP data');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
