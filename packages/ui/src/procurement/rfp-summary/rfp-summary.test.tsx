import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { RfpSummary } from './rfp-summary';

describe('RfpSummary', () => {
  it('summarises the RFP a seller answers', () => {
    render(<RfpSummary rfp={sampleRfp()} />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('heading', { level: 2, name: 'Warehouse Automation' })).toBeInTheDocument();
    expect(screen.getByText('$50,000 – $150,000')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026 – Jun 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('ISO 10218 - Industrial Robots Safety, CE Marking')).toBeInTheDocument();
    expect(screen.getByText('Posted Feb 10, 2026')).toBeInTheDocument();
  });

  it('announces loading without an RFP', () => {
    render(<RfpSummary />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('status')).toHaveTextContent('Loading RFP...');
  });
});
